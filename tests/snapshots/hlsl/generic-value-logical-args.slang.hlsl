static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    output[0u] = 0;
    output[1u] = 37;
    output[2u] = 70;
    output[3u] = 44;
    output[4u] = 1;
    output[5u] = 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
