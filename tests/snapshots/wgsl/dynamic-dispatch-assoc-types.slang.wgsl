struct StructuredBuffer {
    data: array<i32>,
}
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
struct Offset {
    by: f32,
}
struct IScale {
    typeId: u32,
    p0: Offset,
}
struct Pair {
    a: f32,
    b: f32,
}
struct IShape_Data {
    typeId: u32,
    p0: f32,
    p1: Pair,
}
@group(0) @binding(0) var<storage, read> selectors: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = selectors.data[0u];
    var t_1: IShape;
    for (;;) {
        if (t == 0i) {
            t_1 = IShape(0u, Square(3.0f), Rect(0.0f, 0.0f));
            break;
        }
        t_1 = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
        break;
    }
    var t_2: i32 = selectors.data[1u];
    var t_3: IShape;
    for (;;) {
        if (t_2 == 0i) {
            t_3 = IShape(0u, Square(3.0f), Rect(0.0f, 0.0f));
            break;
        }
        t_3 = IShape(1u, Square(0.0f), Rect(2.0f, 5.0f));
        break;
    }
    var t_4: u32 = t_1.typeId;
    var t_5: IScale;
    switch (t_4) {
    case 0u: {
        t_5 = IScale(0u, Offset(0.0f));
        break;
    }
    case 1u: {
        t_5 = IScale(1u, Offset(t_1.p1.w));
        break;
    }
    default: {
        t_5 = IScale(0u, Offset(0.0f));
        break;
    }
    }
    var t_6: f32;
    switch (t_5.typeId) {
    case 0u: {
        t_6 = 8.0f;
        break;
    }
    case 1u: {
        t_6 = 4.0f + t_5.p0.by;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_6;
    var t_7: u32 = t_3.typeId;
    var t_8: IScale;
    switch (t_7) {
    case 0u: {
        t_8 = IScale(0u, Offset(0.0f));
        break;
    }
    case 1u: {
        t_8 = IScale(1u, Offset(t_3.p1.w));
        break;
    }
    default: {
        t_8 = IScale(0u, Offset(0.0f));
        break;
    }
    }
    var t_9: f32;
    switch (t_8.typeId) {
    case 0u: {
        t_9 = 8.0f;
        break;
    }
    case 1u: {
        t_9 = 4.0f + t_8.p0.by;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_9;
    var t_10: IShape_Data;
    switch (t_4) {
    case 0u: {
        t_10 = IShape_Data(0u, 15.0f, Pair(0.0f, 0.0f));
        break;
    }
    case 1u: {
        t_10 = IShape_Data(1u, 0.0f, Pair(1.5f, 2.5f));
        break;
    }
    default: {
        t_10 = IShape_Data(0u, 0.0f, Pair(0.0f, 0.0f));
        break;
    }
    }
    var t_11: f32;
    switch (t_4) {
    case 0u: {
        t_11 = t_10.p0 + 2.0f;
        break;
    }
    case 1u: {
        var t_12: Pair = t_10.p1;
        t_11 = t_12.a * t_12.b * 2.0f;
        break;
    }
    default: {
        t_11 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_11;
    var t_13: IShape_Data;
    switch (t_7) {
    case 0u: {
        t_13 = IShape_Data(0u, 30.0f, Pair(0.0f, 0.0f));
        break;
    }
    case 1u: {
        t_13 = IShape_Data(1u, 0.0f, Pair(3.0f, 4.0f));
        break;
    }
    default: {
        t_13 = IShape_Data(0u, 0.0f, Pair(0.0f, 0.0f));
        break;
    }
    }
    var t_14: f32;
    switch (t_7) {
    case 0u: {
        t_14 = t_13.p0 + 0.5f;
        break;
    }
    case 1u: {
        var t_15: Pair = t_13.p1;
        t_14 = t_15.a * t_15.b * 0.5f;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_14;
    var t_16: IShape;
    switch (t_4) {
    case 0u: {
        t_16 = IShape(0u, Square(t_1.p0.side + 1.0f), Rect(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_17: Rect = t_1.p1;
        t_16 = IShape(1u, Square(0.0f), Rect(t_17.w + 1.0f, t_17.h));
        break;
    }
    default: {
        t_16 = IShape(0u, Square(0.0f), Rect(0.0f, 0.0f));
        break;
    }
    }
    var t_18: u32 = t_16.typeId;
    var t_19: f32;
    switch (t_18) {
    case 0u: {
        var t_20: f32 = t_16.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u: {
        var t_21: Rect = t_16.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_19;
    var t_22: IShape;
    switch (t_7) {
    case 0u: {
        t_22 = IShape(0u, Square(t_3.p0.side + 3.0f), Rect(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_23: Rect = t_3.p1;
        t_22 = IShape(1u, Square(0.0f), Rect(t_23.w + 3.0f, t_23.h));
        break;
    }
    default: {
        t_22 = IShape(0u, Square(0.0f), Rect(0.0f, 0.0f));
        break;
    }
    }
    var t_24: f32;
    switch (t_22.typeId) {
    case 0u: {
        var t_25: f32 = t_22.p0.side;
        t_24 = t_25 * t_25;
        break;
    }
    case 1u: {
        var t_26: Rect = t_22.p1;
        t_24 = t_26.w * t_26.h;
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_24;
    var t_27: IShape;
    switch (t_7) {
    case 0u: {
        t_27 = IShape(0u, Square(t_3.p0.side + 1.0f), Rect(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_28: Rect = t_3.p1;
        t_27 = IShape(1u, Square(0.0f), Rect(t_28.w + 1.0f, t_28.h));
        break;
    }
    default: {
        t_27 = IShape(0u, Square(0.0f), Rect(0.0f, 0.0f));
        break;
    }
    }
    var t_29: IShape;
    switch (t_27.typeId) {
    case 0u: {
        t_29 = IShape(0u, Square(t_27.p0.side + 1.0f), Rect(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_30: Rect = t_27.p1;
        t_29 = IShape(1u, Square(0.0f), Rect(t_30.w + 1.0f, t_30.h));
        break;
    }
    default: {
        t_29 = IShape(0u, Square(0.0f), Rect(0.0f, 0.0f));
        break;
    }
    }
    var t_31: IScale;
    switch (t_29.typeId) {
    case 0u: {
        t_31 = IScale(0u, Offset(0.0f));
        break;
    }
    case 1u: {
        t_31 = IScale(1u, Offset(t_29.p1.w));
        break;
    }
    default: {
        t_31 = IScale(0u, Offset(0.0f));
        break;
    }
    }
    var t_32: f32;
    switch (t_31.typeId) {
    case 0u: {
        t_32 = 0.0f;
        break;
    }
    case 1u: {
        t_32 = 0.0f + t_31.p0.by;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_32;
    outputBuffer.data[7u] = select(0.0f, 1.0f, t_18 == 0u);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
