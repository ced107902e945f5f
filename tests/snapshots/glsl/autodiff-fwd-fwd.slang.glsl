#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3);
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8);
void main();
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12);
cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p * p;
    float t_1 = p * p_1;
    float t_2 = t_1 + t_1;
    float t_3 = p * p_2;
    float t_4 = p_2 * p_1 + p * p_3;
    float t_5 = t_3 + t_3;
    return cube_fwd_fwd_Result(cube_fwd_Result(t * p, p * t_5 + t * p_2), cube_fwd_Result(p * t_2 + t * p_1, t_5 * p_1 + p * (t_4 + t_4) + (p_2 * t_2 + t * p_3)));
}
g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int p_8) {
    cube_fwd_fwd_Result t_6 = cube_fwd_fwd(p_4, p_5, p_6, p_7);
    cube_fwd_Result t_7 = t_6.p;
    cube_fwd_Result t_8 = t_6.d;
    float t_9 = float(p_8);
    float t_10 = exp(p_4);
    float t_11 = t_10 * p_5;
    return g_fwd_fwd_Result(g_fwd_Result(t_7.p * t_9 + t_10, t_9 * t_7.d + t_10 * p_6), g_fwd_Result(t_9 * t_8.p + t_11, t_9 * t_8.d + (p_6 * t_11 + t_10 * p_7)));
}
void main() {
    g_fwd_fwd_Result t_12 = g_fwd_fwd(1.0, 1.0, 1.0, 0.0, 2);
    g_fwd_Result t_13 = t_12.p;
    g_fwd_Result t_14 = t_12.d;
    outputBuffer.data[0u] = t_13.p;
    outputBuffer.data[1u] = t_13.d;
    outputBuffer.data[2u] = t_14.p;
    outputBuffer.data[3u] = t_14.d;
    outputBuffer.data[4u] = 1.0;
    sqrt_intrinsic_0_fwd_fwd_Result t_15 = sqrt_intrinsic_0_fwd_fwd(4.0, 1.0, 1.0, 0.0);
    outputBuffer.data[5u] = t_15.d.d;
    return;
}
sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12) {
    float t_16 = 1e-7;
    float t_17 = isnan(t_16) ? p_9 : isnan(p_9) ? t_16 : max(t_16, p_9);
    float t_18 = sqrt(t_17);
    float t_19 = 0.5 / t_18;
    float t_20 = 1e-7;
    return sqrt_intrinsic_0_fwd_fwd_Result(sqrt_intrinsic_0_fwd_Result(sqrt(p_9), t_19 * p_11), sqrt_intrinsic_0_fwd_Result(t_19 * p_10, p_11 * (-(t_19 / t_18) * (0.5 / sqrt(isnan(t_20) ? t_17 : isnan(t_17) ? t_20 : max(t_20, t_17)) * ((p_9 > 1e-7 ? 1.0 : 1e-7 == p_9 ? 0.5 : 0.0) * p_10))) + t_19 * p_12));
}
