#include <metal_stdlib>
using namespace metal;
struct twice_bwd_Grads
{
    array<float, 2> f0;
};
struct DifferentialPair_float_2_
{
    array<float, 2> p;
    array<float, 2> d;
};
struct DifferentialPair_float_3_
{
    array<float, 3> p;
    array<float, 3> d;
};
twice_bwd_Grads twice_bwd(array<float, 2> p, float p_1);
void cubeSumBwd(thread DifferentialPair_float_2_& x, float p_2);
void cubeSumBwd_1(thread DifferentialPair_float_3_& x_1, float dOut);
twice_bwd_Grads twice_bwd(array<float, 2> p, float p_1) {
    array<float, 2> x_2 = array<float, 2>{};
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
    DifferentialPair_float_2_ t_7 = DifferentialPair_float_2_{};
    t_7 = DifferentialPair_float_2_{p, array<float, 2>{0.0f, 0.0f}};
    cubeSumBwd(t_7, 2.0f * p_1);
    DifferentialPair_float_2_ t_8 = t_7;
    return twice_bwd_Grads{t_8.d};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_float_3_ t_9 = DifferentialPair_float_3_{};
    t_9 = DifferentialPair_float_3_{array<float, 3>{1.0f, 2.0f, 3.0f}, array<float, 3>{0.0f, 0.0f, 0.0f}};
    cubeSumBwd_1(t_9, 2.0f);
    DifferentialPair_float_3_ t_10 = t_9;
    array<float, 3> t_11 = t_10.d;
    outputBuffer[0u] = t_11[0];
    outputBuffer[1u] = t_11[1];
    outputBuffer[2u] = t_11[2];
    twice_bwd_Grads t_12 = twice_bwd(array<float, 2>{0.5f, -1.0f}, 1.0f);
    array<float, 2> t_13 = t_12.f0;
    outputBuffer[3u] = t_13[0];
    outputBuffer[4u] = t_13[1];
    array<float, 3> x_3 = array<float, 3>{};
    x_3 = array<float, 3>{1.0f, 2.0f, 3.0f};
    float s_2;
    int i_2;
    float s_3 = 0.0f;
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
    outputBuffer[5u] = s_2;
    return;
}
void cubeSumBwd(thread DifferentialPair_float_2_& x, float p_2) {
    array<float, 2> g = array<float, 2>{};
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
        g[i_5] = 3.0f * t_21 * t_22 * p_2;
        i_5 = i_5 + 1;
        continue;
    }
    array<float, 2> t_23 = x.p;
    array<float, 2> t_24 = g;
    x = DifferentialPair_float_2_{t_23, t_24};
    return;
}
void cubeSumBwd_1(thread DifferentialPair_float_3_& x_1, float dOut) {
    array<float, 3> g_1 = array<float, 3>{};
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
        g_1[i_7] = 3.0f * t_25 * t_26 * dOut;
        i_7 = i_7 + 1;
        continue;
    }
    array<float, 3> t_27 = x_1.p;
    array<float, 3> t_28 = g_1;
    x_1 = DifferentialPair_float_3_{t_27, t_28};
    return;
}
