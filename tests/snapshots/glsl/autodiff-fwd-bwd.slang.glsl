#version 450
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
h_fwd_Result h_fwd(float p, float p_1, float p_2, float p_3);
void main();
h_fwd_Result h_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p + p_2;
    float t_1 = p_1 + p_3;
    float t_2 = p - p_2;
    float m;
    float t_3;
    if (p > 1.0) {
        float t_4 = sin(p);
        float t_5 = t * t_4;
        float t_6 = t_4 * t_1 + t * (cos(p) * p_1);
        m = t_5;
        t_3 = t_6;
    } else {
        float t_7 = t;
        float t_8 = t_1;
        m = t_7;
        t_3 = t_8;
    }
    float t_9 = 2.0 * p;
    return h_fwd_Result(m * t_2 + t_9 * p_2, t_2 * t_3 + m * (p_1 + -p_3) + (p_2 * (2.0 * p_1) + t_9 * p_3));
}
void main() {
    h_fwd_Result t_10 = h_fwd(2.0, 1.0, 1.5, 0.0);
    outputBuffer.data[0u] = t_10.d;
    h_fwd_Result t_11 = h_fwd(2.0, 1.0, 1.5, 1.0);
    outputBuffer.data[1u] = t_11.d;
    outputBuffer.data[2u] = 5.908932;
    outputBuffer.data[3u] = 1.2721078;
    h_fwd_Result t_12 = h_fwd(2.0, 1.0, 1.5, 0.0);
    outputBuffer.data[4u] = t_12.p;
    return;
}
