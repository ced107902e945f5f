struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn pick(p: bool) -> i32 {
    switch (i32(p)) {
    case 1i: {
        return 10i;
    }
    case 0i: {
        return 20i;
    }
    default: {
        break;
    }
    }
    return 0i;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: bool = t.x == 0u;
    var t_2: i32 = pick(t_1);
    outputBuffer.data[0u] = t_2;
    var t_3: bool = !t_1;
    var t_4: i32 = pick(t_3);
    outputBuffer.data[1u] = t_4;
    var r: i32;
    switch (i32(t_3)) {
    case 0i: {
        r = 1i;
        break;
    }
    default: {
        r = 2i;
        break;
    }
    }
    outputBuffer.data[2u] = r;
    var r_1: i32;
    switch (i32(t_1)) {
    case 0i: {
        r_1 = 1i;
        break;
    }
    default: {
        r_1 = 2i;
        break;
    }
    }
    outputBuffer.data[3u] = r_1;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
