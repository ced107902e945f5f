struct Inner
{
    float2 p;
    float q;
};
struct Params
{
    float3 v;
    float w;
    float f[3];
    float2 g[2];
    float3 h[2];
    Inner s;
    float after;
    Inner t[2];
    float2 last;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    float3 t_1 = params.v;
    outputBuffer[0u] = t_1.z;
    float t_2 = params.w;
    outputBuffer[1u] = t_2;
    float t_3 = params.f[0];
    outputBuffer[2u] = t_3;
    float t_4 = params.f[2];
    outputBuffer[3u] = t_4;
    float2 t_5 = params.g[1];
    outputBuffer[4u] = t_5.y;
    float3 t_6 = params.h[1];
    outputBuffer[5u] = t_6.z;
    float2 t_7 = params.s.p;
    outputBuffer[6u] = t_7.y;
    float t_8 = params.s.q;
    outputBuffer[7u] = t_8;
    float t_9 = params.after;
    outputBuffer[8u] = t_9;
    float2 t_10 = params.t[1].p;
    outputBuffer[9u] = t_10.x;
    float t_11 = params.t[1].q;
    outputBuffer[10u] = t_11;
    float2 t_12 = params.last;
    outputBuffer[11u] = t_12.y;
    float t_13 = params.f[1];
    outputBuffer[12u] = t_13;
    float2 t_14 = params.t[1].p;
    outputBuffer[13u] = t_14.y;
    int t_15 = (int)t.x + 1;
    float t_16 = params.f[t_15];
    outputBuffer[14u] = t_16;
    float2 t_17 = params.g[t_15];
    outputBuffer[15u] = t_17.x;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
