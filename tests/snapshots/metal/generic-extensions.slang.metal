#include <metal_stdlib>
using namespace metal;
struct Num
{
    int v;
};
struct Pair_int_1_
{
    int first;
    int second;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Num this_1 = Num{};
    this_1 = Num{5};
    int t = this_1.v;
    outputBuffer[0u] = float(t + 1 + 1);
    Num this_2 = Num{};
    this_2 = Num{5};
    int t_1 = this_2.v;
    outputBuffer[1u] = float((t_1 + 1 + 1) * 10);
    outputBuffer[2u] = 1000.0f;
    outputBuffer[3u] = 12.0f;
    float3 this_3 = float3{};
    this_3 = float3(2.5f, 2.5f, 2.5f);
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = s_1;
            int t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        float t_4 = this_3[i_1];
        float t_5 = s_1 + t_4;
        int t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer[4u] = s;
    float2 this_4 = float2{};
    this_4 = float2(1.0f, 4.0f);
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            float t_7 = s_3;
            int t_8 = i_3;
            s_2 = t_7;
            i_2 = t_8;
            break;
        }
        float t_9 = this_4[i_3];
        float t_10 = s_3 + t_9;
        int t_11 = i_3 + 1;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer[5u] = s_2;
    Pair_int_1_ this_5 = Pair_int_1_{};
    this_5 = Pair_int_1_{8, 9};
    int t_12 = this_5.second;
    outputBuffer[6u] = float(t_12);
    outputBuffer[7u] = 3.5f;
    return;
}
