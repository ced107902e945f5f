static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = (int)(((float)t.x + 1.0f) * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer[1u] = 12345;
    outputBuffer[2u] = 710;
    outputBuffer[3u] = 610;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
