#include <metal_stdlib>
using namespace metal;
struct Mats
{
    float2x3 a;
    array<float2, 3> b;
    float2x2 c;
    array<int2, 2> d;
};
struct Mats_1
{
    float2x3 a;
    float2x3 b;
    float2x2 c;
    array<int2, 2> d;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Mats* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float2x3 t = input[0u].a;
    float2 t_1 = input[0u].b[0];
    float2 t_2 = input[0u].b[1];
    float2 t_3 = input[0u].b[2];
    float2x2 t_4 = input[0u].c;
    int2 t_5 = input[0u].d[0];
    int2 t_6 = input[0u].d[1];
    Mats_1 m = Mats_1{};
    m = Mats_1{t, transpose(float3x2(t_1, t_2, t_3)), t_4, array<int2, 2>{t_5, t_6}};
    float2x3 t_7 = m.a;
    float2 t_8 = float3(1.0f, 10.0f, 100.0f) * t_7;
    float2x3 t_9 = m.b;
    float2 t_10 = float3(1.0f, 10.0f, 100.0f) * t_9;
    float2x3 t_11 = m.a;
    float2x3 t_12 = m.b;
    float2x3 s = float2x3{};
    s = t_11 + t_12;
    outputBuffer[0u] = t_8.x;
    outputBuffer[1u] = t_8.y;
    outputBuffer[2u] = t_10.x;
    outputBuffer[3u] = t_10.y;
    float t_13 = m.c[0][1];
    outputBuffer[4u] = t_13;
    float t_14 = m.c[1][0];
    outputBuffer[5u] = t_14;
    int t_15 = m.d[0][1];
    outputBuffer[6u] = float(t_15);
    int t_16 = m.d[1][0];
    outputBuffer[7u] = float(t_16);
    float t_17 = s[1][1];
    outputBuffer[8u] = t_17;
    float2 t_18 = input[0u].b[0];
    float2 t_19 = input[0u].b[1];
    float2 t_20 = input[0u].b[2];
    float2x3 m_1 = float2x3{};
    m_1 = transpose(float3x2(t_18, t_19, t_20));
    float t_21 = m_1[0][0];
    float t_22 = m_1[1][2];
    outputBuffer[9u] = t_21 + t_22;
    float2x2 t_23 = m.c;
    float2x2 local = float2x2{};
    local = t_23;
    float t_24 = local[1][0];
    outputBuffer[10u] = t_24;
    return;
}
