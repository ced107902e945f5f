#include <metal_stdlib>
using namespace metal;
struct Mats
{
    float2x3 a;
    array<float2, 3> b;
    float2x2 c;
    array<int2, 2> d;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Mats* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float2x3 t = input[0u].a;
    float2 t_1 = input[0u].b[0];
    float2 t_2 = input[0u].b[1];
    float2 t_3 = input[0u].b[2];
    float2x3 t_4 = transpose(float3x2(t_1, t_2, t_3));
    float2x2 t_5 = input[0u].c;
    int2 t_6 = input[0u].d[0];
    int2 t_7 = input[0u].d[1];
    float2x2 m = float2x2{};
    int2 m_1 = int2{};
    int2 m_2 = int2{};
    m = t_5;
    m_1 = t_6;
    m_2 = t_7;
    float2 t_8 = float3(1.0f, 10.0f, 100.0f) * t;
    float2 t_9 = float3(1.0f, 10.0f, 100.0f) * t_4;
    float2x3 s = float2x3{};
    s = t + t_4;
    outputBuffer[0u] = t_8.x;
    outputBuffer[1u] = t_8.y;
    outputBuffer[2u] = t_9.x;
    outputBuffer[3u] = t_9.y;
    float t_10 = m[0][1];
    outputBuffer[4u] = t_10;
    float t_11 = m[1][0];
    outputBuffer[5u] = t_11;
    int t_12 = m_1[1];
    outputBuffer[6u] = float(t_12);
    int t_13 = m_2[0];
    outputBuffer[7u] = float(t_13);
    float t_14 = s[1][1];
    outputBuffer[8u] = t_14;
    float2 t_15 = input[0u].b[0];
    float2 t_16 = input[0u].b[1];
    float2 t_17 = input[0u].b[2];
    float2x3 m_3 = float2x3{};
    m_3 = transpose(float3x2(t_15, t_16, t_17));
    float t_18 = m_3[0][0];
    float t_19 = m_3[1][2];
    outputBuffer[9u] = t_18 + t_19;
    float2x2 t_20 = m;
    float2x2 local = float2x2{};
    local = t_20;
    float t_21 = local[1][0];
    outputBuffer[10u] = t_21;
    return;
}
