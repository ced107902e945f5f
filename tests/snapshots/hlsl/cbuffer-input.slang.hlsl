static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    int count;
    float scale;
    float2 offset;
    int extra;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = count;
    float t_1 = scale;
    outputBuffer[0u] = (float)t * t_1;
    float2 t_2 = offset;
    float2 t_3 = offset;
    outputBuffer[1u] = t_2.x + t_3.y;
    int t_4 = extra;
    outputBuffer[2u] = (float)t_4;
    float t_5 = scale;
    float2 t_6 = offset;
    outputBuffer[3u] = t_5 * t_6.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
