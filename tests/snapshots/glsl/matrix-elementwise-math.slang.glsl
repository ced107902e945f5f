#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float total(mat2x3 p);
void main();
float total(mat2x3 p) {
    vec3 t = p[0];
    vec3 t_1 = p[1];
    return t.x + t.y * 2.0 + t.z * 4.0 + t_1.x * 8.0 + t_1.y * 16.0 + t_1.z * 32.0;
}
void main() {
    float t_2 = inputs.data[0u];
    float t_3 = inputs.data[1u];
    float t_4 = inputs.data[2u];
    float t_5 = inputs.data[3u];
    float t_6 = inputs.data[4u];
    float t_7 = inputs.data[5u];
    mat2x3 t_8 = mat2x3(vec3(t_2, t_3, t_4), vec3(t_5, t_6, t_7));
    float t_9 = total(mat2x3(floor(t_8[0]), floor(t_8[1])));
    outputBuffer.data[0u] = t_9;
    float t_10 = total(mat2x3(abs(t_8[0]), abs(t_8[1])));
    outputBuffer.data[1u] = t_10;
    float t_11 = total(mat2x3(ceil(t_8[0]), ceil(t_8[1])));
    outputBuffer.data[2u] = t_11;
    float t_12 = total(mat2x3(fract(t_8[0]), fract(t_8[1])));
    outputBuffer.data[3u] = t_12;
    float t_13 = total(mat2x3(sign(t_8[0]), sign(t_8[1])));
    outputBuffer.data[4u] = t_13;
    float t_14 = total(mat2x3(clamp(t_8[0], vec3(0.0), vec3(1.0)), clamp(t_8[1], vec3(0.0), vec3(1.0))));
    outputBuffer.data[5u] = t_14;
    vec3 t_15 = t_8[0];
    vec3 t_16 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[0];
    vec3 t_17 = t_8[1];
    vec3 t_18 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[1];
    float t_19 = total(mat2x3(mix(mix(min(t_15, t_16), t_15, isnan(t_16)), t_16, isnan(t_15)), mix(mix(min(t_17, t_18), t_17, isnan(t_18)), t_18, isnan(t_17))));
    vec3 t_20 = t_8[0];
    vec3 t_21 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[0];
    vec3 t_22 = t_8[1];
    vec3 t_23 = mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[1];
    float t_24 = total(mat2x3(mix(mix(max(t_20, t_21), t_20, isnan(t_21)), t_21, isnan(t_20)), mix(mix(max(t_22, t_23), t_22, isnan(t_23)), t_23, isnan(t_22))));
    outputBuffer.data[6u] = t_19 + t_24 * 100.0;
    float t_25 = total(mat2x3(t_8[0] - mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0))[0] * trunc(t_8[0] / mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0))[0]), t_8[1] - mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0))[1] * trunc(t_8[1] / mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 0.5, 5.0))[1])));
    outputBuffer.data[7u] = t_25;
    float t_26 = total(mat2x3(mix(t_8[0], mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[0], mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[0]), mix(t_8[1], mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[1], mat2x3(vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5))[1])));
    outputBuffer.data[8u] = t_26;
    float t_27 = total(mat2x3(clamp(t_8[0], mat2x3(vec3(-1.0, -1.0, -1.0), vec3(-1.0, -1.0, -1.0))[0], mat2x3(vec3(3.0, 3.0, 3.0), vec3(3.0, 3.0, 3.0))[0]), clamp(t_8[1], mat2x3(vec3(-1.0, -1.0, -1.0), vec3(-1.0, -1.0, -1.0))[1], mat2x3(vec3(3.0, 3.0, 3.0), vec3(3.0, 3.0, 3.0))[1])));
    outputBuffer.data[9u] = t_27;
    float t_28 = inputs.data[2u];
    float t_29 = inputs.data[3u];
    float t_30 = inputs.data[1u];
    float t_31 = inputs.data[5u];
    mat2 t_32 = mat2(vec2(t_28, t_29), vec2(t_30, t_31));
    vec2 t_33 = t_32[0];
    vec2 t_34 = mat2(vec2(5.0, 5.0), vec2(5.0, 5.0))[0];
    vec2 t_35 = t_32[1];
    vec2 t_36 = mat2(vec2(5.0, 5.0), vec2(5.0, 5.0))[1];
    mat2 t_37 = mat2(mix(mix(max(t_33, t_34), t_33, isnan(t_34)), t_34, isnan(t_33)), mix(mix(max(t_35, t_36), t_35, isnan(t_36)), t_36, isnan(t_35))) - t_32;
    vec2 t_38 = t_37[0];
    vec2 t_39 = t_37[1];
    mat2 t_40 = matrixCompMult(t_32, mat2(vec2(0.5, 0.5), vec2(0.5, 0.5)));
    mat2 t_41 = mat2(trunc(t_40[0]), trunc(t_40[1]));
    vec2 t_42 = t_41[0];
    vec2 t_43 = t_41[1];
    outputBuffer.data[10u] = t_38.x + t_38.y * 2.0 + t_39.x * 4.0 + t_39.y * 8.0 + (t_42.x + t_42.y * 2.0 + t_43.x * 4.0 + t_43.y * 8.0);
    mat2 t_44 = mat2(step(t_32[0], mat2(vec2(4.0, 8.0), vec2(3.0, 16.0))[0]), step(t_32[1], mat2(vec2(4.0, 8.0), vec2(3.0, 16.0))[1]));
    vec2 t_45 = t_44[0];
    vec2 t_46 = t_44[1];
    outputBuffer.data[11u] = t_45.x + t_45.y * 2.0 + t_46.x * 4.0 + t_46.y * 8.0;
    return;
}
