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
    outputBuffer.data[0u] = int(t + t * 10.0 + t * 100.0);
    float t_1 = inputs.data[3u];
    outputBuffer.data[1u] = 7531;
    float t_2 = inputs.data[1u];
    vec4 t_3 = vec4(t_2);
    mat4 t_4 = matrixCompMult(mat4(vec4(1.0, 2.0, 3.0, 4.0), vec4(5.0, 6.0, 7.0, 8.0), vec4(9.0, 10.0, 11.0, 12.0), vec4(13.0, 14.0, 15.0, t_1)), mat4(t_3, t_3, t_3, t_3));
    outputBuffer.data[2u] = ivec3(t_4[2].xyz).z + ivec3(t_4[0].xyz).y * 100;
    float t_5 = inputs.data[1u];
    float t_6 = inputs.data[2u];
    float t_7 = inputs.data[0u];
    outputBuffer.data[3u] = int(t_5 * 10.0 + t_6 + t_7 * 100.0 + 4000.0);
    float t_8 = inputs.data[0u];
    float t_9 = inputs.data[3u];
    outputBuffer.data[4u] = int(t_9 * t_8);
    outputBuffer.data[5u] = 34;
    outputBuffer.data[6u] = int(t_1);
    float t_10 = inputs.data[2u];
    vec2 t_11 = vec2(t_10);
    outputBuffer.data[7u] = int(determinant(mat2(t_11, t_11)) + 100.0);
    return;
}
