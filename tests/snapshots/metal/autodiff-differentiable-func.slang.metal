#include <metal_stdlib>
using namespace metal;
struct viaGeneric_fwd_Result
{
    float p;
    float d;
};
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3);
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 8.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 54.0f;
    outputBuffer[3u] = 5.0f;
    outputBuffer[4u] = 3.0f;
    viaGeneric_fwd_Result t = viaGeneric_fwd(2.0f, 1.0f, 5.0f, 1.0f);
    outputBuffer[5u] = t.d;
    return;
}
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3) {
    return viaGeneric_fwd_Result{p * p_2 + p_2, p_2 * p_1 + p * p_3 + p_3};
}
