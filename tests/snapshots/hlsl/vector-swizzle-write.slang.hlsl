static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int4> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = int4(3, 2, 1, 14);
    outputBuffer[1u] = int4(2, -1, 2, 7);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
