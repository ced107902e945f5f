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
struct IShape {
    typeId: u32,
    p0: Square,
    p1: Rect,
}
struct Optional_Rect_ {
    value: Rect,
    hasValue: bool,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn describe(s: IShape) -> i32 {
    var t: u32 = s.typeId;
    var q: Square = Square();
    q = s.p0;
    if (t == 0u) {
        var t_1: i32 = q.side;
        return 1000i + t_1;
    }
    var r: Rect = Rect();
    r = s.p1;
    if (t == 1u) {
        var t_2: i32 = r.h;
        var t_3: i32 = r.w;
        return 2000i + t_2 * 10i + t_3;
    }
    return -1i;
}
fn computeMain() {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t_4: IShape;
        for (;;) {
            if (i_1 - select(i_1 / 2i, -1i, 2i == 0i) * 2i == 0i) {
                t_4 = IShape(0u, Square(i_1 + 1i), Rect(0i, 0i));
                break;
            }
            t_4 = IShape(1u, Square(0i), Rect(i_1, 10i));
            break;
        }
        var t_5: i32 = describe(t_4);
        outputBuffer.data[u32(i_1)] = t_5;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_6: IShape;
    for (;;) {
        if (true) {
            t_6 = IShape(0u, Square(3i), Rect(0i, 0i));
            break;
        }
        t_6 = IShape(1u, Square(0i), Rect(2i, 10i));
        break;
    }
    var o: Optional_Rect_ = Optional_Rect_();
    o = Optional_Rect_(t_6.p1, t_6.typeId == 1u);
    var t_7: bool = o.hasValue;
    var t_8: i32;
    if (t_7) {
        t_8 = 1i;
    } else {
        t_8 = 0i;
    }
    outputBuffer.data[4u] = t_8;
    var t_9: i32;
    for (;;) {
        if (true) {
            t_9 = 1i;
            break;
        }
        t_9 = 3i;
        break;
    }
    var t_10: i32;
    for (;;) {
        if (true) {
            t_10 = 2i;
            break;
        }
        t_10 = 3i;
        break;
    }
    var t_11: i32;
    for (;;) {
        t_11 = 3i;
        break;
    }
    outputBuffer.data[5u] = t_9 * 100i + t_10 * 10i + t_11;
    var t_12: IShape;
    for (;;) {
        t_12 = IShape(1u, Square(0i), Rect(5i, 10i));
        break;
    }
    var this_1: Rect = Rect();
    this_1 = t_12.p1;
    var t_13: i32 = this_1.w;
    var t_14: i32 = this_1.h;
    outputBuffer.data[6u] = t_13 * t_14;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
