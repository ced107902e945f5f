#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} inputs;
void main();
void main() {
    float t = inputs.data[0u];
    vec3 t_1 = vec3(t);
    mat3 s = mat3(0.0);
    s = mat3(t_1, t_1, t_1);
    float t_2 = s[0][0];
    float t_3 = s[1][2];
    float t_4 = s[2][1];
    outputBuffer.data[0u] = int(t_2 + t_3 * 10.0 + t_4 * 100.0);
    float t_5 = inputs.data[3u];
    mat4 t_6 = mat4(vec4(1.0, 2.0, 3.0, 4.0), vec4(5.0, 6.0, 7.0, 8.0), vec4(9.0, 10.0, 11.0, 12.0), vec4(13.0, 14.0, 15.0, t_5));
    mat2x3 corner = mat2x3(0.0);
    corner = mat2x3(vec3(1.0, 2.0, 3.0), vec3(5.0, 6.0, 7.0));
    float t_7 = corner[0][0];
    float t_8 = corner[0][2];
    float t_9 = corner[1][0];
    float t_10 = corner[1][2];
    outputBuffer.data[1u] = int(t_7 + t_8 * 10.0 + t_9 * 100.0 + t_10 * 1000.0);
    float t_11 = inputs.data[1u];
    vec4 t_12 = vec4(t_11);
    mat4 t_13 = matrixCompMult(t_6, mat4(t_12, t_12, t_12, t_12));
    ivec3 truncated = ivec3(0);
    ivec3 truncated_1 = ivec3(0);
    truncated = ivec3(t_13[0].xyz);
    truncated_1 = ivec3(t_13[2].xyz);
    int t_14 = truncated_1[2];
    int t_15 = truncated[1];
    outputBuffer.data[2u] = t_14 + t_15 * 100;
    float t_16 = inputs.data[1u];
    float t_17 = inputs.data[2u];
    float t_18 = inputs.data[0u];
    mat2 mixed = mat2(0.0);
    mixed = mat2(vec2(t_16, t_17), vec2(t_18, 4.0));
    float t_19 = mixed[0][0];
    float t_20 = mixed[0][1];
    float t_21 = mixed[1][0];
    float t_22 = mixed[1][1];
    outputBuffer.data[3u] = int(t_19 * 10.0 + t_20 + t_21 * 100.0 + t_22 * 1000.0);
    float t_23 = inputs.data[0u];
    float t_24 = inputs.data[1u];
    float t_25 = inputs.data[2u];
    float t_26 = inputs.data[3u];
    mat2 fromVec = mat2(0.0);
    fromVec = mat2(vec2(t_23, t_24), vec2(t_25, t_26));
    float t_27 = fromVec[1][1];
    float t_28 = fromVec[0][0];
    outputBuffer.data[4u] = int(t_27 * t_28);
    ivec3 rows = ivec3(0);
    ivec3 rows_1 = ivec3(0);
    rows = ivec3(1, 2, 3);
    rows_1 = ivec3(4, 5, 6);
    int t_29 = rows[2];
    int t_30 = rows_1[0];
    outputBuffer.data[5u] = t_29 * 10 + t_30;
    mat4 same = mat4(0.0);
    same = t_6;
    float t_31 = same[3][3];
    outputBuffer.data[6u] = int(t_31);
    float t_32 = inputs.data[2u];
    vec2 t_33 = vec2(t_32);
    outputBuffer.data[7u] = int(determinant(mat2(t_33, t_33)) + 100.0);
    return;
}
