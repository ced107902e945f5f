static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t = 0;
    outputBuffer[0u] = (float)(t + 5);
    float t_1 = 0.0f;
    outputBuffer[1u] = t_1 + 1.5f;
    bool t_2 = false;
    outputBuffer[2u] = t_2 ? 10.0f : 20.0f;
    uint t_3 = 0u;
    outputBuffer[3u] = (float)(t_3 | 4u);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
