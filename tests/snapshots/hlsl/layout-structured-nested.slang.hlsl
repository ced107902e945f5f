struct Inner
{
    float3 v;
    float w;
    float2 u;
};
struct Outer
{
    float a;
    Inner i;
    float b[3];
    float3 c;
    row_major float2x3 m;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<Outer> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = input[1u].a;
    float3 t_1 = input[1u].i.v;
    float t_2 = input[1u].i.w;
    float2 t_3 = input[1u].i.u;
    Inner t_4 = {t_1, t_2, t_3};
    float t_5 = input[1u].b[0];
    float t_6 = input[1u].b[1];
    float t_7 = input[1u].b[2];
    float t_8[3] = {t_5, t_6, t_7};
    float3 t_9 = input[1u].c;
    row_major float2x3 t_10 = input[1u].m;
    Outer t_11 = {t, t_4, t_8, t_9, t_10};
    Outer o = (Outer)0;
    o = t_11;
    float t_12 = o.a;
    outputBuffer[0u] = t_12;
    float3 t_13 = o.i.v;
    outputBuffer[1u] = t_13.x;
    float t_14 = o.i.w;
    outputBuffer[2u] = t_14;
    float2 t_15 = o.i.u;
    outputBuffer[3u] = t_15.y;
    float t_16 = o.b[0];
    outputBuffer[4u] = t_16;
    float t_17 = o.b[2];
    outputBuffer[5u] = t_17;
    float3 t_18 = o.c;
    outputBuffer[6u] = t_18.z;
    float t_19 = o.m[0][2];
    outputBuffer[7u] = t_19;
    float t_20 = o.m[1][0];
    outputBuffer[8u] = t_20;
    float2 t_21 = input[0u].i.u;
    outputBuffer[9u] = t_21.x;
    float t_22 = input[0u].m[1][2];
    outputBuffer[10u] = t_22;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
