#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = 0;
    outputBuffer[0u] = float(t + 5);
    float t_1 = 0.0f;
    outputBuffer[1u] = t_1 + 1.5f;
    bool t_2 = false;
    outputBuffer[2u] = select(20.0f, 10.0f, t_2);
    uint t_3 = 0u;
    outputBuffer[3u] = float(t_3 | 4u);
    return;
}
