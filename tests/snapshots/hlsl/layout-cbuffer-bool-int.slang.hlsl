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
    int t_1;
    if (t != 0u) {
        t_1 = 10;
    } else {
        t_1 = 20;
    }
    outputBuffer[0u] = t_1;
    uint t_2 = params.b;
    int t_3;
    if (t_2 != 0u) {
        t_3 = 10;
    } else {
        t_3 = 20;
    }
    outputBuffer[1u] = t_3;
    int t_4 = params.c;
    outputBuffer[2u] = t_4;
    uint3 t_5 = params.d;
    int t_6;
    if ((t_5 != uint3(0u, 0u, 0u)).x) {
        t_6 = 1;
    } else {
        t_6 = 0;
    }
    outputBuffer[3u] = t_6;
    uint3 t_7 = params.d;
    int t_8;
    if ((t_7 != uint3(0u, 0u, 0u)).y) {
        t_8 = 1;
    } else {
        t_8 = 0;
    }
    outputBuffer[4u] = t_8;
    uint3 t_9 = params.d;
    int t_10;
    if ((t_9 != uint3(0u, 0u, 0u)).z) {
        t_10 = 1;
    } else {
        t_10 = 0;
    }
    outputBuffer[5u] = t_10;
    uint t_11 = params.e;
    outputBuffer[6u] = (int)t_11;
    int t_12 = params.f;
    outputBuffer[7u] = t_12;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
