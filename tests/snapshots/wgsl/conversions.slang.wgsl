struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = inputBuffer.data[0u];
    outputBuffer.data[0u] = u32(i32(t));
    var t_1: f32 = inputBuffer.data[1u];
    outputBuffer.data[1u] = u32(i32(t_1));
    outputBuffer.data[2u] = 7u;
    outputBuffer.data[3u] = 1088421888u;
    outputBuffer.data[4u] = 3221225472u;
    outputBuffer.data[5u] = 3u;
    outputBuffer.data[6u] = 4294967295u;
    var t_2: f32 = inputBuffer.data[2u];
    outputBuffer.data[7u] = bitcast<u32>(t_2);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
