#include <metal_stdlib>
using namespace metal;
struct outer_fwd_Result
{
    float p;
    float d;
};
outer_fwd_Result outer_fwd(float p, float p_1, device float* buf_1);
outer_fwd_Result outer_fwd(float p, float p_1, device float* buf_1) {
    float t = buf_1[1u];
    float t_1 = t * 2.0f;
    float t_2 = buf_1[0u];
    return outer_fwd_Result{t_1 * p + t_2 * 2.0f, p * 22.0f + t_1 * p_1 + 20.0f};
}
kernel void computeMain(const device float* buf [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    outer_fwd_Result t_3 = outer_fwd(3.0f, 0.0f, buf);
    outputBuffer[0u] = t_3.d;
    outer_fwd_Result t_4 = outer_fwd(3.0f, 1.0f, buf);
    outputBuffer[1u] = t_4.d;
    outer_fwd_Result t_5 = outer_fwd(3.0f, 1.0f, buf);
    outputBuffer[2u] = t_5.p;
    return;
}
