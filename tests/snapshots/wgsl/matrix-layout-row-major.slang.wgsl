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
    q: mat2x2<f32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read> matrices: StructuredBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
fn computeMain(GlobalInvocationId: vec3<u32>) {
    var t: mat2x2<f32> = entryPointParams.q;
    var t_1: mat4x4<f32> = matrices.data[0u];
    var t_2: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t_1;
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = t_1[2].y;
    var t_3: mat2x3<f32> = globalParams.params.m;
    var t_4: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_3;
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    var t_5: f32 = globalParams.params.m[1i][2i];
    outputBuffer.data[7u] = t_5;
    outputBuffer.data[8u] = t[0].y;
    outputBuffer.data[9u] = t[1].x;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain(in_GlobalInvocationId);
}
