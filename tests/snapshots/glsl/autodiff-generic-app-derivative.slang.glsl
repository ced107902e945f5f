#version 450
struct twice_bwd_Grads
{
    float f0;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
twice_bwd_Grads twice_bwd(float p, float p_1);
twice_fwd_Result twice_fwd(float p_2, float p_3);
void main();
twice_bwd_Grads twice_bwd(float p, float p_1) {
    return twice_bwd_Grads(p * 2.0 * p_1 + p * p_1 * 5.0);
}
twice_fwd_Result twice_fwd(float p_2, float p_3) {
    float t = p_2 * 2.0;
    return twice_fwd_Result(t * p_2, p_2 * (p_3 * 5.0) + t * p_3);
}
void main() {
    outputBuffer.data[0u] = 10.0;
    twice_bwd_Grads t_1 = twice_bwd(3.0, 1.0);
    outputBuffer.data[1u] = t_1.f0;
    twice_fwd_Result t_2 = twice_fwd(3.0, 1.0);
    outputBuffer.data[2u] = t_2.d;
    return;
}
