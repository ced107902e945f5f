#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device uint* input [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    outputBuffer[0u] = as_type<int>(t);
    outputBuffer[1u] = as_type<int>(t_1);
    outputBuffer[2u] = int(as_type<float>(t_2) * 10.0f);
    uint t_3 = input[3u];
    outputBuffer[3u] = int(t_3);
    return;
}
