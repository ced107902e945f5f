struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn classify(p: u32) -> i32 {
    switch (p) {
    case 0u: {
        return 10i;
    }
    case 2u: {
        return 20i;
    }
    case 3u: {
        return 30i;
    }
    default: {
        break;
    }
    }
    return 40i;
}
fn shadow(x: i32) -> i32 {
    var arr: array<i32, 4> = array<i32, 4>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = x + i_1;
        i_1 = i_1 + 1i;
        continue;
    }
    var t: i32 = arr[3i];
    return 20i + (300i + t) + 2i;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_1: vec3<u32> = GlobalInvocationId;
    var t_2: i32 = i32(t_1.x);
    var t_3: i32 = t_2 * 4i;
    var t_4: i32 = 2i * t_2;
    var t_5: i32 = classify(u32(t_4));
    var t_6: i32 = classify(u32(t_4 + 1i));
    outputBuffer.data[u32(t_3)] = t_5 * 100i + t_6;
    var a: array<i32, 3> = array<i32, 3>();
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            i_2 = i_3;
            break;
        }
        a[i_3] = t_2 + i_3;
        i_3 = i_3 + 1i;
        continue;
    }
    var t_7: i32 = a[0i];
    var t_8: i32 = a[1i];
    var t_9: i32 = a[2i];
    outputBuffer.data[u32(t_3 + 1i)] = t_7 + t_8 + t_9;
    var t_10: i32 = shadow(t_2);
    outputBuffer.data[u32(t_3 + 2i)] = t_10;
    outputBuffer.data[u32(t_3 + 3i)] = 116i;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
