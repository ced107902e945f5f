struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 12.0f;
    outputBuffer.data[1u] = 0.0f;
    outputBuffer.data[2u] = 12.0f;
    outputBuffer.data[3u] = 12.0f;
    outputBuffer.data[4u] = 9.0f;
    outputBuffer.data[5u] = 18.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
