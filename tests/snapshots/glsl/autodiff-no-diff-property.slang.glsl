#version 450
struct g_fwd_Result
{
    float p;
    float d;
};
struct S
{
    float a;
    float b;
};
struct h_fwd_Result
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3);
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7);
void main();
g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    return g_fwd_Result(2.0 * t + t * p_2, 0.0 + (p_2 * p_1.a + t * p_3));
}
h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7) {
    float t_1 = p_4.a;
    return h_fwd_Result(t_1 * p_6, t_1 * p_7);
}
void main() {
    outputBuffer.data[0u] = 15.0;
    outputBuffer.data[1u] = 7.0;
    g_fwd_Result t_2 = g_fwd(S(3.0, 5.0), S(1.0, 1.0), 2.0, 1.0);
    outputBuffer.data[2u] = t_2.p;
    outputBuffer.data[3u] = t_2.d;
    h_fwd_Result t_3 = h_fwd(S(3.0, 5.0), S(1.0, 1.0), 2.0, 0.5);
    outputBuffer.data[4u] = t_3.p;
    outputBuffer.data[5u] = t_3.d;
    return;
}
