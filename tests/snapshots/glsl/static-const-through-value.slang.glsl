#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float[8] r = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 8u) {
        } else {
            i = i_1;
            break;
        }
        r[i_1] = float(i_1) * 0.5;
        i_1 = i_1 + 1u;
        continue;
    }
    float[8] t = r;
    float[8] r_1 = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    r_1 = t;
    float[4] b = float[4](0.0, 0.0, 0.0, 0.0);
    float[4] c = float[4](0.0, 0.0, 0.0, 0.0);
    uint i_2;
    uint i_3 = 0u;
    for (;;) {
        if (i_3 < 4u) {
        } else {
            i_2 = i_3;
            break;
        }
        uint t_1 = i_3 + 1u;
        float t_2 = r_1[t_1];
        b[i_3] = t_2;
        i_3 = t_1;
        continue;
    }
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        c[i_5] = float(i_5);
        i_5 = i_5 + 1u;
        continue;
    }
    outputBuffer.data[0u] = 8.0;
    float t_3 = r_1[7];
    outputBuffer.data[1u] = t_3;
    float t_4 = b[0];
    float t_5 = b[3];
    outputBuffer.data[2u] = t_4 + t_5;
    outputBuffer.data[3u] = 4.0;
    float t_6 = c[3];
    outputBuffer.data[4u] = t_6 + 3.0;
    return;
}
