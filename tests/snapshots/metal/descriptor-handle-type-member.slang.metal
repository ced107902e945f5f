#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device uint* outputBuffer [[buffer(0)]]) {
    uint t = outputBuffer[0u];
    uint t_1 = outputBuffer[1u];
    uint2 t_2 = uint2(t, t_1);
    uint2 t_3 = t_2 + uint2(1u, 2u);
    uint2 t_4 = t_2 * uint2(2u, 2u);
    outputBuffer[2u] = t + 10u * t_1;
    outputBuffer[3u] = t_3.x + 10u * t_3.y;
    outputBuffer[4u] = t_4.x + 10u * t_4.y;
    outputBuffer[5u] = 89u;
    outputBuffer[6u] = 7u;
    outputBuffer[7u] = 1u;
    return;
}
