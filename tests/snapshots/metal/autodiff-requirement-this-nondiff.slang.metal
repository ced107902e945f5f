#include <metal_stdlib>
using namespace metal;
struct viaTimes_fwd_Result
{
    float p;
    float d;
};
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3);
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 0.0f;
    outputBuffer[1u] = 0.0f;
    outputBuffer[2u] = 0.0f;
    outputBuffer[3u] = 4.0f;
    outputBuffer[4u] = 0.0f;
    outputBuffer[5u] = 4.0f;
    outputBuffer[6u] = 0.0f;
    viaTimes_fwd_Result t = viaTimes_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer[7u] = t.d;
    viaTimes_fwd_Result t_1 = viaTimes_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer[8u] = t_1.d;
    outputBuffer[9u] = 20.0f;
    return;
}
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3) {
    return viaTimes_fwd_Result{p * p_2, p_2 * 0.0f + p * p_3};
}
