#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 2147483647;
    outputBuffer[1u] = int(0x80000000u);
    outputBuffer[2u] = 2147483647;
    outputBuffer[3u] = 0;
    outputBuffer[4u] = -32768;
    outputBuffer[5u] = 65535;
    outputBuffer[6u] = 8388607;
    outputBuffer[7u] = 65535;
    outputBuffer[8u] = 65504;
    outputBuffer[9u] = 1;
    return;
}
