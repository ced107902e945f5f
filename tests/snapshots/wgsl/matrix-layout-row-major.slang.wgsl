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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read> matrices: StructuredBuffer;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
fn computeMain() {
    var t: mat2x2<f32> = entryPointParams.q;
    var q: mat2x2<f32> = mat2x2<f32>();
    q = t;
    var t_1: mat4x4<f32> = matrices.data[0u];
    var m: mat4x4<f32> = mat4x4<f32>();
    m = t_1;
    var t_2: mat4x4<f32> = m;
    var t_3: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t_2;
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    var t_4: f32 = m[2i][1i];
    outputBuffer.data[4u] = t_4;
    var t_5: mat2x3<f32> = globalParams.params.m;
    var t_6: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_5;
    outputBuffer.data[5u] = t_6.x;
    outputBuffer.data[6u] = t_6.y;
    var t_7: f32 = globalParams.params.m[1i][2i];
    outputBuffer.data[7u] = t_7;
    var t_8: f32 = q[0i][1i];
    outputBuffer.data[8u] = t_8;
    var t_9: f32 = q[1i][0i];
    outputBuffer.data[9u] = t_9;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
