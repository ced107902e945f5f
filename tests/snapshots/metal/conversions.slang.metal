#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float* inputBuffer [[buffer(0)]], device uint* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputBuffer[0u];
    outputBuffer[0u] = uint(int(t));
    float t_1 = inputBuffer[1u];
    outputBuffer[1u] = uint(int(t_1));
    outputBuffer[2u] = 7u;
    outputBuffer[3u] = 1088421888u;
    outputBuffer[4u] = 3221225472u;
    outputBuffer[5u] = 3u;
    outputBuffer[6u] = 4294967295u;
    float t_2 = inputBuffer[2u];
    outputBuffer[7u] = as_type<uint>(t_2);
    return;
}
