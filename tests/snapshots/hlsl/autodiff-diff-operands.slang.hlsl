struct useK_bwd_Grads
{
    float f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
useK_bwd_Grads useK_bwd(float p, float p_1);
void computeMain_1();
useK_bwd_Grads useK_bwd(float p, float p_1) {
    useK_bwd_Grads t = {5.0f * p_1 + 0.5f + (3.0f * p_1 + 0.5f)};
    return t;
}
void computeMain_1() {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 1.0f;
    outputBuffer[2u] = 12.0f;
    outputBuffer[3u] = 12.0f;
    useK_bwd_Grads t_1 = useK_bwd(1.0f, 1.0f);
    outputBuffer[4u] = t_1.f0;
    outputBuffer[5u] = 4.0f;
    outputBuffer[6u] = 7.0f;
    outputBuffer[7u] = 65.0f;
    outputBuffer[8u] = 2.0f;
    outputBuffer[9u] = 2.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
