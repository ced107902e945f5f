#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* inputBuffer [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    int t = inputBuffer[0u];
    int t_1 = inputBuffer[2u];
    int2 t_2 = int2(t_1) >> (int2(t - 2, 2) & int2(31));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    int t_3 = inputBuffer[1u];
    int3 t_4 = int3(t_3) << (int3(1, 2, 3) & int3(31));
    outputBuffer[2u] = t_4.x;
    outputBuffer[3u] = t_4.z;
    int t_5 = inputBuffer[3u];
    int2 t_6 = int2(t_5) >> (int2(1, 3) & int2(31));
    outputBuffer[4u] = t_6.x;
    outputBuffer[5u] = t_6.y;
    outputBuffer[6u] = 8;
    outputBuffer[7u] = 1;
    int t_7 = inputBuffer[1u];
    ushort2 t_8 = ushort2(uint2(ushort2(ushort(t_7))) << (uint2(1u, 13u) & uint2(31u)));
    outputBuffer[8u] = int(t_8.x);
    outputBuffer[9u] = int(t_8.y);
    return;
}
