#include <metal_stdlib>
using namespace metal;
struct Pair
{
    float a;
    float b;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]], const device Pair* pairs [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = pairs[0u].b;
    outputBuffer[0u] = t + 0.125f;
    float t_1 = pairs[1u].a;
    outputBuffer[1u] = t_1;
    float t_2 = pairs[0u].a;
    outputBuffer[2u] = t_2;
    float t_3 = pairs[1u].b;
    outputBuffer[3u] = t_3 * 4.0f;
    return;
}
