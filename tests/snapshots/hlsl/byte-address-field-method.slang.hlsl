static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> input : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = input[1u];
    uint t_1 = input[2u];
    outputBuffer[0u] = (int)t;
    outputBuffer[1u] = (int)t_1;
    uint t_2 = input[3u];
    outputBuffer[2u] = (int)(asfloat(t_2) * 100.0f);
    input[0u] = 7u;
    uint t_3 = input[0u];
    outputBuffer[3u] = (int)t_3;
    uint t_4 = input[2u];
    outputBuffer[4u] = (int)t_4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
