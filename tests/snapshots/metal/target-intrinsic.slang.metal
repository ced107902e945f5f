#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    float t_2 = float(t_1) + 2.0f;
    float t_3 = max(t_2, 1.5f);
    outputBuffer[0u] = t_3;
    outputBuffer[1u] = t_2 * 3.0f + 1.0f;
    outputBuffer[2u] = 3.0f + t_2;
    float t_4 = t_2 + 4.0f;
    outputBuffer[3u] = select(t_2, t_4, t_4 < t_2);
    outputBuffer[4u] = 10.0f + t_2;
    outputBuffer[5u] = t_2 + t_2;
    int t_5 = int(t_2) + 1;
    outputBuffer[6u] = float(t_5 + t_5);
    outputBuffer[7u] = float(t_1 + 9u);
    outputBuffer[8u] = 2.5f * t_2;
    float t_6 = max(-t_2, -3.0f);
    outputBuffer[9u] = t_6;
    return;
}
