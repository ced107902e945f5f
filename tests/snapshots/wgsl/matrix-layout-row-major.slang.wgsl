struct Params {
    m: mat2x3<f32>,
}
struct GlobalParams {
    params: Params,
}
struct StructuredBuffer {
    data: array<mat4x4<f32>>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct EntryPointParams {
    q: array<vec4<f32>, 2>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read> matrices: StructuredBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(3) var<uniform> entryPointParams: EntryPointParams;
fn computeMain_1() {
    var t: vec4<f32> = entryPointParams.q[0i];
    var t_1: vec4<f32> = entryPointParams.q[1i];
    var t_2: mat4x4<f32> = matrices.data[0u];
    var t_3: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t_2;
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    outputBuffer.data[4u] = t_2[2].y;
    var t_4: mat2x3<f32> = globalParams.params.m;
    var t_5: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_4;
    outputBuffer.data[5u] = t_5.x;
    outputBuffer.data[6u] = t_5.y;
    var t_6: f32 = globalParams.params.m[1i][2i];
    outputBuffer.data[7u] = t_6;
    outputBuffer.data[8u] = t.y;
    outputBuffer.data[9u] = t_1.x;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
