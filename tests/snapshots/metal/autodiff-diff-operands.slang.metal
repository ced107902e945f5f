#include <metal_stdlib>
using namespace metal;
struct useK_bwd_Grads
{
    float f0;
};
useK_bwd_Grads useK_bwd(float p, float p_1);
useK_bwd_Grads useK_bwd(float p, float p_1) {
    return useK_bwd_Grads{5.0f * p_1 + 0.5f + (3.0f * p_1 + 0.5f)};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 1.0f;
    outputBuffer[2u] = 12.0f;
    outputBuffer[3u] = 12.0f;
    useK_bwd_Grads t = useK_bwd(1.0f, 1.0f);
    outputBuffer[4u] = t.f0;
    outputBuffer[5u] = 4.0f;
    outputBuffer[6u] = 7.0f;
    outputBuffer[7u] = 65.0f;
    outputBuffer[8u] = 2.0f;
    outputBuffer[9u] = 2.0f;
    return;
}
