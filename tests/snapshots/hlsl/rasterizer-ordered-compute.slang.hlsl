static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> values : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> scratch : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = values[t_1];
    values[t_1] = t_2 * 10u + t_1;
    uint t_3 = values[t_1];
    scratch[t_1 * 4u >> (2u & 31u)] = t_3 + 100u;
    uint t_4 = values[t_1];
    outputBuffer[t_1] = t_4;
    uint t_5 = scratch[t_1 * 4u >> (2u & 31u)];
    outputBuffer[4u + t_1] = t_5;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
