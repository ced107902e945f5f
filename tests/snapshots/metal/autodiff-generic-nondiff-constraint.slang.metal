#include <metal_stdlib>
using namespace metal;
struct S_eval_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
};
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3);
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = t * p_1.a;
    float t_2 = p_2 * p_2;
    float t_3 = p_2 * p_3;
    return S_eval_fwd_Result{t * t + t_2 * p_2, t_1 + t_1 + (p_2 * (t_3 + t_3) + t_2 * p_3)};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    S_eval_fwd_Result t_4 = S_eval_fwd(S{2.0f}, S{0.0f}, 3.0f, 1.0f);
    outputBuffer[0u] = t_4.p;
    outputBuffer[1u] = t_4.d;
    outputBuffer[2u] = 27.0f;
    S_eval_fwd_Result t_5 = S_eval_fwd(S{2.0f}, S{0.0f}, 1.0f, 2.0f);
    outputBuffer[3u] = t_5.d;
    return;
}
