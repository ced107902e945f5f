#include <metal_stdlib>
using namespace metal;
int digits(int p, int p_1, int p_2);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t = digits(1, 2, 3);
    outputBuffer[0u] = t;
    outputBuffer[1u] = 4;
    outputBuffer[2u] = 305;
    outputBuffer[3u] = 6;
    return;
}
int digits(int p, int p_1, int p_2) {
    return (p * 10 + p_1) * 10 + p_2;
}
