#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t = outputBuffer[0u];
    int t_1 = t + 1;
    int3 t_2 = int3(t_1, 2, 3);
    outputBuffer[0u] = select(20, 10, all(t_2 == int3(1, 2, t_1 * 3)));
    outputBuffer[1u] = select(40, 30, any(t_2 != int3(1, 2, 4)));
    outputBuffer[2u] = select(60, 50, all(t_2 == int3(1, 2, 4)));
    outputBuffer[3u] = int((float2x2(float2(float(t_1), 2.0f), float2(3.0f, 4.0f)) * float2x2(float2(1.0f, 0.0f), float2(0.0f, 1.0f)))[0].y);
    return;
}
