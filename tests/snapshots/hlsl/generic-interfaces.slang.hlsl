static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 2.5f;
    outputBuffer[2u] = 413.0f;
    outputBuffer[3u] = 409.0f;
    outputBuffer[4u] = 20.0f;
    outputBuffer[5u] = 42.0f;
    outputBuffer[6u] = 37.0f;
    outputBuffer[7u] = 74.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
