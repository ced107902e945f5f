struct Inner
{
    int2 pair;
    float scale;
};
struct Params
{
    int first;
    Inner inner;
};
struct Plain
{
    int a;
    int b;
};
static uint3 GlobalInvocationId;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params gParams;
    Plain gPlain;
    Plain gPlains[2];
    Plain p;
};
[[vk::binding(2, 0)]] StructuredBuffer<int> gParams_data : register(t2, space0);
[[vk::binding(3, 0)]] RWStructuredBuffer<int> gOnly_buf : register(u3, space0);
void computeMain_1();
void computeMain_1() {
    int t = gParams.first;
    outputBuffer[0u] = t;
    int t_1 = gParams_data[2u];
    outputBuffer[1u] = t_1;
    int2 t_2 = gParams.inner.pair;
    outputBuffer[2u] = t_2.y;
    float t_3 = gParams.inner.scale;
    outputBuffer[3u] = (int)(t_3 * 2.0f);
    int t_4 = gOnly_buf[1u];
    outputBuffer[4u] = t_4;
    int t_5 = gPlain.a;
    outputBuffer[5u] = t_5;
    int t_6 = gPlain.b;
    outputBuffer[6u] = t_6;
    int t_7 = gPlains[0].a;
    outputBuffer[7u] = t_7;
    int t_8 = gPlains[1].a;
    outputBuffer[8u] = t_8;
    int t_9 = gPlains[1].b;
    outputBuffer[9u] = t_9;
    int t_10 = p.b;
    outputBuffer[10u] = t_10;
    int t_11 = p.a;
    outputBuffer[11u] = t_11;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
