#include <metal_stdlib>
using namespace metal;
struct f_bwd_Grads
{
    float f0;
};
struct f_fwd_Result
{
    float p;
    float d;
};
f_bwd_Grads f_bwd(float p, float p_1);
f_fwd_Result f_fwd(float p_2, float p_3);
f_bwd_Grads f_bwd(float p, float p_1) {
    int t;
    for (;;) {
        if (p < 1.0f) {
            t = 0;
            break;
        }
        t = 1;
        break;
    }
    bool t_1 = t == 0;
    bool t_2 = select(0, 2, t_1) == 0;
    float t_3 = p * select(p_1, 0.0f, t_2);
    return f_bwd_Grads{select(0.0f, 3.0f * p_1, t_2) + select(0.0f, t_3 + t_3, t_1)};
}
f_fwd_Result f_fwd(float p_2, float p_3) {
    int t_4;
    for (;;) {
        if (p_2 < 1.0f) {
            t_4 = 0;
            break;
        }
        t_4 = 1;
        break;
    }
    if (t_4 == 0) {
        float t_5 = p_2 * p_3;
        return f_fwd_Result{p_2 * p_2, t_5 + t_5};
    }
    return f_fwd_Result{3.0f * p_2, 3.0f * p_3};
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    f_fwd_Result t_6 = f_fwd(0.5f, 1.0f);
    outputBuffer[0u] = t_6.d;
    f_fwd_Result t_7 = f_fwd(2.0f, 1.0f);
    outputBuffer[1u] = t_7.d;
    f_bwd_Grads t_8 = f_bwd(0.25f, 2.0f);
    outputBuffer[2u] = t_8.f0;
    f_bwd_Grads t_9 = f_bwd(4.0f, 2.0f);
    outputBuffer[3u] = t_9.f0;
    return;
}
