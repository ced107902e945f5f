struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 36.0f;
    outputBuffer.data[1u] = 30.0f;
    outputBuffer.data[2u] = 8.0f;
    outputBuffer.data[3u] = 20.25f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
