static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 1775253147u;
    outputBuffer[1u] = 3u;
    outputBuffer[2u] = 591751048u;
    outputBuffer[3u] = 2u;
    outputBuffer[4u] = 3636899840u;
    outputBuffer[5u] = 4294966131u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
