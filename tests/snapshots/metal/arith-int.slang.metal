#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* inputBuffer [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = t_1 * 2u;
    int t_3 = inputBuffer[t_2];
    int t_4 = inputBuffer[t_2 + 1u];
    uint t_5 = t_1 * 5u;
    outputBuffer[t_5] = t_3 + t_4;
    outputBuffer[t_5 + 1u] = t_3 - t_4;
    outputBuffer[t_5 + 2u] = t_3 * t_4;
    outputBuffer[t_5 + 3u] = select(t_3 / t_4, -1, t_4 == 0);
    outputBuffer[t_5 + 4u] = select(t_3 % t_4, t_3, t_4 == 0);
    return;
}
