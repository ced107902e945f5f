#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
shared float[5] sh;
layout(constant_id = 0) const int count = 5;
layout(constant_id = 7) const float scale = 1.5;
layout(constant_id = 1) const bool flip = false;
layout(constant_id = 2) const int bias = -2;
void main();
void main() {
    int i;
    int i_1 = 0;
    for (;;) {
        int t = count;
        if (i_1 < t) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = scale;
        sh[i_1] = float(i_1) * t_1;
        i_1 = i_1 + 1;
        continue;
    }
    memoryBarrierShared();
    barrier();
    int t_2 = count;
    float t_3 = scale;
    outputBuffer.data[0u] = float(t_2) * t_3;
    int sum;
    int i_2;
    int sum_1 = 0;
    int i_3 = 0;
    for (;;) {
        int t_4 = count;
        if (i_3 < t_4) {
        } else {
            int t_5 = sum_1;
            int t_6 = i_3;
            sum = t_5;
            i_2 = t_6;
            break;
        }
        int t_7 = sum_1 + i_3;
        int t_8 = i_3 + 1;
        sum_1 = t_7;
        i_3 = t_8;
        continue;
    }
    outputBuffer.data[1u] = float(sum);
    bool t_9 = flip;
    outputBuffer.data[2u] = t_9 ? 1.0 : 2.0;
    int t_10 = count;
    int t_11 = bias;
    outputBuffer.data[3u] = float(t_10 + t_11);
    int t_12 = count;
    float t_13 = sh[t_12 - 1];
    outputBuffer.data[4u] = t_13;
    return;
}
