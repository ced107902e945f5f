struct Pair
{
    float a;
    float b;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] StructuredBuffer<Pair> pairs : register(t1, space0);
void computeMain_1();
void computeMain_1() {
    float t = pairs[0u].b;
    outputBuffer[0u] = t + 0.125f;
    float t_1 = pairs[1u].a;
    outputBuffer[1u] = t_1;
    float t_2 = pairs[0u].a;
    outputBuffer[2u] = t_2;
    float t_3 = pairs[1u].b;
    outputBuffer[3u] = t_3 * 4.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
