struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn total(p: mat2x3<f32>) -> f32 {
    var t: vec3<f32> = p[0];
    var t_1: vec3<f32> = p[1];
    return t.x + t.y * 2.0f + t.z * 4.0f + t_1.x * 8.0f + t_1.y * 16.0f + t_1.z * 32.0f;
}
fn computeMain_1() {
    var t_2: f32 = inputs.data[0u];
    var t_3: f32 = inputs.data[1u];
    var t_4: f32 = inputs.data[2u];
    var t_5: f32 = inputs.data[3u];
    var t_6: f32 = inputs.data[4u];
    var t_7: f32 = inputs.data[5u];
    var t_8: mat2x3<f32> = mat2x3<f32>(vec3<f32>(t_2, t_3, t_4), vec3<f32>(t_5, t_6, t_7));
    var t_9: f32 = total(mat2x3<f32>(floor(t_8[0]), floor(t_8[1])));
    outputBuffer.data[0u] = t_9;
    var t_10: f32 = total(mat2x3<f32>(abs(t_8[0]), abs(t_8[1])));
    outputBuffer.data[1u] = t_10;
    var t_11: f32 = total(mat2x3<f32>(ceil(t_8[0]), ceil(t_8[1])));
    outputBuffer.data[2u] = t_11;
    var t_12: f32 = total(mat2x3<f32>(fract(t_8[0]), fract(t_8[1])));
    outputBuffer.data[3u] = t_12;
    var t_13: f32 = total(mat2x3<f32>(sign(t_8[0]), sign(t_8[1])));
    outputBuffer.data[4u] = t_13;
    var t_14: f32 = total(mat2x3<f32>(saturate(t_8[0]), saturate(t_8[1])));
    outputBuffer.data[5u] = t_14;
    var t_15: f32 = total(mat2x3<f32>(min(t_8[0], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[0]), min(t_8[1], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[1])));
    var t_16: f32 = total(mat2x3<f32>(max(t_8[0], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[0]), max(t_8[1], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[1])));
    outputBuffer.data[6u] = t_15 + t_16 * 100.0f;
    var t_17: f32 = total(mat2x3<f32>(t_8[0] % mat2x3<f32>(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(4.0f, 0.5f, 5.0f))[0], t_8[1] % mat2x3<f32>(vec3<f32>(1.0f, 2.0f, 3.0f), vec3<f32>(4.0f, 0.5f, 5.0f))[1]));
    outputBuffer.data[7u] = t_17;
    var t_18: f32 = total(mat2x3<f32>(mix(t_8[0], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[0], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[0]), mix(t_8[1], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[1], mat2x3<f32>(vec3<f32>(0.5f, 0.5f, 0.5f), vec3<f32>(0.5f, 0.5f, 0.5f))[1])));
    outputBuffer.data[8u] = t_18;
    var t_19: f32 = total(mat2x3<f32>(clamp(t_8[0], mat2x3<f32>(vec3<f32>(-1.0f, -1.0f, -1.0f), vec3<f32>(-1.0f, -1.0f, -1.0f))[0], mat2x3<f32>(vec3<f32>(3.0f, 3.0f, 3.0f), vec3<f32>(3.0f, 3.0f, 3.0f))[0]), clamp(t_8[1], mat2x3<f32>(vec3<f32>(-1.0f, -1.0f, -1.0f), vec3<f32>(-1.0f, -1.0f, -1.0f))[1], mat2x3<f32>(vec3<f32>(3.0f, 3.0f, 3.0f), vec3<f32>(3.0f, 3.0f, 3.0f))[1])));
    outputBuffer.data[9u] = t_19;
    var t_20: f32 = inputs.data[2u];
    var t_21: f32 = inputs.data[3u];
    var t_22: f32 = inputs.data[1u];
    var t_23: f32 = inputs.data[5u];
    var t_24: mat2x2<f32> = mat2x2<f32>(vec2<f32>(t_20, t_21), vec2<f32>(t_22, t_23));
    var t_25: mat2x2<f32> = mat2x2<f32>(max(t_24[0], mat2x2<f32>(vec2<f32>(5.0f, 5.0f), vec2<f32>(5.0f, 5.0f))[0]), max(t_24[1], mat2x2<f32>(vec2<f32>(5.0f, 5.0f), vec2<f32>(5.0f, 5.0f))[1])) - t_24;
    var t_26: vec2<f32> = t_25[0];
    var t_27: vec2<f32> = t_25[1];
    var t_28: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.5f, 0.5f), vec2<f32>(0.5f, 0.5f));
    var t_29: mat2x2<f32> = mat2x2<f32>(t_24[0] * t_28[0], t_24[1] * t_28[1]);
    var t_30: mat2x2<f32> = mat2x2<f32>(trunc(t_29[0]), trunc(t_29[1]));
    var t_31: vec2<f32> = t_30[0];
    var t_32: vec2<f32> = t_30[1];
    outputBuffer.data[10u] = t_26.x + t_26.y * 2.0f + t_27.x * 4.0f + t_27.y * 8.0f + (t_31.x + t_31.y * 2.0f + t_32.x * 4.0f + t_32.y * 8.0f);
    var t_33: mat2x2<f32> = mat2x2<f32>(step(t_24[0], mat2x2<f32>(vec2<f32>(4.0f, 8.0f), vec2<f32>(3.0f, 16.0f))[0]), step(t_24[1], mat2x2<f32>(vec2<f32>(4.0f, 8.0f), vec2<f32>(3.0f, 16.0f))[1]));
    var t_34: vec2<f32> = t_33[0];
    var t_35: vec2<f32> = t_33[1];
    outputBuffer.data[11u] = t_34.x + t_34.y * 2.0f + t_35.x * 4.0f + t_35.y * 8.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
