#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* input [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = input[1u];
    uint t_1 = input[2u];
    outputBuffer[0u] = int(t);
    outputBuffer[1u] = int(t_1);
    uint t_2 = input[3u];
    outputBuffer[2u] = int(as_type<float>(t_2) * 100.0f);
    input[0u] = 7u;
    uint t_3 = input[0u];
    outputBuffer[3u] = int(t_3);
    uint t_4 = input[2u];
    outputBuffer[4u] = int(t_4);
    return;
}
