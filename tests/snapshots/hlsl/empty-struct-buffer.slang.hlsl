static uint3 GlobalInvocationId;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> result : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    result[t_1] = (float)t_1 * 2.5f + 1.0f;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
