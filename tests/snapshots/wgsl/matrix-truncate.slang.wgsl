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
    var t_1: vec4<f32> = t[0];
    var t_2: vec4<f32> = t[1];
    var t_3: vec4<f32> = t[2];
    var t_4: vec3<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * mat3x3<f32>(t_1.xyz, t_2.xyz, t_3.xyz);
    var t_5: f32 = t_3.z;
    outputBuffer.data[0u] = t_5;
    var t_6: f32 = t_2.x;
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = t[3].z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = f32(vec2<i32>(t_2.xy).y);
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    outputBuffer.data[7u] = t_4.z;
    outputBuffer.data[8u] = t_1.x + t_1.y + t_1.z + t_6 + t_2.y + t_2.z + t_3.x + t_3.y + t_5;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
