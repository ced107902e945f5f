static uint3 GlobalInvocationId;
[[vk::binding(1, 0)]] StructuredBuffer<int> gB : register(t1, space0);
[[vk::binding(2, 0)]] StructuredBuffer<int> gC : register(t2, space0);
[[vk::binding(3, 0)]] RWStructuredBuffer<int> outputBuffer : register(u3, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = gB[t_1];
    int t_3 = gC[t_1];
    int t_4 = gB[t_1];
    outputBuffer[t_1] = t_2 + 2 * t_3 + 3 * t_4;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
