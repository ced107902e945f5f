static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = (float)(half)(1.0f / (3.0f + (float)t.x));
    outputBuffer[1u] = 1.5f;
    outputBuffer[2u] = -2.25f;
    outputBuffer[3u] = 65504.0f;
    outputBuffer[4u] = 1.0f;
    outputBuffer[5u] = 2048.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
