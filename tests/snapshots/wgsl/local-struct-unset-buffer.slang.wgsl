struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var h: array<i32, 4> = array<i32, 4>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        h[i_1] = i_1 * 10i;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_1: i32 = bitcast<vec3<i32>>(t).x;
    var t_2: i32 = h[3i - t_1];
    outputBuffer.data[u32(t_1)] = 7i + t_2;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
