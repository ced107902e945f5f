struct RWStructuredBuffer {
    data: array<i32>,
}
struct Square {
    side: i32,
}
struct Rect {
    w: i32,
    h: i32,
}
struct INamed {
    typeId: u32,
    p0: Square,
    p1: Rect,
}
struct IShape {
    typeId: u32,
    p0: Square,
    p1: Rect,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: INamed;
    for (;;) {
        if (t_1 == 0i) {
            t_2 = INamed(0u, Square(3i), Rect(0i, 0i));
            break;
        }
        t_2 = INamed(1u, Square(0i), Rect(4i, 5i));
        break;
    }
    var t_3: INamed;
    for (;;) {
        if (t_1 + 1i == 0i) {
            t_3 = INamed(0u, Square(3i), Rect(0i, 0i));
            break;
        }
        t_3 = INamed(1u, Square(0i), Rect(4i, 5i));
        break;
    }
    var t_4: bool = t_2.typeId == 0u;
    var t_5: IShape;
    if (t_4) {
        t_5 = IShape(0u, t_2.p0, Rect(0i, 0i));
    } else {
        t_5 = IShape(1u, Square(0i), t_2.p1);
    }
    var t_6: bool = t_3.typeId == 0u;
    var t_7: IShape;
    if (t_6) {
        t_7 = IShape(0u, t_3.p0, Rect(0i, 0i));
    } else {
        t_7 = IShape(1u, Square(0i), t_3.p1);
    }
    var t_8: i32;
    switch (t_5.typeId) {
    case 0u: {
        var t_9: i32 = t_5.p0.side;
        t_8 = t_9 * t_9;
        break;
    }
    case 1u: {
        var t_10: Rect = t_5.p1;
        t_8 = t_10.w * t_10.h;
        break;
    }
    default: {
        t_8 = 0i;
        break;
    }
    }
    var t_11: i32;
    switch (t_7.typeId) {
    case 0u: {
        var t_12: i32 = t_7.p0.side;
        t_11 = t_12 * t_12;
        break;
    }
    case 1u: {
        var t_13: Rect = t_7.p1;
        t_11 = t_13.w * t_13.h;
        break;
    }
    default: {
        t_11 = 0i;
        break;
    }
    }
    outputBuffer.data[0u] = t_8 * 100i + t_11;
    var t_14: IShape;
    if (t_4) {
        t_14 = IShape(0u, t_2.p0, Rect(0i, 0i));
    } else {
        t_14 = IShape(1u, Square(0i), t_2.p1);
    }
    var t_15: i32;
    switch (t_14.typeId) {
    case 0u: {
        var t_16: i32 = t_14.p0.side;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u: {
        var t_17: Rect = t_14.p1;
        t_15 = t_17.w * t_17.h;
        break;
    }
    default: {
        t_15 = 0i;
        break;
    }
    }
    var t_18: IShape;
    if (t_6) {
        t_18 = IShape(0u, t_3.p0, Rect(0i, 0i));
    } else {
        t_18 = IShape(1u, Square(0i), t_3.p1);
    }
    var t_19: i32;
    switch (t_18.typeId) {
    case 0u: {
        var t_20: i32 = t_18.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u: {
        var t_21: Rect = t_18.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0i;
        break;
    }
    }
    outputBuffer.data[1u] = t_15 + t_19 * 1000i;
    outputBuffer.data[2u] = 54i;
    outputBuffer.data[3u] = 72i;
    outputBuffer.data[4u] = 25i;
    outputBuffer.data[5u] = 0i;
    outputBuffer.data[6u] = 14i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
