#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = outputBuffer[0u];
    int2 t_1 = int2(t) * int2(1, 5);
    int3 t_2 = int3(2, 4, -1) * int3(t);
    float2 t_3 = float2(0.5f, -1.5f) * float2(float(t));
    outputBuffer[0u] = t_1.x;
    outputBuffer[1u] = t_1.y;
    outputBuffer[2u] = t_2.x;
    outputBuffer[3u] = t_2.y;
    outputBuffer[4u] = t_2.z;
    outputBuffer[5u] = int(t_3.x * 2.0f);
    outputBuffer[6u] = int(t_3.y * 2.0f);
    outputBuffer[7u] = dot(int2(2, 3), int2(4, t + 2));
    return;
}
