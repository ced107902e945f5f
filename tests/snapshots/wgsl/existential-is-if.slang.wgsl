struct RWStructuredBuffer {
    data: array<i32>,
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
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var shapes: array<IShape, 3> = array<IShape, 3>();
    shapes[0i] = IShape(0u, Square(3.0f), Rect(0.0f, 0.0f));
    shapes[1i] = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
    shapes[2i] = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
    var kinds: i32;
    var i: i32;
    var kinds_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: i32 = kinds_1;
            var t_1: i32 = i_1;
            kinds = t;
            i = t_1;
            break;
        }
        var t_2: IShape = shapes[i_1];
        var kinds_2: i32;
        if (t_2.typeId == 0u) {
            kinds_2 = kinds_1 + 1i;
        } else {
            var t_3: IShape = shapes[i_1];
            kinds_2 = select(kinds_1, kinds_1 + 10i, t_3.typeId == 1u);
        }
        var t_4: i32 = kinds_2;
        var t_5: i32 = i_1 + 1i;
        kinds_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = kinds;
    var widths: i32;
    var i_2: i32;
    var widths_1: i32 = 0i;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_6: i32 = widths_1;
            var t_7: i32 = i_3;
            widths = t_6;
            i_2 = t_7;
            break;
        }
        var t_8: IShape = shapes[i_3];
        var widths_2: i32 = select(widths_1, widths_1 + 1000i, t_8.typeId == 1u);
        var t_9: IShape = shapes[i_3];
        var t_10: Rect = t_9.p1;
        var widths_3: i32;
        if (t_9.typeId == 1u) {
            var t_11: f32 = t_10.w;
            widths_3 = widths_2 + (i32(t_11) * 100i + i32(t_11 * t_10.h));
        } else {
            widths_3 = widths_2;
        }
        var t_12: i32 = widths_3;
        var t_13: i32 = i_3 + 1i;
        widths_1 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer.data[1u] = widths;
    outputBuffer.data[2u] = 9i;
    outputBuffer.data[3u] = 0i;
    outputBuffer.data[3u] = 7i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
