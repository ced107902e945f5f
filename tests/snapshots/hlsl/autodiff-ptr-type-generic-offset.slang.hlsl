struct Index
{
    uint i;
};
struct DifferentialPtrPair_Index_
{
    Index p;
    Index d;
};
struct f_bwd_Grads
{
    float f0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> data : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n);
void computeMain_1();
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4);
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n) {
    Index t = p.p;
    Index t_1 = p.d;
    uint t_2 = (uint)n;
    Index t_3 = {t.i + t_2};
    Index t_4 = {t_1.i + t_2};
    DifferentialPtrPair_Index_ t_5 = {t_3, t_4};
    return t_5;
}
void computeMain_1() {
    Index t_6 = {2u};
    Index t_7 = {4u};
    f_bwd_Grads t_8 = f_bwd(t_6, 10.0f, t_7, 3.0f);
    outputBuffer[0u] = t_8.f0;
    return;
}
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4) {
    uint t_9 = p_1.i + 1u;
    Index t_10 = {t_9};
    float t_11 = data[t_9];
    DifferentialPtrPair_Index_ t_12 = {p_1, p_3};
    DifferentialPtrPair_Index_ t_13 = Index_shifted_fwd(t_12, 1);
    Index t_14 = t_13.d;
    DifferentialPtrPair_Index_ t_15 = {t_10, t_14};
    DifferentialPtrPair_Index_ t_16 = Index_shifted_fwd(t_15, 2);
    Index t_17 = t_16.d;
    float t_18 = outputBuffer[t_17.i];
    outputBuffer[t_17.i] = t_18 + 2.0f * p_4;
    DifferentialPtrPair_Index_ t_19 = Index_shifted_fwd(t_12, 1);
    Index t_20 = t_19.d;
    float t_21 = outputBuffer[t_20.i];
    outputBuffer[t_20.i] = t_21 + p_2 * p_4;
    f_bwd_Grads t_22 = {t_11 * p_4};
    return t_22;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
