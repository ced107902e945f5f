struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x) + 3i;
    var t_2: i32 = pick(0i, t_1);
    outputBuffer.data[0u] = t_2;
    var t_3: i32 = pick_1(1i, t_1);
    outputBuffer.data[1u] = t_3;
    var t_4: i32 = pick_2(2i, t_1);
    outputBuffer.data[2u] = t_4;
    var t_5: i32 = pick_3(7i, t_1);
    outputBuffer.data[3u] = t_5;
    var t_6: i32 = pick_2(2i, t_1);
    var t_7: i32 = pick_2(2i, t_1);
    outputBuffer.data[4u] = t_6 + t_7;
    outputBuffer.data[5u] = 26i;
    return;
}
fn pick(p: i32, x: i32) -> i32 {
    return x + 1i;
}
fn pick_1(_constexpr_arg_mode: i32, x_1: i32) -> i32 {
    switch (1i) {
    case 1i: {
        return x_1 * 10i;
    }
    case 2i: {
        return x_1 * 100i;
    }
    default: {
        return -x_1;
    }
    }
    return 0i;
}
fn pick_2(_constexpr_arg_mode_1: i32, x_2: i32) -> i32 {
    switch (2i) {
    case 1i: {
        return x_2 * 10i;
    }
    case 2i: {
        return x_2 * 100i;
    }
    default: {
        return -x_2;
    }
    }
    return 0i;
}
fn pick_3(_constexpr_arg_mode_2: i32, x_3: i32) -> i32 {
    switch (7i) {
    case 1i: {
        return x_3 * 10i;
    }
    case 2i: {
        return x_3 * 100i;
    }
    default: {
        return -x_3;
    }
    }
    return 0i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
