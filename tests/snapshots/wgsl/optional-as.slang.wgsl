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
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn describe(s: IShape) -> i32 {
    var t: u32 = s.typeId;
    if (t == 0u) {
        return 1000i + s.p0.side;
    }
    var t_1: Rect = s.p1;
    if (t == 1u) {
        return 2000i + t_1.h * 10i + t_1.w;
    }
    return -1i;
}
fn computeMain_1() {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t_2: IShape;
        for (;;) {
            if (i_1 - select(i_1 / 2i, -1i, 2i == 0i) * 2i == 0i) {
                t_2 = IShape(0u, Square(i_1 + 1i), Rect(0i, 0i));
                break;
            }
            t_2 = IShape(1u, Square(0i), Rect(i_1, 10i));
            break;
        }
        var t_3: i32 = describe(t_2);
        outputBuffer.data[u32(i_1)] = t_3;
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[4u] = 0i;
    outputBuffer.data[5u] = 123i;
    outputBuffer.data[6u] = 50i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
