struct DifferentialPair_float_
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y);
void computeMain_1();
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y) {
    float t = x.p;
    float t_1 = y.p;
    float t_2 = sqrt(t * t + t_1 * t_1);
    DifferentialPair_float_ t_3 = {t_2, (t * x.d + t_1 * y.d) / t_2};
    return t_3;
}
void computeMain_1() {
    DifferentialPair_float_ t_4 = {3.0f, 1.0f};
    DifferentialPair_float_ t_5 = {4.0f, 0.0f};
    DifferentialPair_float_ t_6 = hyp_fwd(t_4, t_5);
    outputBuffer[0u] = t_6.p;
    outputBuffer[1u] = t_6.d;
    DifferentialPair_float_ t_7 = {6.0f, 0.5f};
    DifferentialPair_float_ t_8 = {8.0f, 2.0f};
    DifferentialPair_float_ t_9 = hyp_fwd(t_7, t_8);
    outputBuffer[2u] = t_9.p;
    outputBuffer[3u] = t_9.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
