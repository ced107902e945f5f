#include <metal_stdlib>
using namespace metal;
struct g_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
    float b;
};
struct h_fwd_Result
{
    float p;
    float d;
};
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3);
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7);
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    return g_fwd_Result{2.0f * t + t * p_2, 0.0f + (p_2 * p_1.a + t * p_3)};
}
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7) {
    float t_1 = p_4.a;
    return h_fwd_Result{t_1 * p_6, t_1 * p_7};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 7.0f;
    g_fwd_Result t_2 = g_fwd(S{3.0f, 5.0f}, S{1.0f, 1.0f}, 2.0f, 1.0f);
    outputBuffer[2u] = t_2.p;
    outputBuffer[3u] = t_2.d;
    h_fwd_Result t_3 = h_fwd(S{3.0f, 5.0f}, S{1.0f, 1.0f}, 2.0f, 0.5f);
    outputBuffer[4u] = t_3.p;
    outputBuffer[5u] = t_3.d;
    return;
}
