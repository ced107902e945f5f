struct DifferentialPair_float_
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
DifferentialPair_float_ dcube(DifferentialPair_float_ x);
void computeMain_1() {
    DifferentialPair_float_ t = {2.0f, 0.5f};
    DifferentialPair_float_ t_1 = dcube(t);
    outputBuffer[0u] = t_1.p;
    outputBuffer[1u] = t_1.d;
    DifferentialPair_float_ t_2 = {-1.0f, 2.0f};
    DifferentialPair_float_ t_3 = dcube(t_2);
    outputBuffer[2u] = t_3.p;
    outputBuffer[3u] = t_3.d;
    outputBuffer[4u] = 15.0f;
    return;
}
DifferentialPair_float_ dcube(DifferentialPair_float_ x) {
    float t_4 = x.p;
    DifferentialPair_float_ t_5 = {t_4 * t_4 * t_4, 3.0f * t_4 * t_4 * x.d};
    return t_5;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
