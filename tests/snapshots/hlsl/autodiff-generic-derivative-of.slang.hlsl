struct twice_bwd_Grads
{
    float f0[2];
};
struct DifferentialPair_float_2_
{
    float p[2];
    float d[2];
};
struct DifferentialPair_float_3_
{
    float p[3];
    float d[3];
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
twice_bwd_Grads twice_bwd(float p[2], float p_1);
void computeMain_1();
void cubeSumBwd(inout DifferentialPair_float_2_ x, float p_2);
void cubeSumBwd_1(inout DifferentialPair_float_3_ x_1, float dOut);
twice_bwd_Grads twice_bwd(float p[2], float p_1) {
    float x_2[2] = {0.0f, 0.0f};
    x_2 = p;
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = x_2[i_1];
        float t_3 = x_2[i_1];
        float t_4 = x_2[i_1];
        float t_5 = s_1 + t_2 * t_3 * t_4;
        int t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    DifferentialPair_float_2_ t_7 = (DifferentialPair_float_2_)0;
    float t_8[2] = {0.0f, 0.0f};
    DifferentialPair_float_2_ t_9 = {p, t_8};
    t_7 = t_9;
    cubeSumBwd(t_7, 2.0f * p_1);
    DifferentialPair_float_2_ t_10 = t_7;
    float t_11[2] = t_10.d;
    twice_bwd_Grads t_12 = {t_11};
    return t_12;
}
void computeMain_1() {
    float t_13[3] = {1.0f, 2.0f, 3.0f};
    DifferentialPair_float_3_ t_14 = {{1.0f, 2.0f, 3.0f}, {0.0f, 0.0f, 0.0f}};
    DifferentialPair_float_3_ t_15 = (DifferentialPair_float_3_)0;
    t_15 = t_14;
    cubeSumBwd_1(t_15, 2.0f);
    DifferentialPair_float_3_ t_16 = t_15;
    float t_17[3] = t_16.d;
    outputBuffer[0u] = t_17[0];
    outputBuffer[1u] = t_17[1];
    outputBuffer[2u] = t_17[2];
    float t_18[2] = {0.5f, -1.0f};
    twice_bwd_Grads t_19 = twice_bwd(t_18, 1.0f);
    float t_20[2] = t_19.f0;
    outputBuffer[3u] = t_20[0];
    outputBuffer[4u] = t_20[1];
    float x_3[3] = {0.0f, 0.0f, 0.0f};
    x_3 = t_13;
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_21 = s_3;
            int t_22 = i_3;
            s_2 = t_21;
            i_2 = t_22;
            break;
        }
        float t_23 = x_3[i_3];
        float t_24 = x_3[i_3];
        float t_25 = x_3[i_3];
        float t_26 = s_3 + t_23 * t_24 * t_25;
        int t_27 = i_3 + 1;
        s_3 = t_26;
        i_3 = t_27;
        continue;
    }
    outputBuffer[5u] = s_2;
    return;
}
void cubeSumBwd(inout DifferentialPair_float_2_ x, float p_2) {
    float g[2] = {0.0f, 0.0f};
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        float t_28 = x.p[i_5];
        float t_29 = x.p[i_5];
        g[i_5] = 3.0f * t_28 * t_29 * p_2;
        i_5 = i_5 + 1;
        continue;
    }
    float t_30[2] = x.p;
    float t_31[2] = g;
    DifferentialPair_float_2_ t_32 = {t_30, t_31};
    x = t_32;
    return;
}
void cubeSumBwd_1(inout DifferentialPair_float_3_ x_1, float dOut) {
    float g_1[3] = {0.0f, 0.0f, 0.0f};
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_33 = x_1.p[i_7];
        float t_34 = x_1.p[i_7];
        g_1[i_7] = 3.0f * t_33 * t_34 * dOut;
        i_7 = i_7 + 1;
        continue;
    }
    float t_35[3] = x_1.p;
    float t_36[3] = g_1;
    DifferentialPair_float_3_ t_37 = {t_35, t_36};
    x_1 = t_37;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
