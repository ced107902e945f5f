struct One {
    @size(16) x: f32,
}
struct Two {
    @align(16) o: One,
    @size(16) y: f32,
}
struct Params {
    @align(16) a: One,
    b: f32,
    @align(16) arr: array<One, 2>,
    @align(16) t: Two,
    @size(16) c: f32,
}
struct GlobalParams {
    @align(16) params: Params,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = globalParams.params.a.x;
    outputBuffer.data[0u] = t;
    var t_1: f32 = globalParams.params.b;
    outputBuffer.data[1u] = t_1;
    var t_2: f32 = globalParams.params.arr[0i].x;
    outputBuffer.data[2u] = t_2;
    var t_3: f32 = globalParams.params.arr[1i].x;
    outputBuffer.data[3u] = t_3;
    var t_4: f32 = globalParams.params.t.o.x;
    outputBuffer.data[4u] = t_4;
    var t_5: f32 = globalParams.params.t.y;
    outputBuffer.data[5u] = t_5;
    var t_6: f32 = globalParams.params.c;
    outputBuffer.data[6u] = t_6;
    var t_7: f32 = globalParams.params.arr[1i].x;
    var t_8: f32 = globalParams.params.t.y;
    outputBuffer.data[7u] = t_7 + t_8;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
