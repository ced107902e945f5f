static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<uint> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    outputBuffer[0u] = asint(t);
    outputBuffer[1u] = asint(t_1);
    outputBuffer[2u] = (int)(asfloat(t_2) * 10.0f);
    uint t_3 = input[3u];
    outputBuffer[3u] = (int)t_3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
