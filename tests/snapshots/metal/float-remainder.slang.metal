#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* operands [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = 2u * t_1;
    float t_3 = operands[t_2];
    float t_4 = operands[t_2 + 1u];
    outputBuffer[t_1] = fmod(t_3, t_4);
    return;
}
