#include <metal_stdlib>
using namespace metal;
struct Params
{
    float3x4 a;
    float4x3 b;
    array<float2, 3> c;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device Params* pbuf [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float3x4 t = pbuf[0u].a;
    float3x4 t_1 = pbuf[0u].a;
    float4x3 t_2 = pbuf[0u].b;
    float4x3 t_3 = pbuf[0u].b;
    float2 t_4 = pbuf[0u].c[0];
    float2 t_5 = pbuf[0u].c[1];
    float2 t_6 = pbuf[0u].c[2];
    float2 t_7 = pbuf[0u].c[0];
    float2 t_8 = pbuf[0u].c[1];
    float2 t_9 = pbuf[0u].c[2];
    float3 t_10 = float4(1.0f, 10.0f, 100.0f, 1000.0f) * t;
    outputBuffer[0u] = t_10.x;
    outputBuffer[1u] = t_10.y;
    outputBuffer[2u] = t_10.z;
    float4 t_11 = t_1 * float3(1.0f, 10.0f, 100.0f);
    outputBuffer[3u] = t_11.x;
    outputBuffer[4u] = t_11.y;
    outputBuffer[5u] = t_11.z;
    outputBuffer[6u] = t_11.w;
    float4 t_12 = float3(1.0f, 10.0f, 100.0f) * t_2;
    outputBuffer[7u] = t_12.x;
    outputBuffer[8u] = t_12.y;
    outputBuffer[9u] = t_12.z;
    outputBuffer[10u] = t_12.w;
    float3 t_13 = t_3 * float4(1.0f, 10.0f, 100.0f, 1000.0f);
    outputBuffer[11u] = t_13.x;
    outputBuffer[12u] = t_13.y;
    outputBuffer[13u] = t_13.z;
    float2 t_14 = float3x2(t_4, t_5, t_6) * float3(1.0f, 10.0f, 100.0f);
    outputBuffer[14u] = t_14.x;
    outputBuffer[15u] = t_14.y;
    float3 t_15 = float2(1.0f, 10.0f) * float3x2(t_7, t_8, t_9);
    outputBuffer[16u] = t_15.x;
    outputBuffer[17u] = t_15.y;
    outputBuffer[18u] = t_15.z;
    float t_16 = pbuf[0u].a[1][2];
    outputBuffer[19u] = t_16;
    float t_17 = pbuf[0u].b[3][1];
    outputBuffer[20u] = t_17;
    float t_18 = pbuf[0u].c[0][1];
    outputBuffer[21u] = t_18;
    float3x4 t_19 = pbuf[0u].a;
    outputBuffer[22u] = t_19[2].w;
    float4 t_20 = pbuf[0u].a[2];
    outputBuffer[23u] = t_20.y;
    return;
}
