#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int3 t_1 = int3(int(t.x));
    int3 t_2 = int3(0, 1, 2) + t_1;
    int3 t_3 = int3(10, 11, 12) + t_1;
    int3 t_4 = int3(20, 21, 22) + t_1;
    int t_5 = t_3.x;
    outputBuffer[0u] = t_5;
    outputBuffer[1u] = t_4.y;
    outputBuffer[2u] = t_2.x + t_3.y + t_4.z;
    outputBuffer[3u] = t_2.y * 100 + t_5;
    outputBuffer[4u] = 7;
    outputBuffer[5u] = 12;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = t_3.z;
    return;
}
