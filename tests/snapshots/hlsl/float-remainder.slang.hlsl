static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> operands : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = 2u * t_1;
    float t_3 = operands[t_2];
    float t_4 = operands[t_2 + 1u];
    outputBuffer[t_1] = t_3 - t_4 * trunc(t_3 / t_4);
    return;
}
[numthreads(6, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
