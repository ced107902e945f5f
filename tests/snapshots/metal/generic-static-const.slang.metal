#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    output[0u] = 17;
    output[1u] = -5;
    output[2u] = 22;
    output[3u] = -9;
    output[4u] = 7;
    return;
}
