struct viaMethod_bwd_Grads
{
    float f0;
};
struct Sink
{
    int index;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> gradBuffer : register(u1, space0);
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2);
void computeMain_1();
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2) {
    float t = p_1 * p_2;
    float t_1 = gradBuffer[(uint)p.index];
    viaMethod_bwd_Grads t_2 = {t + t + t_1};
    return t_2;
}
void computeMain_1() {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 4.0f;
    outputBuffer[3u] = 4.0f;
    Sink t_3 = {2};
    viaMethod_bwd_Grads t_4 = viaMethod_bwd(t_3, 3.0f, 1.0f);
    outputBuffer[4u] = t_4.f0;
    outputBuffer[5u] = 6.0f;
    outputBuffer[6u] = 12.0f;
    outputBuffer[7u] = 6.0f;
    outputBuffer[8u] = 27.0f;
    outputBuffer[9u] = 15.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
