#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int counter = 5;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = counter;
    counter = t_2 + int(t_1);
    int t_3 = counter;
    counter = t_3 + 1;
    int t_4 = counter;
    outputBuffer[t_1] = t_4;
    return;
}
