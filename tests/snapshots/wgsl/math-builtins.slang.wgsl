struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = -2.0f;
    outputBuffer.data[1u] = 3.0f;
    outputBuffer.data[2u] = 1.0f;
    outputBuffer.data[3u] = 2.5f;
    outputBuffer.data[4u] = -2.0f;
    outputBuffer.data[5u] = -1.0f;
    outputBuffer.data[6u] = 4.0f;
    outputBuffer.data[7u] = 1024.0f;
    outputBuffer.data[8u] = -0.75f;
    outputBuffer.data[9u] = 3.0f;
    outputBuffer.data[10u] = 8.0f;
    outputBuffer.data[11u] = 10.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
