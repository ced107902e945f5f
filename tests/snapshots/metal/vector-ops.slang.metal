#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float4* inputBuffer [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float4 t = inputBuffer[0u];
    float4 t_1 = inputBuffer[1u];
    float4 s = float4{};
    s = t + t_1;
    float4 p = float4{};
    p = t * t_1;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_2 = s[i_1];
        outputBuffer[uint(i_1)] = t_2;
        float t_3 = p[i_1];
        outputBuffer[uint(4 + i_1)] = t_3;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[8u] = dot(t, t_1);
    outputBuffer[9u] = t.w + t.x;
    outputBuffer[10u] = (t_1.zzz * float3(2.0f, 2.0f, 2.0f)).y;
    return;
}
