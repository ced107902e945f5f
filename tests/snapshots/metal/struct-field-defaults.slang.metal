#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int counter = 40;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 8;
    int t_1 = counter;
    int t_2 = t_1 + 2;
    outputBuffer[4u] = t_2;
    outputBuffer[5u] = (int(t.x) + 2) * t_2;
    counter = 10;
    int t_3 = counter;
    int t_4 = t_3 + 2;
    outputBuffer[6u] = t_4;
    outputBuffer[7u] = t_4;
    outputBuffer[8u] = 8;
    return;
}
