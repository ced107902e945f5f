struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 15.0f;
    outputBuffer.data[1u] = 2.5f;
    outputBuffer.data[2u] = 413.0f;
    outputBuffer.data[3u] = 409.0f;
    outputBuffer.data[4u] = 20.0f;
    outputBuffer.data[5u] = 42.0f;
    outputBuffer.data[6u] = 37.0f;
    outputBuffer.data[7u] = 74.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
