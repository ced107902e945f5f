#include <metal_stdlib>
using namespace metal;
float total(float2x3 p);
float total(float2x3 p) {
    float3 t = p[0];
    float3 t_1 = p[1];
    return t.x + t.y * 2.0f + t.z * 4.0f + t_1.x * 8.0f + t_1.y * 16.0f + t_1.z * 32.0f;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float* inputs [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t_2 = inputs[0u];
    float t_3 = inputs[1u];
    float t_4 = inputs[2u];
    float t_5 = inputs[3u];
    float t_6 = inputs[4u];
    float t_7 = inputs[5u];
    float2x3 t_8 = float2x3(float3(t_2, t_3, t_4), float3(t_5, t_6, t_7));
    float t_9 = total(floor(t_8));
    outputBuffer[0u] = t_9;
    float t_10 = total(abs(t_8));
    outputBuffer[1u] = t_10;
    float t_11 = total(ceil(t_8));
    outputBuffer[2u] = t_11;
    float t_12 = total(fract(t_8));
    outputBuffer[3u] = t_12;
    float t_13 = total(sign(t_8));
    outputBuffer[4u] = t_13;
    float t_14 = total(saturate(t_8));
    outputBuffer[5u] = t_14;
    float t_15 = total(min(t_8, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    float t_16 = total(max(t_8, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    outputBuffer[6u] = t_15 + t_16 * 100.0f;
    float2x3 t_17 = float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 0.5f, 5.0f));
    float t_18 = total(float2x3(fmod(t_8[0], t_17[0]), fmod(t_8[1], t_17[1])));
    outputBuffer[7u] = t_18;
    float t_19 = total(mix(t_8, float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)), float2x3(float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f))));
    outputBuffer[8u] = t_19;
    float t_20 = total(clamp(t_8, float2x3(float3(-1.0f, -1.0f, -1.0f), float3(-1.0f, -1.0f, -1.0f)), float2x3(float3(3.0f, 3.0f, 3.0f), float3(3.0f, 3.0f, 3.0f))));
    outputBuffer[9u] = t_20;
    float t_21 = inputs[2u];
    float t_22 = inputs[3u];
    float t_23 = inputs[1u];
    float t_24 = inputs[5u];
    float2x2 t_25 = float2x2(float2(t_21, t_22), float2(t_23, t_24));
    float2x2 t_26 = max(t_25, float2x2(float2(5.0f, 5.0f), float2(5.0f, 5.0f))) - t_25;
    float2 t_27 = t_26[0];
    float2 t_28 = t_26[1];
    float2x2 t_29 = float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f));
    float2x2 t_30 = trunc(float2x2(t_25[0] * t_29[0], t_25[1] * t_29[1]));
    float2 t_31 = t_30[0];
    float2 t_32 = t_30[1];
    outputBuffer[10u] = t_27.x + t_27.y * 2.0f + t_28.x * 4.0f + t_28.y * 8.0f + (t_31.x + t_31.y * 2.0f + t_32.x * 4.0f + t_32.y * 8.0f);
    float2x2 t_33 = step(t_25, float2x2(float2(4.0f, 8.0f), float2(3.0f, 16.0f)));
    float2 t_34 = t_33[0];
    float2 t_35 = t_33[1];
    outputBuffer[11u] = t_34.x + t_34.y * 2.0f + t_35.x * 4.0f + t_35.y * 8.0f;
    return;
}
