#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* inputBuffer [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = inputBuffer[3u - t_1];
    int t_3 = inputBuffer[t_1];
    outputBuffer[t_1] = t_2 * t_3;
    return;
}
