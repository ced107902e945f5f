struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 2.0f;
    outputBuffer.data[1u] = 5.0f;
    var t: f32 = outputBuffer.data[0u];
    var t_1: f32 = outputBuffer.data[1u];
    var t_2: f32 = outputBuffer.data[3u];
    outputBuffer.data[3u] = t_2 + 9.0f;
    var t_3: f32 = t * 3.0f;
    var t_4: f32 = outputBuffer.data[2u];
    outputBuffer.data[2u] = t_4 + (t_3 + t_3);
    outputBuffer.data[4u] = (t * t + 3.0f * t_1) * 2.0f;
    var t_5: f32 = outputBuffer.data[0u];
    var t_6: f32 = outputBuffer.data[1u];
    outputBuffer.data[5u] = 1.5f * (t_5 * t_5 + 3.0f * t_6) * 2.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
