static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = 41u + t.x;
    outputBuffer[0u] = asint(t_1) + 1;
    outputBuffer[1u] = (int)(t_1 * 2u);
    outputBuffer[2u] = -1082130432;
    outputBuffer[3u] = -3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
