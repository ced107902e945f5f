#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    mat2 mm = mat2(0.0);
    mm = mat2(vec2(2.0, 1.0), vec2(4.0, 3.0));
    mat2 t = mat2(0.0);
    t = mat2(vec2(1.0, 3.0), vec2(2.0, 4.0));
    outputBuffer.data[0u] = 17.0;
    outputBuffer.data[1u] = 39.0;
    outputBuffer.data[2u] = 23.0;
    outputBuffer.data[3u] = 34.0;
    float t_1 = mm[0][0];
    outputBuffer.data[4u] = t_1;
    float t_2 = mm[0][1];
    outputBuffer.data[5u] = t_2;
    float t_3 = mm[1][0];
    outputBuffer.data[6u] = t_3;
    float t_4 = mm[1][1];
    outputBuffer.data[7u] = t_4;
    float t_5 = t[0][0];
    outputBuffer.data[8u] = t_5;
    float t_6 = t[0][1];
    outputBuffer.data[9u] = t_6;
    float t_7 = t[1][0];
    outputBuffer.data[10u] = t_7;
    float t_8 = t[1][1];
    outputBuffer.data[11u] = t_8;
    return;
}
