#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float[3][4] g = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    g = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    g[0][0] = 1.5;
    g[0][2] = 2.5;
    g[1][3] = 4.0;
    float[3][4] t = g;
    float[3][4] this_1 = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    this_1 = t;
    float t_1 = this_1[1][3];
    float[3][4] t_2 = g;
    float[4] this_2 = float[4](0.0, 0.0, 0.0, 0.0);
    this_2 = t_2[0];
    float t_3 = this_2[2];
    g[2][0] = t_1 + t_3;
    float[3][4] t_4 = g;
    outputBuffer.data[0u] = t_4[0][0];
    float[3][4] t_5 = g;
    float[4] this_3 = float[4](0.0, 0.0, 0.0, 0.0);
    this_3 = t_5[0];
    float t_6 = this_3[2];
    outputBuffer.data[1u] = t_6;
    float[3][4] t_7 = g;
    float[3][4] this_4 = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    this_4 = t_7;
    float t_8 = this_4[1][3];
    outputBuffer.data[2u] = t_8;
    float[3][4] t_9 = g;
    float[3][4] this_5 = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    this_5 = t_9;
    float t_10 = this_5[2][0];
    outputBuffer.data[3u] = t_10;
    float t_11 = g[0][2];
    outputBuffer.data[4u] = t_11;
    float[3][4] t_12 = g;
    float[3][4] this_6 = float[3][4](float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0), float[4](0.0, 0.0, 0.0, 0.0));
    this_6 = t_12;
    float t_13 = this_6[0][0];
    outputBuffer.data[5u] = t_13;
    return;
}
