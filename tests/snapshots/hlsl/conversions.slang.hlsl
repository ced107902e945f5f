static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float t = inputBuffer[0u];
    outputBuffer[0u] = (uint)(int)t;
    float t_1 = inputBuffer[1u];
    outputBuffer[1u] = (uint)(int)t_1;
    outputBuffer[2u] = 7u;
    outputBuffer[3u] = 1088421888u;
    outputBuffer[4u] = 3221225472u;
    outputBuffer[5u] = 3u;
    outputBuffer[6u] = 4294967295u;
    float t_2 = inputBuffer[2u];
    outputBuffer[7u] = asuint(t_2);
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
