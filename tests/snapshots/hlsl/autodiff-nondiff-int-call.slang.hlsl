struct f_bwd_Grads
{
    float f0;
};
struct f_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
f_bwd_Grads f_bwd(float p, float p_1);
f_fwd_Result f_fwd(float p_2, float p_3);
void computeMain_1();
f_bwd_Grads f_bwd(float p, float p_1) {
    int t;
    for (;;) {
        if (p < 1.0f) {
            t = 0;
            break;
        }
        t = 1;
        break;
    }
    bool t_1 = t == 0;
    bool t_2 = (t_1 ? 2 : 0) == 0;
    float t_3 = p * (t_2 ? 0.0f : p_1);
    f_bwd_Grads t_4 = {(t_2 ? 3.0f * p_1 : 0.0f) + (t_1 ? t_3 + t_3 : 0.0f)};
    return t_4;
}
f_fwd_Result f_fwd(float p_2, float p_3) {
    int t_5;
    for (;;) {
        if (p_2 < 1.0f) {
            t_5 = 0;
            break;
        }
        t_5 = 1;
        break;
    }
    if (t_5 == 0) {
        float t_6 = p_2 * p_3;
        f_fwd_Result t_7 = {p_2 * p_2, t_6 + t_6};
        return t_7;
    }
    f_fwd_Result t_8 = {3.0f * p_2, 3.0f * p_3};
    return t_8;
}
void computeMain_1() {
    f_fwd_Result t_9 = f_fwd(0.5f, 1.0f);
    outputBuffer[0u] = t_9.d;
    f_fwd_Result t_10 = f_fwd(2.0f, 1.0f);
    outputBuffer[1u] = t_10.d;
    f_bwd_Grads t_11 = f_bwd(0.25f, 2.0f);
    outputBuffer[2u] = t_11.f0;
    f_bwd_Grads t_12 = f_bwd(4.0f, 2.0f);
    outputBuffer[3u] = t_12.f0;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
