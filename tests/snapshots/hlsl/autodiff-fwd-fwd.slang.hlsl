struct cube_fwd_Result
{
    float p;
    float d;
};
struct cube_fwd_fwd_Result
{
    cube_fwd_Result p;
    cube_fwd_Result d;
};
struct g_fwd_Result
{
    float p;
    float d;
};
struct g_fwd_fwd_Result
{
    g_fwd_Result p;
    g_fwd_Result d;
};
struct sqrt_intrinsic_0_fwd_Result
{
    float p;
    float d;
};
struct sqrt_intrinsic_0_fwd_fwd_Result
{
    sqrt_intrinsic_0_fwd_Result p;
    sqrt_intrinsic_0_fwd_Result d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3);
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8);
void computeMain_1();
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12);
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p * p;
    float t_1 = p * p_1;
    float t_2 = t_1 + t_1;
    float t_3 = p * p_2;
    float t_4 = p_2 * p_1 + p * p_3;
    float t_5 = t_3 + t_3;
    cube_fwd_Result t_6 = {t * p, p * t_5 + t * p_2};
    cube_fwd_Result t_7 = {p * t_2 + t * p_1, t_5 * p_1 + p * (t_4 + t_4) + (p_2 * t_2 + t * p_3)};
    cube_fwd_fwd_Result t_8 = {t_6, t_7};
    return t_8;
}
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8) {
    cube_fwd_fwd_Result t_9 = cube_fwd_fwd(p_4, p_5, p_6, p_7);
    cube_fwd_Result t_10 = t_9.p;
    cube_fwd_Result t_11 = t_9.d;
    float t_12 = (float)p_8;
    float t_13 = exp(p_4);
    float t_14 = t_13 * p_5;
    g_fwd_Result t_15 = {t_10.p * t_12 + t_13, t_12 * t_10.d + t_13 * p_6};
    g_fwd_Result t_16 = {t_12 * t_11.p + t_14, t_12 * t_11.d + (p_6 * t_14 + t_13 * p_7)};
    g_fwd_fwd_Result t_17 = {t_15, t_16};
    return t_17;
}
void computeMain_1() {
    g_fwd_fwd_Result t_18 = g_fwd_fwd(1.0f, 1.0f, 1.0f, 0.0f, 2);
    g_fwd_Result t_19 = t_18.p;
    g_fwd_Result t_20 = t_18.d;
    outputBuffer[0u] = t_19.p;
    outputBuffer[1u] = t_19.d;
    outputBuffer[2u] = t_20.p;
    outputBuffer[3u] = t_20.d;
    outputBuffer[4u] = 1.0f;
    sqrt_intrinsic_0_fwd_fwd_Result t_21 = sqrt_intrinsic_0_fwd_fwd(4.0f, 1.0f, 1.0f, 0.0f);
    sqrt_intrinsic_0_fwd_Result t_22 = t_21.d;
    outputBuffer[5u] = t_22.d;
    return;
}
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12) {
    float t_23 = max(1e-7f, p_9);
    float t_24 = sqrt(t_23);
    float t_25 = 0.5f / t_24;
    sqrt_intrinsic_0_fwd_Result t_26 = {sqrt(p_9), t_25 * p_11};
    sqrt_intrinsic_0_fwd_Result t_27 = {t_25 * p_10, p_11 * (-(t_25 / t_24) * (0.5f / sqrt(max(1e-7f, t_23)) * ((p_9 > 1e-7f ? 1.0f : 1e-7f == p_9 ? 0.5f : 0.0f) * p_10))) + t_25 * p_12};
    sqrt_intrinsic_0_fwd_fwd_Result t_28 = {t_26, t_27};
    return t_28;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
