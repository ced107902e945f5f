#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<float, 4> t = array<float, 4>{};
    t = array<float, 4>{1.0f, 2.0f, 3.0f, 4.0f};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = t[i_1];
        t[i_1] = t_1 * 2.0f;
        i_1 = i_1 + 1;
        continue;
    }
    array<float, 4> t_2 = t;
    float3 t_3 = float3{};
    t_3 = float3(5.0f, 6.0f, 7.0f);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        float t_4 = t_3[i_3];
        t_3[i_3] = t_4 * 0.5f;
        i_3 = i_3 + 1;
        continue;
    }
    float3 t_5 = t_3;
    array<float, 4> a = array<float, 4>{};
    a = t_2;
    float t_6 = a[0];
    float t_7 = a[3];
    outputBuffer[0u] = t_6 + t_7;
    float3 a_1 = float3{};
    a_1 = t_5;
    float t_8 = a_1[0];
    float t_9 = a_1[2];
    outputBuffer[1u] = t_8 + t_9;
    array<int3, 2> a_2 = array<int3, 2>{};
    a_2 = array<int3, 2>{int3(1, 2, 3), int3(4, 5, 6)};
    int3 t_10 = a_2[0];
    int3 t_11 = a_2[1];
    int3 t_12 = t_10 + t_11;
    outputBuffer[2u] = float(t_12.x * 100 + t_12.y * 10 + t_12.z);
    outputBuffer[3u] = t_2[1];
    outputBuffer[4u] = 9.5f;
    outputBuffer[5u] = t_5.y;
    return;
}
