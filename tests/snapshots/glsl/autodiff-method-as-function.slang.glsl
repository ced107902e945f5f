#version 450
struct P_f_fwd_Result
{
    float p;
    float d;
};
struct P
{
    float a;
    float b;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3);
void main();
P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = p.b;
    float t_2 = t * p_2;
    return P_f_fwd_Result(t_2 * p_2 + t_1 * p_2, p_2 * (p_2 * p_1.a + t * p_3) + t_2 * p_3 + (p_2 * p_1.b + t_1 * p_3));
}
void main() {
    P_f_fwd_Result t_3 = P_f_fwd(P(2.0, 3.0), P(1.0, 0.5), 1.5, 2.0);
    outputBuffer.data[0u] = t_3.p;
    outputBuffer.data[1u] = t_3.d;
    outputBuffer.data[2u] = 2.25;
    outputBuffer.data[3u] = 1.5;
    outputBuffer.data[4u] = 9.0;
    outputBuffer.data[5u] = 2.6327477;
    outputBuffer.data[6u] = 5.2654953;
    return;
}
