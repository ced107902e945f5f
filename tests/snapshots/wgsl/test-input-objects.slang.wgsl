struct RWStructuredBuffer {
    data: array<i32>,
}
struct Inner {
    pair: vec2<i32>,
    @size(8) scale: f32,
}
struct Params {
    first: i32,
    @align(16) inner: Inner,
}
struct Plain {
    a: i32,
    @size(12) b: i32,
}
struct GlobalParams {
    @align(16) gParams: Params,
    @align(16) gPlain: Plain,
    @align(16) gPlains: array<Plain, 2>,
    @align(16) p: Plain,
}
struct StructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(2) var<storage, read> gParams_data: StructuredBuffer;
@group(0) @binding(3) var<storage, read_write> gOnly_buf: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = globalParams.gParams.first;
    outputBuffer.data[0u] = t;
    var t_1: i32 = gParams_data.data[2u];
    outputBuffer.data[1u] = t_1;
    var t_2: vec2<i32> = globalParams.gParams.inner.pair;
    outputBuffer.data[2u] = t_2.y;
    var t_3: f32 = globalParams.gParams.inner.scale;
    outputBuffer.data[3u] = i32(t_3 * 2.0f);
    var t_4: i32 = gOnly_buf.data[1u];
    outputBuffer.data[4u] = t_4;
    var t_5: i32 = globalParams.gPlain.a;
    outputBuffer.data[5u] = t_5;
    var t_6: i32 = globalParams.gPlain.b;
    outputBuffer.data[6u] = t_6;
    var t_7: i32 = globalParams.gPlains[0i].a;
    outputBuffer.data[7u] = t_7;
    var t_8: i32 = globalParams.gPlains[1i].a;
    outputBuffer.data[8u] = t_8;
    var t_9: i32 = globalParams.gPlains[1i].b;
    outputBuffer.data[9u] = t_9;
    var t_10: i32 = globalParams.p.b;
    outputBuffer.data[10u] = t_10;
    var t_11: i32 = globalParams.p.a;
    outputBuffer.data[11u] = t_11;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
