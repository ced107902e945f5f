#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} data;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n);
void main();
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4);
DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int n) {
    uint t = uint(n);
    return DifferentialPtrPair_Index_(Index(p.p.i + t), Index(p.d.i + t));
}
void main() {
    f_bwd_Grads t_1 = f_bwd(Index(2u), 10.0, Index(4u), 3.0);
    outputBuffer.data[0u] = t_1.f0;
    return;
}
f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4) {
    uint t_2 = p_1.i + 1u;
    float t_3 = data.data[t_2];
    DifferentialPtrPair_Index_ t_4 = DifferentialPtrPair_Index_(p_1, p_3);
    DifferentialPtrPair_Index_ t_5 = Index_shifted_fwd(t_4, 1);
    DifferentialPtrPair_Index_ t_6 = Index_shifted_fwd(DifferentialPtrPair_Index_(Index(t_2), t_5.d), 2);
    float t_7 = outputBuffer.data[t_6.d.i];
    outputBuffer.data[t_6.d.i] = t_7 + 2.0 * p_4;
    DifferentialPtrPair_Index_ t_8 = Index_shifted_fwd(t_4, 1);
    float t_9 = outputBuffer.data[t_8.d.i];
    outputBuffer.data[t_8.d.i] = t_9 + p_2 * p_4;
    return f_bwd_Grads(t_3 * p_4);
}
