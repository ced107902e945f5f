struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Sq {
    s: f32,
}
struct Tri {
    b: f32,
    h: f32,
}
struct IShape {
    typeId: u32,
    p0: Sq,
    p1: Tri,
}
@group(0) @binding(0) var<storage, read> selectors: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = selectors.data[0u];
    var t_1: IShape;
    for (;;) {
        if (t == 0i) {
            t_1 = IShape(0u, Sq(3.0f), Tri(0.0f, 0.0f));
            break;
        }
        t_1 = IShape(1u, Sq(0.0f), Tri(4.0f, 6.0f));
        break;
    }
    var t_2: i32 = selectors.data[1u];
    var t_3: IShape;
    for (;;) {
        if (t_2 == 0i) {
            t_3 = IShape(0u, Sq(3.0f), Tri(0.0f, 0.0f));
            break;
        }
        t_3 = IShape(1u, Sq(0.0f), Tri(4.0f, 6.0f));
        break;
    }
    var t_4: u32 = t_1.typeId;
    var t_5: IShape;
    switch (t_4) {
    case 0u: {
        t_5 = IShape(0u, Sq(t_1.p0.s * 2.0f), Tri(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_6: Tri = t_1.p1;
        t_5 = IShape(1u, Sq(0.0f), Tri(t_6.b * 2.0f, t_6.h));
        break;
    }
    default: {
        t_5 = IShape(0u, Sq(0.0f), Tri(0.0f, 0.0f));
        break;
    }
    }
    var t_7: f32;
    switch (t_5.typeId) {
    case 0u: {
        var t_8: f32 = t_5.p0.s;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u: {
        var t_9: Tri = t_5.p1;
        t_7 = 0.5f * t_9.b * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_7;
    var t_10: u32 = t_3.typeId;
    var t_11: IShape;
    switch (t_10) {
    case 0u: {
        t_11 = IShape(0u, Sq(t_3.p0.s * 0.5f), Tri(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_12: Tri = t_3.p1;
        t_11 = IShape(1u, Sq(0.0f), Tri(t_12.b * 0.5f, t_12.h));
        break;
    }
    default: {
        t_11 = IShape(0u, Sq(0.0f), Tri(0.0f, 0.0f));
        break;
    }
    }
    var t_13: IShape;
    switch (t_11.typeId) {
    case 0u: {
        t_13 = IShape(0u, Sq(t_11.p0.s * 3.0f), Tri(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_14: Tri = t_11.p1;
        t_13 = IShape(1u, Sq(0.0f), Tri(t_14.b * 3.0f, t_14.h));
        break;
    }
    default: {
        t_13 = IShape(0u, Sq(0.0f), Tri(0.0f, 0.0f));
        break;
    }
    }
    var t_15: f32;
    switch (t_13.typeId) {
    case 0u: {
        var t_16: f32 = t_13.p0.s;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u: {
        var t_17: Tri = t_13.p1;
        t_15 = 0.5f * t_17.b * t_17.h;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_15;
    outputBuffer.data[2u] = 4.0f;
    var t_18: IShape;
    switch (t_10) {
    case 0u: {
        t_18 = IShape(0u, Sq(t_3.p0.s * 2.0f), Tri(0.0f, 0.0f));
        break;
    }
    case 1u: {
        var t_19: Tri = t_3.p1;
        t_18 = IShape(1u, Sq(0.0f), Tri(t_19.b * 2.0f, t_19.h));
        break;
    }
    default: {
        t_18 = IShape(0u, Sq(0.0f), Tri(0.0f, 0.0f));
        break;
    }
    }
    var t_20: f32;
    switch (t_18.typeId) {
    case 0u: {
        t_20 = t_18.p0.s;
        break;
    }
    case 1u: {
        var t_21: Tri = t_18.p1;
        t_20 = t_21.b + t_21.h;
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_20;
    var t_22: f32;
    switch (t_4) {
    case 0u: {
        t_22 = 4.0f;
        break;
    }
    case 1u: {
        t_22 = 3.0f;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    var t_23: f32;
    switch (t_10) {
    case 0u: {
        t_23 = 4.0f;
        break;
    }
    case 1u: {
        t_23 = 3.0f;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_22 * 10.0f + t_23;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
