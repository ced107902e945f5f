struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 0i) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    var g: array<i32, 2> = array<i32, 2>();
    g[0i] = 20i;
    g[1i] = 300i;
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_1: i32 = g[i_3];
        g[i_3] = t_1 + 1i;
        i_3 = i_3 + 1i;
        continue;
    }
    var s: i32;
    var i_4: i32;
    var s_1: i32 = 7i;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 0i) {
        } else {
            var t_2: i32 = s_1;
            var t_3: i32 = i_5;
            s = t_2;
            i_4 = t_3;
            break;
        }
        var t_4: i32 = s_1;
        var t_5: i32 = i_5 + 1i;
        s_1 = t_4;
        i_5 = t_5;
        continue;
    }
    outputBuffer.data[0u] = s;
    var s_2: i32;
    var i_6: i32;
    var s_3: i32 = 17i;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < 0i) {
        } else {
            var t_6: i32 = s_3;
            var t_7: i32 = i_7;
            s_2 = t_6;
            i_6 = t_7;
            break;
        }
        var t_8: i32 = s_3;
        var t_9: i32 = i_7 + 1i;
        s_3 = t_8;
        i_7 = t_9;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    outputBuffer.data[2u] = 1303i;
    var t_10: array<i32, 2> = g;
    var this_1: array<i32, 2> = array<i32, 2>();
    this_1 = t_10;
    var s_4: i32;
    var i_8: i32;
    var s_5: i32 = 4002i;
    var i_9: i32 = 0i;
    for (;;) {
        if (i_9 < 2i) {
        } else {
            var t_11: i32 = s_5;
            var t_12: i32 = i_9;
            s_4 = t_11;
            i_8 = t_12;
            break;
        }
        var t_13: i32 = this_1[i_9];
        var t_14: i32 = s_5 + t_13;
        var t_15: i32 = i_9 + 1i;
        s_5 = t_14;
        i_9 = t_15;
        continue;
    }
    outputBuffer.data[3u] = s_4;
    outputBuffer.data[4u] = i32(t.x) + 4i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
