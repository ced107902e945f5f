#include <metal_stdlib>
using namespace metal;
struct Index
{
    uint i;
};
struct DifferentialPtrPair_Index_
{
    Index p;
    Index d;
};
struct f_bwd_Grads
{
    float f0;
};
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n);
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4, device float* data_1, device float* outputBuffer_1);
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n) {
    uint t = uint(n);
    return DifferentialPtrPair_Index_{Index{p.p.i + t}, Index{p.d.i + t}};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* data [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    f_bwd_Grads t_1 = f_bwd(Index{2u}, 10.0f, Index{4u}, 3.0f, data, outputBuffer);
    outputBuffer[0u] = t_1.f0;
    return;
}
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4, device float* data_1, device float* outputBuffer_1) {
    uint t_2 = p_1.i + 1u;
    float t_3 = data_1[t_2];
    DifferentialPtrPair_Index_ t_4 = DifferentialPtrPair_Index_{p_1, p_3};
    DifferentialPtrPair_Index_ t_5 = Index_shifted_fwd(t_4, 1);
    DifferentialPtrPair_Index_ t_6 = Index_shifted_fwd(DifferentialPtrPair_Index_{Index{t_2}, t_5.d}, 2);
    float t_7 = outputBuffer_1[t_6.d.i];
    outputBuffer_1[t_6.d.i] = t_7 + 2.0f * p_4;
    DifferentialPtrPair_Index_ t_8 = Index_shifted_fwd(t_4, 1);
    float t_9 = outputBuffer_1[t_8.d.i];
    outputBuffer_1[t_8.d.i] = t_9 + p_2 * p_4;
    return f_bwd_Grads{t_3 * p_4};
}
