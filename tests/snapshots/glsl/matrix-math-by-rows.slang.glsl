#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = input_1.data[0u];
    float t_1 = input_1.data[1u];
    float t_2 = input_1.data[2u];
    float t_3 = input_1.data[3u];
    float t_4 = input_1.data[4u];
    float t_5 = input_1.data[5u];
    mat2x3 t_6 = mat2x3(vec3(t, t_1, t_2), vec3(t_3, t_4, t_5));
    mat2x3 t_7 = mat2x3(sqrt(t_6[0]), sqrt(t_6[1]));
    mat2x3 t_8 = mat2x3(pow(t_6[0], mat2x3(vec3(0.5, 1.0, 2.0), vec3(0.5, 2.0, 1.0))[0]), pow(t_6[1], mat2x3(vec3(0.5, 1.0, 2.0), vec3(0.5, 2.0, 1.0))[1]));
    mat2x3 t_9 = mat2x3(clamp(t_6[0], mat2x3(vec3(2.0, 2.0, 2.0), vec3(2.0, 2.0, 2.0))[0], mat2x3(vec3(5.0, 5.0, 5.0), vec3(5.0, 5.0, 5.0))[0]), clamp(t_6[1], mat2x3(vec3(2.0, 2.0, 2.0), vec3(2.0, 2.0, 2.0))[1], mat2x3(vec3(5.0, 5.0, 5.0), vec3(5.0, 5.0, 5.0))[1]));
    vec3 t_10 = t_7[0];
    outputBuffer.data[0u] = t_10.x;
    outputBuffer.data[1u] = t_10.z;
    outputBuffer.data[2u] = t_7[1].y;
    outputBuffer.data[3u] = t_8[0].x;
    vec3 t_11 = t_8[1];
    outputBuffer.data[4u] = t_11.y;
    outputBuffer.data[5u] = t_11.z;
    outputBuffer.data[6u] = t_9[0].x;
    vec3 t_12 = t_9[1];
    outputBuffer.data[7u] = t_12.x;
    outputBuffer.data[8u] = t_12.z;
    mat2x3 t_13 = mat2x3(t_6[0] - mat2x3(vec3(0.75, 3.0, 4.0), vec3(5.0, 1.0, 0.2))[0] * trunc(t_6[0] / mat2x3(vec3(0.75, 3.0, 4.0), vec3(5.0, 1.0, 0.2))[0]), t_6[1] - mat2x3(vec3(0.75, 3.0, 4.0), vec3(5.0, 1.0, 0.2))[1] * trunc(t_6[1] / mat2x3(vec3(0.75, 3.0, 4.0), vec3(5.0, 1.0, 0.2))[1]));
    outputBuffer.data[9u] = t_13[0].y;
    vec3 t_14 = t_13[1];
    outputBuffer.data[10u] = t_14.x;
    outputBuffer.data[11u] = t_14.z;
    return;
}
