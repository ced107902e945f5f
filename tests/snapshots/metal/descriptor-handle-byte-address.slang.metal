#include <metal_stdlib>
using namespace metal;
kernel void computeMain(const device uint* input [[buffer(0)]], device uint* copy [[buffer(1)]], device uint* outputBuffer [[buffer(2)]]) {
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    uint t_3 = input[2u];
    uint t_4 = input[3u];
    copy[1u] = t;
    copy[2u] = t_1;
    copy[3u] = t_2;
    outputBuffer[0u] = t;
    outputBuffer[1u] = t_1;
    outputBuffer[2u] = t_2;
    outputBuffer[3u] = t_3;
    outputBuffer[4u] = t_4;
    return;
}
