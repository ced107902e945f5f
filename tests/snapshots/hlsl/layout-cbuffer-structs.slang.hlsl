struct One
{
    float x;
};
struct Two
{
    One o;
    float y;
};
struct Params
{
    One a;
    float b;
    One arr[2];
    Two t;
    float c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = params.a.x;
    outputBuffer[0u] = t;
    float t_1 = params.b;
    outputBuffer[1u] = t_1;
    float t_2 = params.arr[0].x;
    outputBuffer[2u] = t_2;
    float t_3 = params.arr[1].x;
    outputBuffer[3u] = t_3;
    float t_4 = params.t.o.x;
    outputBuffer[4u] = t_4;
    float t_5 = params.t.y;
    outputBuffer[5u] = t_5;
    float t_6 = params.c;
    outputBuffer[6u] = t_6;
    float t_7 = params.arr[1].x;
    float t_8 = params.t.y;
    outputBuffer[7u] = t_7 + t_8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
