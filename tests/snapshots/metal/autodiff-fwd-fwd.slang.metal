#include <metal_stdlib>
using namespace metal;
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
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3);
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8);
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12);
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p * p;
    float t_1 = p * p_1;
    float t_2 = t_1 + t_1;
    float t_3 = p * p_2;
    float t_4 = p_2 * p_1 + p * p_3;
    float t_5 = t_3 + t_3;
    return cube_fwd_fwd_Result{cube_fwd_Result{t * p, p * t_5 + t * p_2}, cube_fwd_Result{p * t_2 + t * p_1, t_5 * p_1 + p * (t_4 + t_4) + (p_2 * t_2 + t * p_3)}};
}
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8) {
    cube_fwd_fwd_Result t_6 = cube_fwd_fwd(p_4, p_5, p_6, p_7);
    cube_fwd_Result t_7 = t_6.p;
    cube_fwd_Result t_8 = t_6.d;
    float t_9 = float(p_8);
    float t_10 = exp(p_4);
    float t_11 = t_10 * p_5;
    return g_fwd_fwd_Result{g_fwd_Result{t_7.p * t_9 + t_10, t_9 * t_7.d + t_10 * p_6}, g_fwd_Result{t_9 * t_8.p + t_11, t_9 * t_8.d + (p_6 * t_11 + t_10 * p_7)}};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    g_fwd_fwd_Result t_12 = g_fwd_fwd(1.0f, 1.0f, 1.0f, 0.0f, 2);
    g_fwd_Result t_13 = t_12.p;
    g_fwd_Result t_14 = t_12.d;
    outputBuffer[0u] = t_13.p;
    outputBuffer[1u] = t_13.d;
    outputBuffer[2u] = t_14.p;
    outputBuffer[3u] = t_14.d;
    outputBuffer[4u] = 1.0f;
    sqrt_intrinsic_0_fwd_fwd_Result t_15 = sqrt_intrinsic_0_fwd_fwd(4.0f, 1.0f, 1.0f, 0.0f);
    outputBuffer[5u] = t_15.d.d;
    return;
}
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12) {
    float t_16 = max(1e-7f, p_9);
    float t_17 = sqrt(t_16);
    float t_18 = 0.5f / t_17;
    return sqrt_intrinsic_0_fwd_fwd_Result{sqrt_intrinsic_0_fwd_Result{sqrt(p_9), t_18 * p_11}, sqrt_intrinsic_0_fwd_Result{t_18 * p_10, p_11 * (-(t_18 / t_17) * (0.5f / sqrt(max(1e-7f, t_16)) * (select(select(0.0f, 0.5f, 1e-7f == p_9), 1.0f, p_9 > 1e-7f) * p_10))) + t_18 * p_12}};
}
