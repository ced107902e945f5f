#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    threadgroup array<float, 5> sh;
    int i;
    int i_1 = 0;
    for (;;) {
        int t = 5;
        if (i_1 < t) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = 1.5f;
        sh[i_1] = float(i_1) * t_1;
        i_1 = i_1 + 1;
        continue;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int t_2 = 5;
    float t_3 = 1.5f;
    outputBuffer[0u] = float(t_2) * t_3;
    int sum;
    int i_2;
    int sum_1 = 0;
    int i_3 = 0;
    for (;;) {
        int t_4 = 5;
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
    outputBuffer[1u] = float(sum);
    bool t_9 = false;
    outputBuffer[2u] = select(2.0f, 1.0f, t_9);
    int t_10 = 5;
    int t_11 = -2;
    outputBuffer[3u] = float(t_10 + t_11);
    int t_12 = 5;
    float t_13 = sh[t_12 - 1];
    outputBuffer[4u] = t_13;
    return;
}
