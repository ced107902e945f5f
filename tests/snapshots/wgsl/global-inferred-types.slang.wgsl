struct RWStructuredBuffer {
    data: array<f32>,
}
struct GlobalParams {
    count: i32,
    scale: f32,
    @size(8) bias: i32,
}
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
fn computeMain_1() {
    var t: i32 = globalParams.count;
    outputBuffer.data[0u] = f32(t);
    var t_1: f32 = globalParams.scale;
    outputBuffer.data[1u] = t_1;
    var t_2: i32 = globalParams.bias;
    outputBuffer.data[2u] = f32(t_2);
    outputBuffer.data[3u] = 1.75f;
    outputBuffer.data[4u] = 2.0f;
    outputBuffer.data[5u] = 4.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
