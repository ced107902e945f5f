#version 450
struct twice_bwd_Grads
{
    float[2] f0;
};
struct DifferentialPair_float_2_
{
    float[2] p;
    float[2] d;
};
struct DifferentialPair_float_3_
{
    float[3] p;
    float[3] d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
twice_bwd_Grads twice_bwd(float[2] p, float p_1);
void main();
void cubeSumBwd(inout DifferentialPair_float_2_ x, float p_2);
void cubeSumBwd_1(inout DifferentialPair_float_3_ x_1, float dOut);
twice_bwd_Grads twice_bwd(float[2] p, float p_1) {
    float[2] x_2 = float[2](0.0, 0.0);
    x_2 = p;
    float s;
    int i;
    float s_1 = 0.0;
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
    DifferentialPair_float_2_ t_7 = DifferentialPair_float_2_(float[2](0.0, 0.0), float[2](0.0, 0.0));
    t_7 = DifferentialPair_float_2_(p, float[2](0.0, 0.0));
    cubeSumBwd(t_7, 2.0 * p_1);
    DifferentialPair_float_2_ t_8 = t_7;
    return twice_bwd_Grads(t_8.d);
}
void main() {
    DifferentialPair_float_3_ t_9 = DifferentialPair_float_3_(float[3](0.0, 0.0, 0.0), float[3](0.0, 0.0, 0.0));
    t_9 = DifferentialPair_float_3_(float[3](1.0, 2.0, 3.0), float[3](0.0, 0.0, 0.0));
    cubeSumBwd_1(t_9, 2.0);
    DifferentialPair_float_3_ t_10 = t_9;
    float[3] t_11 = t_10.d;
    outputBuffer.data[0u] = t_11[0];
    outputBuffer.data[1u] = t_11[1];
    outputBuffer.data[2u] = t_11[2];
    twice_bwd_Grads t_12 = twice_bwd(float[2](0.5, -1.0), 1.0);
    float[2] t_13 = t_12.f0;
    outputBuffer.data[3u] = t_13[0];
    outputBuffer.data[4u] = t_13[1];
    float[3] x_3 = float[3](0.0, 0.0, 0.0);
    x_3 = float[3](1.0, 2.0, 3.0);
    float s_2;
    int i_2;
    float s_3 = 0.0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_14 = s_3;
            int t_15 = i_3;
            s_2 = t_14;
            i_2 = t_15;
            break;
        }
        float t_16 = x_3[i_3];
        float t_17 = x_3[i_3];
        float t_18 = x_3[i_3];
        float t_19 = s_3 + t_16 * t_17 * t_18;
        int t_20 = i_3 + 1;
        s_3 = t_19;
        i_3 = t_20;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    return;
}
void cubeSumBwd(inout DifferentialPair_float_2_ x, float p_2) {
    float[2] g = float[2](0.0, 0.0);
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        float t_21 = x.p[i_5];
        float t_22 = x.p[i_5];
        g[i_5] = 3.0 * t_21 * t_22 * p_2;
        i_5 = i_5 + 1;
        continue;
    }
    float[2] t_23 = x.p;
    float[2] t_24 = g;
    x = DifferentialPair_float_2_(t_23, t_24);
    return;
}
void cubeSumBwd_1(inout DifferentialPair_float_3_ x_1, float dOut) {
    float[3] g_1 = float[3](0.0, 0.0, 0.0);
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_25 = x_1.p[i_7];
        float t_26 = x_1.p[i_7];
        g_1[i_7] = 3.0 * t_25 * t_26 * dOut;
        i_7 = i_7 + 1;
        continue;
    }
    float[3] t_27 = x_1.p;
    float[3] t_28 = g_1;
    x_1 = DifferentialPair_float_3_(t_27, t_28);
    return;
}
