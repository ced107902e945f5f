struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 21.0f;
    outputBuffer.data[1u] = 7654.0f;
    outputBuffer.data[2u] = 453.0f;
    outputBuffer.data[3u] = 46.0f;
    outputBuffer.data[4u] = 5.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
