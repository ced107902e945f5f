#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    output[0u] = 0;
    output[1u] = 37;
    output[2u] = 70;
    output[3u] = 44;
    output[4u] = 1;
    output[5u] = 3;
    return;
}
