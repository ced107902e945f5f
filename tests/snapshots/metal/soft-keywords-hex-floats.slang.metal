#include <metal_stdlib>
using namespace metal;
struct Fields
{
    int internal;
    int var;
    float as;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Fields f = Fields{};
    f = Fields{3, 4, 0.125f};
    array<int, 3> values = array<int, 3>{};
    values = array<int, 3>{1, 2, 3};
    int t = f.internal;
    int t_1 = f.var;
    outputBuffer[0u] = float(t + t_1 + 2);
    float t_2 = f.as;
    outputBuffer[1u] = t_2;
    outputBuffer[2u] = 3.0f;
    outputBuffer[3u] = 40.0f;
    int t_3 = values[2];
    outputBuffer[4u] = float(t_3) + 0.5f;
    return;
}
