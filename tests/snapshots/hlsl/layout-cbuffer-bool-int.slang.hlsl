struct Params
{
    uint a;
    uint b;
    int c;
    uint3 d;
    uint e;
    int f;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = params.a;
    outputBuffer[0u] = t != 0u ? 10 : 20;
    uint t_1 = params.b;
    outputBuffer[1u] = t_1 != 0u ? 10 : 20;
    int t_2 = params.c;
    outputBuffer[2u] = t_2;
    uint3 t_3 = params.d;
    outputBuffer[3u] = (t_3 != uint3(0u, 0u, 0u)).x ? 1 : 0;
    uint3 t_4 = params.d;
    outputBuffer[4u] = (t_4 != uint3(0u, 0u, 0u)).y ? 1 : 0;
    uint3 t_5 = params.d;
    outputBuffer[5u] = (t_5 != uint3(0u, 0u, 0u)).z ? 1 : 0;
    uint t_6 = params.e;
    outputBuffer[6u] = (int)t_6;
    int t_7 = params.f;
    outputBuffer[7u] = t_7;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
