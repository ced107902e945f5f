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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: IShape;
    for (;;) {
        if (t_1 == 0i) {
            var s: Square = Square();
            s.side = 3.0f;
            var t_3: Square = s;
            t_2 = IShape(0u, t_3, Rect(0.0f, 0.0f));
            break;
        }
        var r: Rect = Rect();
        r.w = 2.0f;
        r.h = 5.0f;
        var t_4: Rect = r;
        t_2 = IShape(1u, Square(0.0f), t_4);
        break;
    }
    var t_5: IShape;
    for (;;) {
        if (t_1 + 1i == 0i) {
            var s_1: Square = Square();
            s_1.side = 3.0f;
            var t_6: Square = s_1;
            t_5 = IShape(0u, t_6, Rect(0.0f, 0.0f));
            break;
        }
        var r_1: Rect = Rect();
        r_1.w = 2.0f;
        r_1.h = 5.0f;
        var t_7: Rect = r_1;
        t_5 = IShape(1u, Square(0.0f), t_7);
        break;
    }
    var t_8: f32;
    switch (t_2.typeId) {
    case 0u: {
        var this_1: Square = Square();
        this_1 = t_2.p0;
        var t_9: f32 = this_1.side;
        var t_10: f32 = this_1.side;
        t_8 = t_9 * t_10;
        break;
    }
    case 1u: {
        var this_2: Rect = Rect();
        this_2 = t_2.p1;
        var t_11: f32 = this_2.w;
        var t_12: f32 = this_2.h;
        t_8 = t_11 * t_12;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_8 * 2.0f;
    var t_13: f32;
    switch (t_5.typeId) {
    case 0u: {
        var this_3: Square = Square();
        this_3 = t_5.p0;
        var t_14: f32 = this_3.side;
        var t_15: f32 = this_3.side;
        t_13 = t_14 * t_15;
        break;
    }
    case 1u: {
        var this_4: Rect = Rect();
        this_4 = t_5.p1;
        var t_16: f32 = this_4.w;
        var t_17: f32 = this_4.h;
        t_13 = t_16 * t_17;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_13 * 2.0f;
    var t_18: f32 = IShape_scaledArea(t_2, 0.5f);
    output.data[2u] = t_18;
    var t_19: f32 = IShape_scaledArea(t_5, 0.5f);
    output.data[3u] = t_19;
    return;
}
fn IShape_scaledArea(p: IShape, k: f32) -> f32 {
    var t_20: u32 = p.typeId;
    var t_21: f32;
    switch (t_20) {
    case 0u: {
        t_21 = k;
        break;
    }
    case 1u: {
        t_21 = k + 1.0f;
        break;
    }
    default: {
        t_21 = 0.0f;
        break;
    }
    }
    var t_22: f32;
    switch (t_20) {
    case 0u: {
        var this_5: Square = Square();
        this_5 = p.p0;
        var t_23: f32 = this_5.side;
        var t_24: f32 = this_5.side;
        t_22 = t_23 * t_24;
        break;
    }
    case 1u: {
        var this_6: Rect = Rect();
        this_6 = p.p1;
        var t_25: f32 = this_6.w;
        var t_26: f32 = this_6.h;
        t_22 = t_25 * t_26;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    return t_21 * t_22;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
