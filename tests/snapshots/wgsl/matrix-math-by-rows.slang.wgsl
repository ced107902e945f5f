struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> input: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = input.data[0u];
    var t_1: f32 = input.data[1u];
    var t_2: f32 = input.data[2u];
    var t_3: f32 = input.data[3u];
    var t_4: f32 = input.data[4u];
    var t_5: f32 = input.data[5u];
    var t_6: mat2x3<f32> = mat2x3<f32>(vec3<f32>(t, t_1, t_2), vec3<f32>(t_3, t_4, t_5));
    var t_7: mat2x3<f32> = mat2x3<f32>(sqrt(t_6[0]), sqrt(t_6[1]));
    var t_8: mat2x3<f32> = mat2x3<f32>(pow(t_6[0], mat2x3<f32>(vec3<f32>(0.5f, 1.0f, 2.0f), vec3<f32>(0.5f, 2.0f, 1.0f))[0]), pow(t_6[1], mat2x3<f32>(vec3<f32>(0.5f, 1.0f, 2.0f), vec3<f32>(0.5f, 2.0f, 1.0f))[1]));
    var t_9: mat2x3<f32> = mat2x3<f32>(clamp(t_6[0], mat2x3<f32>(vec3<f32>(2.0f, 2.0f, 2.0f), vec3<f32>(2.0f, 2.0f, 2.0f))[0], mat2x3<f32>(vec3<f32>(5.0f, 5.0f, 5.0f), vec3<f32>(5.0f, 5.0f, 5.0f))[0]), clamp(t_6[1], mat2x3<f32>(vec3<f32>(2.0f, 2.0f, 2.0f), vec3<f32>(2.0f, 2.0f, 2.0f))[1], mat2x3<f32>(vec3<f32>(5.0f, 5.0f, 5.0f), vec3<f32>(5.0f, 5.0f, 5.0f))[1]));
    var t_10: vec3<f32> = t_7[0];
    outputBuffer.data[0u] = t_10.x;
    outputBuffer.data[1u] = t_10.z;
    outputBuffer.data[2u] = t_7[1].y;
    outputBuffer.data[3u] = t_8[0].x;
    var t_11: vec3<f32> = t_8[1];
    outputBuffer.data[4u] = t_11.y;
    outputBuffer.data[5u] = t_11.z;
    outputBuffer.data[6u] = t_9[0].x;
    var t_12: vec3<f32> = t_9[1];
    outputBuffer.data[7u] = t_12.x;
    outputBuffer.data[8u] = t_12.z;
    var t_13: mat2x3<f32> = mat2x3<f32>(t_6[0] % mat2x3<f32>(vec3<f32>(0.75f, 3.0f, 4.0f), vec3<f32>(5.0f, 1.0f, 0.2f))[0], t_6[1] % mat2x3<f32>(vec3<f32>(0.75f, 3.0f, 4.0f), vec3<f32>(5.0f, 1.0f, 0.2f))[1]);
    outputBuffer.data[9u] = t_13[0].y;
    var t_14: vec3<f32> = t_13[1];
    outputBuffer.data[10u] = t_14.x;
    outputBuffer.data[11u] = t_14.z;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
