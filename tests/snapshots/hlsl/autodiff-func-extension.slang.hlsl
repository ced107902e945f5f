struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Pt
{
    float u;
    float v;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
struct Scale
{
    float k;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x);
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p);
void _func_extension_bwd_diff_1543(inout DifferentialPair_Pt_ self, float dOut);
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1);
void computeMain_1();
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x) {
    float t = x.p;
    DifferentialPair_float_ t_1 = {t * t * t * t, 40.0f * t * t * t * x.d};
    return t_1;
}
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p) {
    Pt t_2 = p.p;
    float t_3 = t_2.u;
    float t_4 = t_2.v;
    Pt t_5 = p.d;
    DifferentialPair_float_ t_6 = {t_3 * t_4, 10.0f * (t_5.u * t_4 + t_3 * t_5.v)};
    return t_6;
}
void _func_extension_bwd_diff_1543(inout DifferentialPair_Pt_ self, float dOut) {
    float t_7 = 10.0f * dOut;
    float t_8 = self.p.v;
    float t_9 = self.p.u;
    Pt t_10 = {t_7 * t_8, t_7 * t_9};
    Pt t_11 = self.p;
    DifferentialPair_Pt_ t_12 = {t_11, t_10};
    self = t_12;
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1) {
    float t_13 = self_1.k;
    DifferentialPair_float_ t_14 = {t_13 * x_1.p, 10.0f * t_13 * x_1.d};
    return t_14;
}
void computeMain_1() {
    DifferentialPair_float_ t_15 = {2.0f, 0.5f};
    DifferentialPair_float_ t_16 = _func_extension_fwd_diff_710(t_15);
    outputBuffer[0u] = t_16.p;
    outputBuffer[1u] = t_16.d;
    outputBuffer[2u] = 2160.0f;
    outputBuffer[3u] = 3.0f;
    outputBuffer[4u] = 5.0f;
    DifferentialPair_Pt_ t_17 = {{2.0f, 5.0f}, {1.0f, 3.0f}};
    DifferentialPair_float_ t_18 = _func_extension_fwd_diff_1360(t_17);
    outputBuffer[5u] = t_18.p;
    outputBuffer[6u] = t_18.d;
    DifferentialPair_Pt_ t_19 = (DifferentialPair_Pt_)0;
    t_19 = t_17;
    _func_extension_bwd_diff_1543(t_19, 0.5f);
    DifferentialPair_Pt_ t_20 = t_19;
    Pt t_21 = t_20.d;
    outputBuffer[7u] = t_21.u;
    outputBuffer[8u] = t_21.v;
    Scale t_22 = {4.0f};
    DifferentialPair_float_ t_23 = {1.0f, 0.75f};
    DifferentialPair_float_ t_24 = _func_extension_fwd_diff_1807(t_22, t_23);
    outputBuffer[9u] = t_24.p;
    outputBuffer[10u] = t_24.d;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
