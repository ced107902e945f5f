#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device uint* inputBuffer [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 0;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 0;
    outputBuffer[3u] = 0;
    uint t = inputBuffer[0u];
    uchar t_1 = uchar(t);
    uint t_2 = inputBuffer[1u];
    uchar t_3 = uchar(t_2);
    outputBuffer[4u] = int(uchar(uint(t_1) << (4u & 31u)));
    outputBuffer[5u] = int(uchar(uint(t_3) >> (3u & 31u)));
    outputBuffer[6u] = int(char(int(char(t_3)) >> (2 & 31)));
    outputBuffer[7u] = int(ushort(uint(ushort(t_1)) << (13u & 31u)));
    return;
}
