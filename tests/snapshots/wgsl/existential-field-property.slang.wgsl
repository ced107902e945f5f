struct RWStructuredBuffer {
    data: array<i32>,
}
struct Plain {
    pad: i32,
    value: i32,
}
struct Doubled {
    half: i32,
}
struct ICounter {
    typeId: u32,
    p0: Plain,
    p1: Doubled,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: ICounter;
    for (;;) {
        if (t_1 == 0i) {
            t_2 = ICounter(0u, Plain(100i, 5i), Doubled(0i));
            break;
        }
        t_2 = ICounter(1u, Plain(0i, 0i), Doubled(5i));
        break;
    }
    var t_3: ICounter;
    for (;;) {
        if (t_1 + 1i == 0i) {
            t_3 = ICounter(0u, Plain(100i, 5i), Doubled(0i));
            break;
        }
        t_3 = ICounter(1u, Plain(0i, 0i), Doubled(5i));
        break;
    }
    var t_4: u32 = t_2.typeId;
    var t_5: i32;
    switch (t_4) {
    case 0u: {
        t_5 = t_2.p0.value;
        break;
    }
    case 1u: {
        t_5 = t_2.p1.half * 2i;
        break;
    }
    default: {
        t_5 = 0i;
        break;
    }
    }
    outputBuffer.data[0u] = t_5;
    var t_6: u32 = t_3.typeId;
    var t_7: i32;
    switch (t_6) {
    case 0u: {
        t_7 = t_3.p0.value;
        break;
    }
    case 1u: {
        t_7 = t_3.p1.half * 2i;
        break;
    }
    default: {
        t_7 = 0i;
        break;
    }
    }
    outputBuffer.data[1u] = t_7;
    var t_8: i32;
    switch (t_6) {
    case 0u: {
        t_8 = t_3.p0.value;
        break;
    }
    case 1u: {
        t_8 = t_3.p1.half * 2i;
        break;
    }
    default: {
        t_8 = 0i;
        break;
    }
    }
    var t_9: i32;
    switch (t_4) {
    case 0u: {
        t_9 = t_2.p0.value;
        break;
    }
    case 1u: {
        t_9 = t_2.p1.half * 2i;
        break;
    }
    default: {
        t_9 = 0i;
        break;
    }
    }
    outputBuffer.data[2u] = t_8 + t_9 * 100i;
    outputBuffer.data[3u] = -6i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
