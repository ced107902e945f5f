#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]], device float* inputs [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputs[0u];
    outputBuffer[0u] = int(t + t * 10.0f + t * 100.0f);
    float t_1 = inputs[3u];
    outputBuffer[1u] = 7531;
    float t_2 = inputs[1u];
    float4 t_3 = float4(t_2);
    float4x4 t_4 = float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, t_1));
    float4x4 t_5 = float4x4(t_3, t_3, t_3, t_3);
    float4x4 t_6 = float4x4(t_4[0] * t_5[0], t_4[1] * t_5[1], t_4[2] * t_5[2], t_4[3] * t_5[3]);
    outputBuffer[2u] = int3(t_6[2].xyz).z + int3(t_6[0].xyz).y * 100;
    float t_7 = inputs[1u];
    float t_8 = inputs[2u];
    float t_9 = inputs[0u];
    outputBuffer[3u] = int(t_7 * 10.0f + t_8 + t_9 * 100.0f + 4000.0f);
    float t_10 = inputs[0u];
    float t_11 = inputs[3u];
    outputBuffer[4u] = int(t_11 * t_10);
    outputBuffer[5u] = 34;
    outputBuffer[6u] = int(t_1);
    float t_12 = inputs[2u];
    float2 t_13 = float2(t_12);
    outputBuffer[7u] = int(determinant(float2x2(t_13, t_13)) + 100.0f);
    return;
}
