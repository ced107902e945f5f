struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = inputBuffer.data[0u];
    var t_1: f32 = inputBuffer.data[1u];
    outputBuffer.data[0u] = t + t_1;
    outputBuffer.data[1u] = t - t_1;
    outputBuffer.data[2u] = t * t_1;
    outputBuffer.data[3u] = t / t_1;
    outputBuffer.data[4u] = -t;
    outputBuffer.data[5u] = t_1 * t_1 - t;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
