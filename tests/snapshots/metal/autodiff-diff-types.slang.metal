#include <metal_stdlib>
using namespace metal;
struct viaMethod_bwd_Grads
{
    float f0;
};
struct Sink
{
    int index;
};
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2, device float* gradBuffer_1);
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2, device float* gradBuffer_1) {
    float t = p_1 * p_2;
    float t_1 = gradBuffer_1[uint(p.index)];
    return viaMethod_bwd_Grads{t + t + t_1};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]], device float* gradBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 4.0f;
    outputBuffer[3u] = 4.0f;
    viaMethod_bwd_Grads t_2 = viaMethod_bwd(Sink{2}, 3.0f, 1.0f, gradBuffer);
    outputBuffer[4u] = t_2.f0;
    outputBuffer[5u] = 6.0f;
    outputBuffer[6u] = 12.0f;
    outputBuffer[7u] = 6.0f;
    outputBuffer[8u] = 27.0f;
    outputBuffer[9u] = 15.0f;
    return;
}
