struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: i32 = t_1 * 4i;
    outputBuffer.data[u32(t_2)] = t_1 + 10i + 100i;
    var t_3: vec2<i32> = vec2<i32>(t_1, 10i) * vec2<i32>(2i, 2i);
    outputBuffer.data[u32(t_2 + 1i)] = t_3.x + t_3.y;
    var w: vec3<i32> = vec3<i32>();
    w = vec3<i32>(t_1 + 4i) + vec3<i32>(1i, 1i, 1i);
    var s: i32;
    var i: i32;
    var s_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_4: i32 = s_1;
            var t_5: i32 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        var t_6: i32 = w[i_1];
        var t_7: i32 = s_1 + t_6;
        var t_8: i32 = i_1 + 1i;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    var w_1: vec2<u32> = vec2<u32>();
    w_1 = vec2<u32>(u32(t_1)) + vec2<u32>(1u, 1u);
    var s_2: u32;
    var i_2: i32;
    var s_3: u32 = 0u;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            var t_9: u32 = s_3;
            var t_10: i32 = i_3;
            s_2 = t_9;
            i_2 = t_10;
            break;
        }
        var t_11: u32 = w_1[i_3];
        var t_12: u32 = s_3 + t_11;
        var t_13: i32 = i_3 + 1i;
        s_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer.data[u32(t_2 + 2i)] = s + i32(s_2);
    outputBuffer.data[u32(t_2 + 3i)] = 2i * (t_1 + 20i);
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
