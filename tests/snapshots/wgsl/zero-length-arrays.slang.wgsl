struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var g: array<i32, 2> = array<i32, 2>();
    g[0i] = 20i;
    g[1i] = 300i;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            i = i_1;
            break;
        }
        var t_1: i32 = g[i_1];
        g[i_1] = t_1 + 1i;
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[0u] = 7i;
    outputBuffer.data[1u] = 17i;
    outputBuffer.data[2u] = 1303i;
    var t_2: array<i32, 2> = g;
    var this_1: array<i32, 2> = array<i32, 2>();
    this_1 = t_2;
    var s: i32;
    var i_2: i32;
    var s_1: i32 = 4002i;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            var t_3: i32 = s_1;
            var t_4: i32 = i_3;
            s = t_3;
            i_2 = t_4;
            break;
        }
        var t_5: i32 = this_1[i_3];
        var t_6: i32 = s_1 + t_5;
        var t_7: i32 = i_3 + 1i;
        s_1 = t_6;
        i_3 = t_7;
        continue;
    }
    outputBuffer.data[3u] = s;
    outputBuffer.data[4u] = i32(t.x) + 4i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
