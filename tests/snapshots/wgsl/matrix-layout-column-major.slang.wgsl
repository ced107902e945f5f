struct Params {
    m: array<vec4<f32>, 3>,
}
struct GlobalParams {
    params: Params,
}
struct StructuredBuffer {
    data: array<array<vec4<f32>, 4>>,
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
    var t_2: mat2x2<f32> = transpose(mat2x2<f32>(t.xy, t_1.xy));
    var t_3: vec4<f32> = matrices.data[0u][0i];
    var t_4: vec4<f32> = matrices.data[0u][1i];
    var t_5: vec4<f32> = matrices.data[0u][2i];
    var t_6: vec4<f32> = matrices.data[0u][3i];
    var t_7: mat4x4<f32> = transpose(mat4x4<f32>(t_3, t_4, t_5, t_6));
    var t_8: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t_7;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_8.z;
    outputBuffer.data[3u] = t_8.w;
    outputBuffer.data[4u] = t_7[2].y;
    var t_9: vec4<f32> = globalParams.params.m[0i];
    var t_10: vec4<f32> = globalParams.params.m[1i];
    var t_11: vec4<f32> = globalParams.params.m[2i];
    var t_12: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * transpose(mat3x2<f32>(t_9.xy, t_10.xy, t_11.xy));
    outputBuffer.data[5u] = t_12.x;
    outputBuffer.data[6u] = t_12.y;
    var t_13: f32 = globalParams.params.m[2i][1i];
    outputBuffer.data[7u] = t_13;
    outputBuffer.data[8u] = t_2[0].y;
    outputBuffer.data[9u] = t_2[1].x;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
