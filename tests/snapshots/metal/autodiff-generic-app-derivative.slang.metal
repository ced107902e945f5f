#include <metal_stdlib>
using namespace metal;
struct twice_bwd_Grads
{
    float f0;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
twice_bwd_Grads twice_bwd(float p, float p_1);
twice_fwd_Result twice_fwd(float p_2, float p_3);
twice_bwd_Grads twice_bwd(float p, float p_1) {
    return twice_bwd_Grads{p * 2.0f * p_1 + p * p_1 * 5.0f};
}
twice_fwd_Result twice_fwd(float p_2, float p_3) {
    float t = p_2 * 2.0f;
    return twice_fwd_Result{t * p_2, p_2 * (p_3 * 5.0f) + t * p_3};
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 10.0f;
    twice_bwd_Grads t_1 = twice_bwd(3.0f, 1.0f);
    outputBuffer[1u] = t_1.f0;
    twice_fwd_Result t_2 = twice_fwd(3.0f, 1.0f);
    outputBuffer[2u] = t_2.d;
    return;
}
