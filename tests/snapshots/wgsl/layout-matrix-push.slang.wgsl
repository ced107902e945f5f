struct RWStructuredBuffer {
    data: array<f32>,
}
struct Params {
    a: mat3x4<f32>,
    b: mat4x3<f32>,
    c: array<vec2<f32>, 3>,
}
struct EntryPointParams {
    params: Params,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
fn computeMain() {
    var t: mat3x4<f32> = entryPointParams.params.a;
    var t_1: mat4x3<f32> = entryPointParams.params.b;
    var t_2: vec2<f32> = entryPointParams.params.c[0i];
    var t_3: vec2<f32> = entryPointParams.params.c[1i];
    var t_4: vec2<f32> = entryPointParams.params.c[2i];
    var params: mat3x4<f32> = mat3x4<f32>();
    var params_1: mat4x3<f32> = mat4x3<f32>();
    var params_2: mat2x3<f32> = mat2x3<f32>();
    params = t;
    params_1 = t_1;
    params_2 = transpose(mat3x2<f32>(t_2, t_3, t_4));
    var t_5: mat3x4<f32> = params;
    var t_6: vec3<f32> = vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f) * t_5;
    var t_7: mat3x4<f32> = params;
    var t_8: vec4<f32> = t_7 * vec3<f32>(1.0f, 10.0f, 100.0f);
    var t_9: mat4x3<f32> = params_1;
    var t_10: vec4<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_9;
    var t_11: mat4x3<f32> = params_1;
    var t_12: vec3<f32> = t_11 * vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f);
    var t_13: mat2x3<f32> = params_2;
    var t_14: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_13;
    var t_15: mat2x3<f32> = params_2;
    var t_16: vec3<f32> = t_15 * vec2<f32>(1.0f, 10.0f);
    outputBuffer.data[0u] = t_6.x;
    outputBuffer.data[1u] = t_6.y;
    outputBuffer.data[2u] = t_6.z;
    outputBuffer.data[3u] = t_8.x;
    outputBuffer.data[4u] = t_8.y;
    outputBuffer.data[5u] = t_8.z;
    outputBuffer.data[6u] = t_8.w;
    outputBuffer.data[7u] = t_10.x;
    outputBuffer.data[8u] = t_10.y;
    outputBuffer.data[9u] = t_10.z;
    outputBuffer.data[10u] = t_10.w;
    outputBuffer.data[11u] = t_12.x;
    outputBuffer.data[12u] = t_12.y;
    outputBuffer.data[13u] = t_12.z;
    outputBuffer.data[14u] = t_14.x;
    outputBuffer.data[15u] = t_14.y;
    outputBuffer.data[16u] = t_16.x;
    outputBuffer.data[17u] = t_16.y;
    outputBuffer.data[18u] = t_16.z;
    var t_17: f32 = params[1i][2i];
    outputBuffer.data[19u] = t_17;
    var t_18: f32 = params_1[3i][1i];
    outputBuffer.data[20u] = t_18;
    var t_19: f32 = params_2[1i][0i];
    outputBuffer.data[21u] = t_19;
    var t_20: mat3x4<f32> = params;
    var a: mat3x4<f32> = mat3x4<f32>();
    a = t_20;
    var t_21: f32 = a[2i][3i];
    outputBuffer.data[22u] = t_21;
    var t_22: vec4<f32> = params[2i];
    outputBuffer.data[23u] = t_22.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
