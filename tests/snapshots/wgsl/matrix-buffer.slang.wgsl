struct StructuredBuffer {
    data: array<mat4x4<f32>>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> matrices: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: mat4x4<f32> = matrices.data[0u];
    var m: mat4x4<f32> = mat4x4<f32>();
    m = t;
    var t_1: mat4x4<f32> = m;
    var t_2: vec4<f32> = vec4<f32>(1.0f, 0.0f, 2.0f, 1.0f) * t_1;
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_2.w;
    var t_3: f32 = m[2i][1i];
    outputBuffer.data[4u] = t_3;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
