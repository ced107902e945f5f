#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    float t = input[0u];
    float t_1 = input[1u];
    float t_2 = input[2u];
    float t_3 = input[3u];
    float t_4 = input[4u];
    float t_5 = input[5u];
    float2x3 t_6 = float2x3(float3(t, t_1, t_2), float3(t_3, t_4, t_5));
    float2x3 t_7 = sqrt(t_6);
    float2x3 t_8 = pow(t_6, float2x3(float3(0.5f, 1.0f, 2.0f), float3(0.5f, 2.0f, 1.0f)));
    float2x3 t_9 = clamp(t_6, float2x3(float3(2.0f, 2.0f, 2.0f), float3(2.0f, 2.0f, 2.0f)), float2x3(float3(5.0f, 5.0f, 5.0f), float3(5.0f, 5.0f, 5.0f)));
    float3 t_10 = t_7[0];
    outputBuffer[0u] = t_10.x;
    outputBuffer[1u] = t_10.z;
    outputBuffer[2u] = t_7[1].y;
    outputBuffer[3u] = t_8[0].x;
    float3 t_11 = t_8[1];
    outputBuffer[4u] = t_11.y;
    outputBuffer[5u] = t_11.z;
    outputBuffer[6u] = t_9[0].x;
    float3 t_12 = t_9[1];
    outputBuffer[7u] = t_12.x;
    outputBuffer[8u] = t_12.z;
    float2x3 t_13 = float2x3(float3(0.75f, 3.0f, 4.0f), float3(5.0f, 1.0f, 0.2f));
    float2x3 t_14 = float2x3(fmod(t_6[0], t_13[0]), fmod(t_6[1], t_13[1]));
    outputBuffer[9u] = t_14[0].y;
    float3 t_15 = t_14[1];
    outputBuffer[10u] = t_15.x;
    outputBuffer[11u] = t_15.z;
    return;
}
