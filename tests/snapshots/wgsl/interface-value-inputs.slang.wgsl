struct IShape_AnyValue16 {
    rtti: vec2<u32>,
    witness: vec2<u32>,
    d0: u32,
    d1: u32,
    d2: u32,
    d3: u32,
}
struct StructuredBuffer {
    data: array<IShape_AnyValue16>,
}
struct IScale_float_AnyValue4 {
    rtti: vec2<u32>,
    witness: vec2<u32>,
    d0: u32,
}
struct StructuredBuffer_1 {
    data: array<IScale_float_AnyValue4>,
}
struct Params_mem {
    bias: i32,
    @align(16) shape: IShape_AnyValue16,
}
struct GlobalParams {
    @align(16) gParams: Params_mem,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Square {
    side: f32,
}
struct IShape {
    typeId: u32,
    p0: Square,
}
struct Times_float_ {
    k: f32,
}
struct IScale_float_ {
    typeId: u32,
    p0: Times_float_,
}
@group(0) @binding(1) var<storage, read> shapes: StructuredBuffer;
@group(0) @binding(2) var<storage, read> scales: StructuredBuffer_1;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(3) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec2<u32> = shapes.data[0u].witness;
    var t_1: u32 = shapes.data[0u].d0;
    var t_2: u32 = t.x;
    var t_3: IShape;
    switch (t_2) {
    case 7u: {
        t_3 = IShape(t_2, Square(bitcast<f32>(t_1)));
        break;
    }
    default: {
        t_3 = IShape(t_2, Square(0.0f));
        break;
    }
    }
    var t_4: f32 = t_3.p0.side;
    outputBuffer.data[0u] = t_4 * t_4;
    var t_5: vec2<u32> = shapes.data[1u].witness;
    var t_6: u32 = shapes.data[1u].d0;
    var t_7: u32 = t_5.x;
    var t_8: IShape;
    switch (t_7) {
    case 7u: {
        t_8 = IShape(t_7, Square(bitcast<f32>(t_6)));
        break;
    }
    default: {
        t_8 = IShape(t_7, Square(0.0f));
        break;
    }
    }
    var t_9: f32 = t_8.p0.side;
    outputBuffer.data[1u] = t_9 * t_9;
    var t_10: vec2<u32> = scales.data[0u].witness;
    var t_11: u32 = scales.data[0u].d0;
    var t_12: u32 = t_10.x;
    var t_13: IScale_float_;
    switch (t_12) {
    case 2u: {
        t_13 = IScale_float_(t_12, Times_float_(bitcast<f32>(t_11)));
        break;
    }
    default: {
        t_13 = IScale_float_(t_12, Times_float_(0.0f));
        break;
    }
    }
    outputBuffer.data[2u] = 2.5f * t_13.p0.k;
    var t_14: vec2<u32> = globalParams.gParams.shape.witness;
    var t_15: u32 = globalParams.gParams.shape.d0;
    var t_16: u32 = t_14.x;
    var t_17: IShape;
    switch (t_16) {
    case 7u: {
        t_17 = IShape(t_16, Square(bitcast<f32>(t_15)));
        break;
    }
    default: {
        t_17 = IShape(t_16, Square(0.0f));
        break;
    }
    }
    var t_18: f32 = t_17.p0.side;
    var t_19: i32 = globalParams.gParams.bias;
    outputBuffer.data[3u] = t_18 * t_18 + f32(t_19);
    outputBuffer.data[4u] = 4.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
