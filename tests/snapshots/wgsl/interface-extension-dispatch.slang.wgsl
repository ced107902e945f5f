struct RWStructuredBuffer {
    data: array<f32>,
}
struct Square {
    side: f32,
}
struct Rect {
    w: f32,
    h: f32,
}
struct IShape {
    typeId: u32,
    p0: Square,
    p1: Rect,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: IShape;
    for (;;) {
        if (t_1 == 0i) {
            t_2 = IShape(0u, Square(3.0f), Rect(0.0f, 0.0f));
            break;
        }
        t_2 = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
        break;
    }
    var t_3: IShape;
    for (;;) {
        if (t_1 + 1i == 0i) {
            t_3 = IShape(0u, Square(3.0f), Rect(0.0f, 0.0f));
            break;
        }
        t_3 = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
        break;
    }
    var t_4: f32;
    switch (t_2.typeId) {
    case 0u: {
        var t_5: f32 = t_2.p0.side;
        t_4 = t_5 * t_5;
        break;
    }
    case 1u: {
        var t_6: Rect = t_2.p1;
        t_4 = t_6.w * t_6.h;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_4 * 2.0f;
    var t_7: f32;
    switch (t_3.typeId) {
    case 0u: {
        var t_8: f32 = t_3.p0.side;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u: {
        var t_9: Rect = t_3.p1;
        t_7 = t_9.w * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_7 * 2.0f;
    var t_10: f32 = IShape_scaledArea(t_2, 0.5f);
    output.data[2u] = t_10;
    var t_11: f32 = IShape_scaledArea(t_3, 0.5f);
    output.data[3u] = t_11;
    return;
}
fn IShape_scaledArea(p: IShape, k: f32) -> f32 {
    var t_12: u32 = p.typeId;
    var t_13: f32;
    switch (t_12) {
    case 0u: {
        t_13 = k;
        break;
    }
    case 1u: {
        t_13 = k + 1.0f;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    var t_14: f32;
    switch (t_12) {
    case 0u: {
        var t_15: f32 = p.p0.side;
        t_14 = t_15 * t_15;
        break;
    }
    case 1u: {
        var t_16: Rect = p.p1;
        t_14 = t_16.w * t_16.h;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    return t_13 * t_14;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
