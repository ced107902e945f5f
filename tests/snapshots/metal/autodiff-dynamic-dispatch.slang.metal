#include <metal_stdlib>
using namespace metal;
struct Wave_eval_fwd_Result
{
    float p;
    float d;
};
struct Wave
{
    int n;
};
struct g_bwd_Grads
{
    float f0;
    float f1;
};
struct g_fwd_Result
{
    float p;
    float d;
};
struct Quad
{
    float k;
};
struct IShape
{
    uint typeId;
    Quad p0;
    Wave p1;
};
Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4);
g_bwd_Grads g_bwd(uint p_5, float p_6, float p_7, float p_8);
g_fwd_Result g_fwd(uint p_9, float p_10, float p_11, float p_12, float p_13);
Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4) {
    float t = float(p.n);
    float t_1 = p_1 * t;
    float t_2 = p_3 * p_3;
    float t_3 = p_3 * p_4;
    return Wave_eval_fwd_Result{sin(t_1) + t_2 * p_3, cos(t_1) * (t * p_2) + (p_3 * (t_3 + t_3) + t_2 * p_4)};
}
g_bwd_Grads g_bwd(uint p_5, float p_6, float p_7, float p_8) {
    IShape t_4;
    for (;;) {
        if (p_5 == 0u) {
            t_4 = IShape{0u, Quad{2.0f}, Wave{0}};
            break;
        }
        if (p_5 == 1u) {
            t_4 = IShape{1u, Quad{0.0f}, Wave{3}};
            break;
        }
        t_4 = IShape{2u, Quad{0.0f}, Wave{0}};
        break;
    }
    uint t_5 = t_4.typeId;
    float t_6;
    switch (t_5) {
    case 0u:
    {
        t_6 = t_4.p0.k * p_6 * p_6 * p_7;
        break;
    }
    case 1u:
    {
        t_6 = sin(p_6 * float(t_4.p1.n)) + p_7 * p_7 * p_7;
        break;
    }
    case 2u:
    {
        t_6 = 3.0f * p_6 - p_7;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    float t_7 = p_6 * p_8;
    float t_8;
    float t_9;
    switch (t_5) {
    case 0u:
    {
        float t_10 = t_4.p0.k;
        float t_11 = t_10 * p_6;
        float t_12 = p_7 * t_7;
        float t_13 = t_11 * t_12 + t_10 * (p_6 * t_12);
        float t_14 = t_11 * p_6 * t_7;
        t_8 = t_13;
        t_9 = t_14;
        break;
    }
    case 1u:
    {
        float t_15 = float(t_4.p1.n);
        float t_16 = p_7 * (p_7 * t_7);
        float t_17 = t_15 * (cos(p_6 * t_15) * t_7);
        float t_18 = p_7 * p_7 * t_7 + t_16 + t_16;
        t_8 = t_17;
        t_9 = t_18;
        break;
    }
    case 2u:
    {
        float t_19 = 3.0f * t_7;
        float t_20 = -t_7;
        t_8 = t_19;
        t_9 = t_20;
        break;
    }
    default: {
        float t_21 = 0.0f;
        float t_22 = 0.0f;
        t_8 = t_21;
        t_9 = t_22;
        break;
    }
    }
    return g_bwd_Grads{t_6 * p_8 + t_8, t_9};
}
g_fwd_Result g_fwd(uint p_9, float p_10, float p_11, float p_12, float p_13) {
    IShape t_23;
    for (;;) {
        if (p_9 == 0u) {
            t_23 = IShape{0u, Quad{2.0f}, Wave{0}};
            break;
        }
        if (p_9 == 1u) {
            t_23 = IShape{1u, Quad{0.0f}, Wave{3}};
            break;
        }
        t_23 = IShape{2u, Quad{0.0f}, Wave{0}};
        break;
    }
    float t_24;
    float t_25;
    switch (t_23.typeId) {
    case 0u:
    {
        float t_26 = t_23.p0.k;
        float t_27 = t_26 * p_10;
        float t_28 = t_27 * p_10;
        float t_29 = t_28 * p_12;
        float t_30 = p_12 * (p_10 * (t_26 * p_11) + t_27 * p_11) + t_28 * p_13;
        t_24 = t_29;
        t_25 = t_30;
        break;
    }
    case 1u:
    {
        Wave_eval_fwd_Result t_31 = Wave_eval_fwd(t_23.p1, p_10, p_11, p_12, p_13);
        float t_32 = t_31.p;
        float t_33 = t_31.d;
        t_24 = t_32;
        t_25 = t_33;
        break;
    }
    case 2u:
    {
        float t_34 = 3.0f * p_10 - p_12;
        float t_35 = 3.0f * p_11 + -p_13;
        t_24 = t_34;
        t_25 = t_35;
        break;
    }
    default: {
        float t_36 = 0.0f;
        float t_37 = 0.0f;
        t_24 = t_36;
        t_25 = t_37;
        break;
    }
    }
    return g_fwd_Result{t_24 * p_10, p_10 * t_25 + t_24 * p_11};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device uint* ids [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        uint t_38 = ids[uint(i_1)];
        int t_39 = 4 * i_1;
        g_fwd_Result t_40 = g_fwd(t_38, 0.5f, 1.0f, 1.5f, 0.0f);
        outputBuffer[uint(t_39)] = t_40.d;
        g_fwd_Result t_41 = g_fwd(t_38, 0.5f, 0.0f, 1.5f, 1.0f);
        outputBuffer[uint(t_39 + 1)] = t_41.d;
        g_bwd_Grads t_42 = g_bwd(t_38, 0.5f, 1.5f, 1.0f);
        outputBuffer[uint(t_39 + 2)] = t_42.f0;
        outputBuffer[uint(t_39 + 3)] = t_42.f1;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
