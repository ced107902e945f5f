#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 24;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 40;
    outputBuffer[3u] = 16;
    outputBuffer[4u] = 48;
    outputBuffer[5u] = 16;
    outputBuffer[6u] = 36;
    outputBuffer[7u] = 44;
    outputBuffer[8u] = 12;
    outputBuffer[9u] = 48;
    outputBuffer[10u] = 16;
    outputBuffer[11u] = 1604;
    outputBuffer[12u] = 1604;
    outputBuffer[13u] = 6416;
    outputBuffer[14u] = 808;
    outputBuffer[15u] = 608;
    return;
}
