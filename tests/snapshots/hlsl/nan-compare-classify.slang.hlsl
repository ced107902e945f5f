static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
int compareMask(float x, float y);
void computeMain_1();
int compareMask(float x, float y) {
    return (x == y ? 1 : 0) | (x != y ? 2 : 0) | (x < y ? 4 : 0) | (x <= y ? 8 : 0) | (x > y ? 16 : 0) | (x >= y ? 32 : 0);
}
void computeMain_1() {
    float t = inputs[0u];
    float t_1 = inputs[1u];
    float t_2 = inputs[2u];
    float t_3 = inputs[3u];
    int t_4 = compareMask(t, t);
    int t_5 = compareMask(t, t_3);
    int t_6 = compareMask(t_3, t);
    outputBuffer[0u] = t_4 | t_5 << (8 & 31) | t_6 << (16 & 31);
    int t_7 = compareMask(asfloat(0xffc00000u), asfloat(0xffc00000u));
    int t_8 = compareMask(asfloat(0xffc00000u), 1.0f);
    int t_9 = compareMask(t_3, t_3);
    outputBuffer[1u] = t_7 | t_8 << (8 & 31) | t_9 << (16 & 31);
    outputBuffer[2u] = (isnan(t) ? 1 : 0) | (isinf(t) ? 2 : 0) | (isfinite(t) ? 4 : 0) | ((isnan(t_1) ? 1 : 0) | (isinf(t_1) ? 2 : 0) | (isfinite(t_1) ? 4 : 0)) << (4 & 31) | ((isnan(t_2) ? 1 : 0) | (isinf(t_2) ? 2 : 0) | (isfinite(t_2) ? 4 : 0)) << (8 & 31) | ((isnan(t_3) ? 1 : 0) | (isinf(t_3) ? 2 : 0) | (isfinite(t_3) ? 4 : 0)) << (12 & 31) | 65536;
    float3 t_10 = float3(t, t_1, t_3);
    bool3 t_11 = isnan(t_10);
    bool3 t_12 = isinf(t_10);
    bool3 t_13 = isfinite(t_10);
    outputBuffer[3u] = (t_11.x ? 1 : 0) | (t_11.y ? 2 : 0) | (t_11.z ? 4 : 0) | (t_12.x ? 8 : 0) | (t_12.y ? 16 : 0) | (t_12.z ? 32 : 0) | (t_13.x ? 64 : 0) | (t_13.y ? 128 : 0) | (t_13.z ? 256 : 0);
    float2 t_14 = float2(t, t_3);
    bool2 t_15 = t_14 != t_14;
    bool2 t_16 = t_14 == t_14;
    outputBuffer[4u] = (t_15.x ? 1 : 0) | (t_15.y ? 2 : 0) | (t_16.x ? 4 : 0) | (t_16.y ? 8 : 0);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
