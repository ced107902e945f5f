#version 450
struct S_eval_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3);
void main();
S_eval_fwd_Result S_eval_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = t * p_1.a;
    float t_2 = p_2 * p_2;
    float t_3 = p_2 * p_3;
    return S_eval_fwd_Result(t * t + t_2 * p_2, t_1 + t_1 + (p_2 * (t_3 + t_3) + t_2 * p_3));
}
void main() {
    S_eval_fwd_Result t_4 = S_eval_fwd(S(2.0), S(0.0), 3.0, 1.0);
    outputBuffer.data[0u] = t_4.p;
    outputBuffer.data[1u] = t_4.d;
    outputBuffer.data[2u] = 27.0;
    S_eval_fwd_Result t_5 = S_eval_fwd(S(2.0), S(0.0), 1.0, 2.0);
    outputBuffer.data[3u] = t_5.d;
    return;
}
