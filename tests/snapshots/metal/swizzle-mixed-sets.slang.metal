#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t = outputBuffer[0u];
    outputBuffer[0u] = 230 + t;
    int4 t_1 = int4(t, 2, 3, 4);
    t_1.w = 7;
    int4 t_2 = t_1;
    t_2.x = 8;
    outputBuffer[1u] = 8237;
    outputBuffer[2u] = 8;
    outputBuffer[3u] = dot(t_2.xy, int2(1, 1));
    return;
}
