static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = outputBuffer[0u];
    int t_2 = t_1 + 10 + 100;
    outputBuffer[1u] = t_2;
    outputBuffer[2u] = t_2 + 1;
    outputBuffer[0u] = (int)t.x;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
