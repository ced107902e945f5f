struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn collatzSteps(p: u32) -> u32 {
    var n: u32;
    var steps: u32;
    var n_1: u32 = p;
    var steps_1: u32 = 0u;
    for (;;) {
        if (n_1 != 1u) {
        } else {
            var t: u32 = n_1;
            var t_1: u32 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        var t_2: u32 = select(3u * n_1 + 1u, select(n_1 / 2u, 4294967295u, 2u == 0u), select(n_1 % 2u, n_1, 2u == 0u) == 0u);
        var t_3: u32 = steps_1 + 1u;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    return steps;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_4: vec3<u32> = GlobalInvocationId;
    var t_5: u32 = t_4.x;
    var t_6: u32 = inputBuffer.data[t_5];
    var t_7: u32 = collatzSteps(t_6);
    outputBuffer.data[t_5] = t_7;
    var n_2: u32;
    var digits: u32;
    var n_3: u32 = t_6;
    var digits_1: u32 = 0u;
    for (;;) {
        var t_8: u32 = digits_1 + 1u;
        var t_9: u32 = select(n_3 / 10u, 4294967295u, 10u == 0u);
        if (t_9 != 0u) {
        } else {
            var t_10: u32 = t_9;
            var t_11: u32 = t_8;
            n_2 = t_10;
            digits = t_11;
            break;
        }
        var t_12: u32 = t_9;
        var t_13: u32 = t_8;
        n_3 = t_12;
        digits_1 = t_13;
        continue;
    }
    outputBuffer.data[4u + t_5] = digits;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
