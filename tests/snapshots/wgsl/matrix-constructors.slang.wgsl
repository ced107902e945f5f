struct RWStructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> inputs: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: f32 = inputs.data[0u];
    outputBuffer.data[0u] = i32(t + t * 10.0f + t * 100.0f);
    var t_1: f32 = inputs.data[3u];
    outputBuffer.data[1u] = 7531i;
    var t_2: f32 = inputs.data[1u];
    var t_3: vec4<f32> = vec4<f32>(t_2);
    var t_4: mat4x4<f32> = mat4x4<f32>(vec4<f32>(1.0f, 2.0f, 3.0f, 4.0f), vec4<f32>(5.0f, 6.0f, 7.0f, 8.0f), vec4<f32>(9.0f, 10.0f, 11.0f, 12.0f), vec4<f32>(13.0f, 14.0f, 15.0f, t_1));
    var t_5: mat4x4<f32> = mat4x4<f32>(t_3, t_3, t_3, t_3);
    var t_6: mat4x4<f32> = mat4x4<f32>(t_4[0] * t_5[0], t_4[1] * t_5[1], t_4[2] * t_5[2], t_4[3] * t_5[3]);
    outputBuffer.data[2u] = vec3<i32>(t_6[2].xyz).z + vec3<i32>(t_6[0].xyz).y * 100i;
    var t_7: f32 = inputs.data[1u];
    var t_8: f32 = inputs.data[2u];
    var t_9: f32 = inputs.data[0u];
    outputBuffer.data[3u] = i32(t_7 * 10.0f + t_8 + t_9 * 100.0f + 4000.0f);
    var t_10: f32 = inputs.data[0u];
    var t_11: f32 = inputs.data[3u];
    outputBuffer.data[4u] = i32(t_11 * t_10);
    outputBuffer.data[5u] = 34i;
    outputBuffer.data[6u] = i32(t_1);
    var t_12: f32 = inputs.data[2u];
    var t_13: vec2<f32> = vec2<f32>(t_12);
    outputBuffer.data[7u] = i32(determinant(mat2x2<f32>(t_13, t_13)) + 100.0f);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
