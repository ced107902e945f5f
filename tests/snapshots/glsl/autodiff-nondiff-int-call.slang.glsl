#version 450
struct f_bwd_Grads
{
    float f0;
};
struct f_fwd_Result
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
f_bwd_Grads f_bwd(float p, float p_1);
f_fwd_Result f_fwd(float p_2, float p_3);
void main();
f_bwd_Grads f_bwd(float p, float p_1) {
    int t;
    for (;;) {
        if (p < 1.0) {
            t = 0;
            break;
        }
        t = 1;
        break;
    }
    bool t_1 = t == 0;
    bool t_2 = (t_1 ? 2 : 0) == 0;
    float t_3 = p * (t_2 ? 0.0 : p_1);
    return f_bwd_Grads((t_2 ? 3.0 * p_1 : 0.0) + (t_1 ? t_3 + t_3 : 0.0));
}
f_fwd_Result f_fwd(float p_2, float p_3) {
    int t_4;
    for (;;) {
        if (p_2 < 1.0) {
            t_4 = 0;
            break;
        }
        t_4 = 1;
        break;
    }
    if (t_4 == 0) {
        float t_5 = p_2 * p_3;
        return f_fwd_Result(p_2 * p_2, t_5 + t_5);
    }
    return f_fwd_Result(3.0 * p_2, 3.0 * p_3);
}
void main() {
    f_fwd_Result t_6 = f_fwd(0.5, 1.0);
    outputBuffer.data[0u] = t_6.d;
    f_fwd_Result t_7 = f_fwd(2.0, 1.0);
    outputBuffer.data[1u] = t_7.d;
    f_bwd_Grads t_8 = f_bwd(0.25, 2.0);
    outputBuffer.data[2u] = t_8.f0;
    f_bwd_Grads t_9 = f_bwd(4.0, 2.0);
    outputBuffer.data[3u] = t_9.f0;
    return;
}
