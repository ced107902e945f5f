struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: vec2<i32> = vec2<i32>(1i + t_1, 2i);
    var t_3: vec2<i32> = vec2<i32>(3i + t_1, 1i);
    var t_4: vec2<bool> = vec2<i32>(3i, 4i) >= t_3;
    var t_5: vec2<bool> = vec2<i32>(3i, 4i) < t_3;
    var t_6: vec2<bool> = t_2 >= vec2<i32>(2i, 2i);
    var t_7: vec2<bool> = t_2 < vec2<i32>(2i, 2i);
    outputBuffer.data[0u] = (t_2 << bitcast<vec2<u32>>(vec2<i32>(2i, 2i) & vec2<i32>(31i))).x;
    outputBuffer.data[1u] = 16i;
    var t_8: vec2<i32> = (t_2 << bitcast<vec2<u32>>(vec2<i32>(3i, 3i) & vec2<i32>(31i))) >> bitcast<vec2<u32>>(vec2<i32>(1i, 2i) & vec2<i32>(31i));
    outputBuffer.data[2u] = t_8.x;
    outputBuffer.data[3u] = t_8.y;
    outputBuffer.data[4u] = 3i;
    outputBuffer.data[5u] = 32i;
    outputBuffer.data[6u] = select(0i, 1i, t_7.x);
    outputBuffer.data[7u] = select(0i, 1i, t_7.y);
    outputBuffer.data[8u] = select(0i, 1i, t_4.y);
    var t_9: bool = core_all(array<vec2<bool>, 2>(t_7 | t_6, t_5 | t_4));
    outputBuffer.data[9u] = select(0i, 1i, t_9);
    var t_10: bool = core_any(array<vec2<bool>, 2>(t_7 & t_6, t_5 & t_4));
    outputBuffer.data[10u] = select(0i, 1i, t_10);
    var t_11: bool = core_all(array<vec2<bool>, 2>(t_6, t_4));
    outputBuffer.data[11u] = select(0i, 1i, t_11);
    outputBuffer.data[12u] = select(0i, 1i, t_4.x);
    outputBuffer.data[13u] = (vec2<i32>(3i, 4i) ^ t_3).y;
    outputBuffer.data[14u] = (t_2 ^ vec2<i32>(2i, 2i)).x;
    var t_12: bool = core_all_1(array<vec2<i32>, 2>(t_2, vec2<i32>(3i, 4i)));
    outputBuffer.data[15u] = select(0i, 1i, t_12);
    var t_13: bool = core_any_1(array<vec2<i32>, 2>(vec2<i32>(0i, 0i), vec2<i32>(0i, 0i)));
    outputBuffer.data[16u] = select(0i, 1i, t_13);
    var t_14: bool = core_all(array<vec2<bool>, 2>(vec2<bool>(true, true), vec2<bool>(true, true)));
    outputBuffer.data[17u] = select(0i, 1i, t_14);
    return;
}
fn core_all(x: array<vec2<bool>, 2>) -> bool {
    var x_1: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    x_1 = x;
    var r: i32;
    var r_1: i32 = 0i;
    for (;;) {
        if (r_1 < 2i) {
        } else {
            r = r_1;
            break;
        }
        var t_15: vec2<bool> = x_1[r_1];
        if (!all(t_15)) {
            return false;
        }
        r_1 = r_1 + 1i;
        continue;
    }
    return true;
}
fn core_any(x_2: array<vec2<bool>, 2>) -> bool {
    var x_3: array<vec2<bool>, 2> = array<vec2<bool>, 2>();
    x_3 = x_2;
    var r_2: i32;
    var r_3: i32 = 0i;
    for (;;) {
        if (r_3 < 2i) {
        } else {
            r_2 = r_3;
            break;
        }
        var t_16: vec2<bool> = x_3[r_3];
        if (any(t_16)) {
            return true;
        }
        r_3 = r_3 + 1i;
        continue;
    }
    return false;
}
fn core_all_1(x_4: array<vec2<i32>, 2>) -> bool {
    var x_5: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    x_5 = x_4;
    var r_4: i32;
    var r_5: i32 = 0i;
    for (;;) {
        if (r_5 < 2i) {
        } else {
            r_4 = r_5;
            break;
        }
        var t_17: vec2<i32> = x_5[r_5];
        if (!all(vec2<bool>(t_17))) {
            return false;
        }
        r_5 = r_5 + 1i;
        continue;
    }
    return true;
}
fn core_any_1(x_6: array<vec2<i32>, 2>) -> bool {
    var x_7: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    x_7 = x_6;
    var r_6: i32;
    var r_7: i32 = 0i;
    for (;;) {
        if (r_7 < 2i) {
        } else {
            r_6 = r_7;
            break;
        }
        var t_18: vec2<i32> = x_7[r_7];
        if (any(vec2<bool>(t_18))) {
            return true;
        }
        r_7 = r_7 + 1i;
        continue;
    }
    return false;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
