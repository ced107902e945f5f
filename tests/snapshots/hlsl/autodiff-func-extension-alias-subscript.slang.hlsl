struct Weight_float_
{
    float k;
};
struct DifferentialPair_Weight_float_
{
    Weight_float_ p;
    Weight_float_ d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Row
{
    float3 v;
};
struct DifferentialPair_Row_
{
    Row p;
    Row d;
};
struct pick_bwd_Grads
{
    Row f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void _func_extension_bwd_diff_916(inout DifferentialPair_Weight_float_ _func_extension_this, inout DifferentialPair_float_ x, float p);
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i);
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4);
void computeMain_1();
void _func_extension_bwd_diff_916(inout DifferentialPair_Weight_float_ _func_extension_this, inout DifferentialPair_float_ x, float p) {
    Weight_float_ t = _func_extension_this.p;
    float t_1 = x.p;
    Weight_float_ t_2 = {p * t_1 * t_1};
    Weight_float_ t_3 = _func_extension_this.p;
    DifferentialPair_Weight_float_ t_4 = {t_3, t_2};
    _func_extension_this = t_4;
    float t_5 = x.p;
    DifferentialPair_float_ t_6 = {t_5, p * 2.0f * t.k * t_1};
    x = t_6;
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i) {
    float3 self = (float3)0.0f;
    Row t_7 = p_1.p;
    Row t_8 = p_1.d;
    self = t_8.v;
    float3 this_1 = (float3)0.0f;
    this_1 = t_7.v;
    float t_9 = this_1[i];
    float t_10 = self[i];
    DifferentialPair_float_ t_11 = {t_9 * 3.0f, t_10 * 3.0f};
    return t_11;
}
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4) {
    float3 this_2 = (float3)0.0f;
    float3 t_12 = p_2.v;
    this_2 = t_12;
    float t_13 = this_2[p_3];
    float3 this_3 = (float3)0.0f;
    this_3 = t_12;
    float t_14 = this_3[p_3];
    float3 d = (float3)0.0f;
    d = float3(0.0f, 0.0f, 0.0f);
    d[p_3] = t_13 * 3.0f * p_4 * 3.0f;
    float3 t_15 = d;
    float3 d_1 = (float3)0.0f;
    d_1 = float3(0.0f, 0.0f, 0.0f);
    d_1[p_3] = t_14 * 3.0f * p_4 * 3.0f;
    float3 t_16 = d_1;
    Row t_17 = {t_15 + t_16};
    pick_bwd_Grads t_18 = {t_17};
    return t_18;
}
void computeMain_1() {
    DifferentialPair_Weight_float_ t_19 = {{2.0f}, {0.0f}};
    DifferentialPair_float_ t_20 = {5.0f, 0.0f};
    DifferentialPair_Weight_float_ t_21 = (DifferentialPair_Weight_float_)0;
    t_21 = t_19;
    DifferentialPair_float_ t_22 = (DifferentialPair_float_)0;
    t_22 = t_20;
    _func_extension_bwd_diff_916(t_21, t_22, 1.0f);
    DifferentialPair_Weight_float_ t_23 = t_21;
    Weight_float_ t_24 = t_23.d;
    DifferentialPair_float_ t_25 = t_22;
    outputBuffer[0u] = t_24.k;
    outputBuffer[1u] = t_25.d;
    DifferentialPair_Row_ t_26 = {{float3(1.0f, 2.0f, 4.0f)}, {float3(0.0f, 0.5f, 0.0f)}};
    DifferentialPair_float_ t_27 = _func_extension_fwd_diff_1177(t_26, 1);
    float t_28 = t_27.p;
    DifferentialPair_float_ t_29 = _func_extension_fwd_diff_1177(t_26, 1);
    float t_30 = t_29.p;
    outputBuffer[2u] = t_28 * t_30;
    outputBuffer[3u] = t_30 * t_27.d + t_28 * t_29.d;
    Row t_31 = {float3(1.0f, 2.0f, 4.0f)};
    pick_bwd_Grads t_32 = pick_bwd(t_31, 2, 1.0f);
    Row t_33 = t_32.f0;
    float3 t_34 = t_33.v;
    outputBuffer[4u] = t_34.x;
    outputBuffer[5u] = t_34.y;
    outputBuffer[6u] = t_34.z;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
