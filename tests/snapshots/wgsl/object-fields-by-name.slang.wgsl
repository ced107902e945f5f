struct Inner {
    x: i32,
    @size(12) y: i32,
}
struct Outer {
    scale: f32,
    @align(16) inner: Inner,
    @size(16) tail: i32,
}
struct GlobalParams {
    a: i32,
    b: f32,
    c: i32,
    @align(16) o: Outer,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = globalParams.a;
    outputBuffer.data[0u] = t;
    var t_1: f32 = globalParams.b;
    outputBuffer.data[1u] = i32(t_1);
    var t_2: i32 = globalParams.c;
    outputBuffer.data[2u] = t_2;
    var t_3: f32 = globalParams.o.scale;
    outputBuffer.data[3u] = i32(t_3 * 2.0f);
    var t_4: i32 = globalParams.o.inner.x;
    outputBuffer.data[4u] = t_4;
    var t_5: i32 = globalParams.o.inner.y;
    outputBuffer.data[5u] = t_5;
    var t_6: i32 = globalParams.o.tail;
    outputBuffer.data[6u] = t_6;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
