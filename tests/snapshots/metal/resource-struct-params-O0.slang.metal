#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], texture2d<float, access::sample> tex [[texture(0)]], sampler samp [[sampler(0)]], const device int* source [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float4 t = tex.sample(samp, float2(0.25f, 0.75f), level(0.0f));
    outputBuffer[0u] = t.x * 2.5f;
    float4 t_1 = tex.sample(samp, float2(0.5f, 0.5f), level(0.0f));
    outputBuffer[1u] = t_1.x * -4.0f + 2.5f;
    int t_2 = source[1u];
    int t_3 = source[2u];
    outputBuffer[2u] = float(t_2 + t_3);
    int t_4 = source[2u];
    int t_5 = source[3u];
    outputBuffer[3u] = float(t_4 + t_5);
    outputBuffer[4u] = 102.0f;
    int t_6 = source[0u];
    outputBuffer[5u] = float(t_6);
    return;
}
