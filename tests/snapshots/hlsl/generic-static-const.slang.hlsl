static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    output[0u] = 17;
    output[1u] = -5;
    output[2u] = 22;
    output[3u] = -9;
    output[4u] = 7;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
