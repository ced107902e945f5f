static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = inputBuffer[3u - t_1];
    int t_3 = inputBuffer[t_1];
    outputBuffer[t_1] = t_2 * t_3;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
