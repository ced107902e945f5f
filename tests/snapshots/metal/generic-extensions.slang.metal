#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 7.0f;
    outputBuffer[1u] = 70.0f;
    outputBuffer[2u] = 1000.0f;
    outputBuffer[3u] = 12.0f;
    float3 this_1 = float3{};
    this_1 = float3(2.5f, 2.5f, 2.5f);
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = this_1[i_1];
        float t_3 = s_1 + t_2;
        int t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer[4u] = s;
    float2 this_2 = float2{};
    this_2 = float2(1.0f, 4.0f);
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            float t_5 = s_3;
            int t_6 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        float t_7 = this_2[i_3];
        float t_8 = s_3 + t_7;
        int t_9 = i_3 + 1;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer[5u] = s_2;
    outputBuffer[6u] = 9.0f;
    outputBuffer[7u] = 3.5f;
    return;
}
