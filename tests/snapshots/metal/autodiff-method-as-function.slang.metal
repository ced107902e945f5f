#include <metal_stdlib>
using namespace metal;
struct P_f_fwd_Result
{
    float p;
    float d;
};
struct P
{
    float a;
    float b;
};
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3);
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = p.b;
    float t_2 = t * p_2;
    return P_f_fwd_Result{t_2 * p_2 + t_1 * p_2, p_2 * (p_2 * p_1.a + t * p_3) + t_2 * p_3 + (p_2 * p_1.b + t_1 * p_3)};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    P_f_fwd_Result t_3 = P_f_fwd(P{2.0f, 3.0f}, P{1.0f, 0.5f}, 1.5f, 2.0f);
    outputBuffer[0u] = t_3.p;
    outputBuffer[1u] = t_3.d;
    outputBuffer[2u] = 2.25f;
    outputBuffer[3u] = 1.5f;
    outputBuffer[4u] = 9.0f;
    outputBuffer[5u] = 2.6327477f;
    outputBuffer[6u] = 5.2654953f;
    return;
}
