static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> squares : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> halves : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    squares[t_1] = t_1 * t_1 + 1u;
    halves[t_1] = (float)t_1 / 2.0f;
    return;
}
[numthreads(3, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
