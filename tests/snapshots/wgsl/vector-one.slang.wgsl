struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> inputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = inputBuffer.data[0u];
    var t_1: f32 = inputBuffer.data[1u];
    var t_2: f32 = t + t_1;
    var t_3: f32 = t_1 * t_2;
    outputBuffer.data[0u] = t_2;
    outputBuffer.data[1u] = t_3;
    outputBuffer.data[2u] = 7.0f + t_2 * t_3;
    var t_4: f32 = inputBuffer.data[2u];
    var t_5: f32 = inputBuffer.data[3u];
    outputBuffer.data[3u] = t_5 * 2.0f + t_4;
    outputBuffer.data[4u] = 20.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
