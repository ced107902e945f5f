#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* values [[buffer(0)]], device uint* scratch [[buffer(1)]], device uint* outputBuffer [[buffer(2)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = values[t_1];
    values[t_1] = t_2 * 10u + t_1;
    uint t_3 = values[t_1];
    scratch[t_1 * 4u >> (2u & 31u)] = t_3 + 100u;
    uint t_4 = values[t_1];
    outputBuffer[t_1] = t_4;
    uint t_5 = scratch[t_1 * 4u >> (2u & 31u)];
    outputBuffer[4u + t_1] = t_5;
    return;
}
