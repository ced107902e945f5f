#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[1u] = 7;
    outputBuffer[5u] = 14;
    int t = outputBuffer[1u];
    outputBuffer[0u] = t + 1;
    int t_1 = outputBuffer[3u];
    int t_2 = outputBuffer[5u];
    outputBuffer[3u] = t_1 + (t_2 - 1);
    return;
}
