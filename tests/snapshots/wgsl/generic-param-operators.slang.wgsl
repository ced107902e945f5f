struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = f32();
    var t_1: f32 = joinTwice_1(3.0f, 2.0f, &t);
    var t_2: f32 = t;
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[9u] = 6.0f;
    outputBuffer.data[2u] = 9.0f;
    outputBuffer.data[3u] = 0.0f;
    outputBuffer.data[4u] = 9.0f;
    outputBuffer.data[5u] = 6.0f;
    outputBuffer.data[6u] = 9.0f;
    outputBuffer.data[7u] = 6.0f;
    outputBuffer.data[8u] = 16.0f;
    return;
}
fn joinTwice_1(x: f32, k: f32, s: ptr<function, f32>) -> f32 {
    var t_3: f32 = x * 10.0f + x;
    *s = k + k;
    return (t_3 * 10.0f + x) * 10.0f + t_3;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
