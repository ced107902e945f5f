struct StructuredBuffer {
    data: array<mat4x4<f32>>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> matrices: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: mat4x4<f32> = matrices.data[0u];
    var t_1: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t;
    outputBuffer.data[0u] = t_1.x;
    outputBuffer.data[1u] = t_1.y;
    outputBuffer.data[2u] = t_1.z;
    outputBuffer.data[3u] = t_1.w;
    outputBuffer.data[4u] = t[2].y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
