static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = t_1 * 2u;
    int t_3 = inputBuffer[t_2];
    int t_4 = inputBuffer[t_2 + 1u];
    uint t_5 = t_1 * 5u;
    outputBuffer[t_5] = t_3 + t_4;
    outputBuffer[t_5 + 1u] = t_3 - t_4;
    outputBuffer[t_5 + 2u] = t_3 * t_4;
    outputBuffer[t_5 + 3u] = t_3 / t_4;
    outputBuffer[t_5 + 4u] = t_3 - t_3 / t_4 * t_4;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
