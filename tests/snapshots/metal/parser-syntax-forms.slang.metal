#include <metal_stdlib>
using namespace metal;
struct TestImpl
{
    int v;
};
kernel void computeMain(device int* outputBuffer [[buffer(0)]], const device TestImpl* tests [[buffer(1)]]) {
    outputBuffer[0u] = 14;
    outputBuffer[1u] = 41;
    outputBuffer[2u] = 100;
    outputBuffer[3u] = 42;
    int t = tests[0u].v;
    outputBuffer[4u] = t + 1;
    outputBuffer[5u] = 13;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = 3;
    return;
}
