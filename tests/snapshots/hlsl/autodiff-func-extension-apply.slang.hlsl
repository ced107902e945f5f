struct DifferentialPair_float_
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void _func_extension_bwd_diff_834(inout DifferentialPair_float_ a, inout DifferentialPair_float_ b, float p);
void computeMain_1();
void _func_extension_bwd_diff_1143(inout DifferentialPair_float_ x, float _func_extension_dOut);
void _func_extension_bwd_diff_834(inout DifferentialPair_float_ a, inout DifferentialPair_float_ b, float p) {
    float t = a.p;
    float t_1 = b.p;
    float t_2 = 10.0f * p;
    float t_3 = a.p;
    DifferentialPair_float_ t_4 = {t_3, t_2 * t_1};
    a = t_4;
    float t_5 = b.p;
    DifferentialPair_float_ t_6 = {t_5, t_2 * t};
    b = t_6;
    return;
}
void computeMain_1() {
    DifferentialPair_float_ t_7 = {3.0f, 0.0f};
    DifferentialPair_float_ t_8 = {5.0f, 0.0f};
    DifferentialPair_float_ t_9 = (DifferentialPair_float_)0;
    t_9 = t_7;
    DifferentialPair_float_ t_10 = (DifferentialPair_float_)0;
    t_10 = t_8;
    _func_extension_bwd_diff_834(t_9, t_10, 2.0f);
    DifferentialPair_float_ t_11 = t_9;
    DifferentialPair_float_ t_12 = t_10;
    outputBuffer[0u] = t_11.d;
    outputBuffer[1u] = t_12.d;
    DifferentialPair_float_ t_13 = {1.5f, 0.0f};
    DifferentialPair_float_ t_14 = (DifferentialPair_float_)0;
    t_14 = t_13;
    _func_extension_bwd_diff_1143(t_14, 0.5f);
    DifferentialPair_float_ t_15 = t_14;
    outputBuffer[2u] = t_15.d;
    outputBuffer[3u] = 8.0f;
    return;
}
void _func_extension_bwd_diff_1143(inout DifferentialPair_float_ x, float _func_extension_dOut) {
    float t_16 = x.p;
    float t_17 = x.p;
    DifferentialPair_float_ t_18 = {t_17, 20.0f * _func_extension_dOut * t_16};
    x = t_18;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
