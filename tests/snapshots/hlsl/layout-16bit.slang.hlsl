struct S
{
    int16_t a;
    int16_t b;
    half h0;
    half h1;
    int c;
    half2 hv;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<S> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int16_t t = input[0u].a;
    int16_t t_1 = input[0u].b;
    half t_2 = input[0u].h0;
    half t_3 = input[0u].h1;
    int t_4 = input[0u].c;
    half2 t_5 = input[0u].hv;
    S t_6 = {t, t_1, t_2, t_3, t_4, t_5};
    S s = (S)0;
    s = t_6;
    int16_t t_7 = s.a;
    outputBuffer[0u] = (float)t_7;
    int16_t t_8 = s.b;
    outputBuffer[1u] = (float)t_8;
    half t_9 = s.h0;
    outputBuffer[2u] = (float)t_9;
    half t_10 = s.h1;
    outputBuffer[3u] = (float)t_10;
    int t_11 = s.c;
    outputBuffer[4u] = (float)t_11;
    half2 t_12 = s.hv;
    outputBuffer[5u] = (float)t_12.x;
    half2 t_13 = s.hv;
    outputBuffer[6u] = (float)t_13.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
