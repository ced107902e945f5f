#include <metal_stdlib>
using namespace metal;
struct Pair
{
    int lo;
    int hi;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Pair p = Pair{};
    p = Pair{11, 110};
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 11;
    outputBuffer[2u] = 22;
    int t = p.hi;
    int t_1 = p.lo;
    outputBuffer[3u] = t + t_1;
    return;
}
