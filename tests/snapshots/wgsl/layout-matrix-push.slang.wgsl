struct RWStructuredBuffer {
    data: array<f32>,
}
struct Params {
    a: mat3x4<f32>,
    b: mat4x3<f32>,
    c: array<vec4<f32>, 3>,
}
struct EntryPointParams {
    params: Params,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<uniform> entryPointParams: EntryPointParams;
fn computeMain_1() {
    var t: mat3x4<f32> = entryPointParams.params.a;
    var t_1: mat4x3<f32> = entryPointParams.params.b;
    var t_2: vec4<f32> = entryPointParams.params.c[0i];
    var t_3: vec4<f32> = entryPointParams.params.c[1i];
    var t_4: vec4<f32> = entryPointParams.params.c[2i];
    var t_5: mat2x3<f32> = transpose(mat3x2<f32>(t_2.xy, t_3.xy, t_4.xy));
    var t_6: vec3<f32> = vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f) * t;
    var t_7: vec4<f32> = t * vec3<f32>(1.0f, 10.0f, 100.0f);
    var t_8: vec4<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_1;
    var t_9: vec3<f32> = t_1 * vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f);
    var t_10: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_5;
    var t_11: vec3<f32> = t_5 * vec2<f32>(1.0f, 10.0f);
    outputBuffer.data[0u] = t_6.x;
    outputBuffer.data[1u] = t_6.y;
    outputBuffer.data[2u] = t_6.z;
    outputBuffer.data[3u] = t_7.x;
    outputBuffer.data[4u] = t_7.y;
    outputBuffer.data[5u] = t_7.z;
    outputBuffer.data[6u] = t_7.w;
    outputBuffer.data[7u] = t_8.x;
    outputBuffer.data[8u] = t_8.y;
    outputBuffer.data[9u] = t_8.z;
    outputBuffer.data[10u] = t_8.w;
    outputBuffer.data[11u] = t_9.x;
    outputBuffer.data[12u] = t_9.y;
    outputBuffer.data[13u] = t_9.z;
    outputBuffer.data[14u] = t_10.x;
    outputBuffer.data[15u] = t_10.y;
    outputBuffer.data[16u] = t_11.x;
    outputBuffer.data[17u] = t_11.y;
    outputBuffer.data[18u] = t_11.z;
    outputBuffer.data[19u] = t[1].z;
    outputBuffer.data[20u] = t_1[3].y;
    outputBuffer.data[21u] = t_5[1].x;
    var t_12: vec4<f32> = t[2];
    outputBuffer.data[22u] = t_12.w;
    outputBuffer.data[23u] = t_12.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
