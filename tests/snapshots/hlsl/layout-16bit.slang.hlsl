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
    outputBuffer[0u] = (float)t;
    outputBuffer[1u] = (float)t_1;
    outputBuffer[2u] = (float)t_2;
    outputBuffer[3u] = (float)t_3;
    outputBuffer[4u] = (float)t_4;
    outputBuffer[5u] = (float)t_5.x;
    outputBuffer[6u] = (float)t_5.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
