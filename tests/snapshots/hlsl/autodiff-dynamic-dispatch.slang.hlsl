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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<uint> ids : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4);
g_bwd_Grads g_bwd(uint p_5, float p_6, float p_7, float p_8);
g_fwd_Result g_fwd(uint p_9, float p_10, float p_11, float p_12, float p_13);
void computeMain_1();
Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4) {
    float t = (float)p.n;
    float t_1 = p_1 * t;
    float t_2 = p_3 * p_3;
    float t_3 = p_3 * p_4;
    Wave_eval_fwd_Result t_4 = {sin(t_1) + t_2 * p_3, cos(t_1) * (t * p_2) + (p_3 * (t_3 + t_3) + t_2 * p_4)};
    return t_4;
}
g_bwd_Grads g_bwd(uint p_5, float p_6, float p_7, float p_8) {
    IShape t_5;
    for (;;) {
        if (p_5 == 0u) {
            IShape t_6 = {0u, {2.0f}, {0}};
            t_5 = t_6;
            break;
        }
        if (p_5 == 1u) {
            IShape t_7 = {1u, {0.0f}, {3}};
            t_5 = t_7;
            break;
        }
        IShape t_8 = {2u, {0.0f}, {0}};
        t_5 = t_8;
        break;
    }
    uint t_9 = t_5.typeId;
    float t_10;
    switch (t_9) {
    case 0u:
    {
        Quad t_11 = t_5.p0;
        t_10 = t_11.k * p_6 * p_6 * p_7;
        break;
    }
    case 1u:
    {
        Wave t_12 = t_5.p1;
        t_10 = sin(p_6 * (float)t_12.n) + p_7 * p_7 * p_7;
        break;
    }
    case 2u:
    {
        t_10 = 3.0f * p_6 - p_7;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    float t_13 = p_6 * p_8;
    float t_14;
    float t_15;
    switch (t_9) {
    case 0u:
    {
        Quad t_16 = t_5.p0;
        float t_17 = t_16.k;
        float t_18 = t_17 * p_6;
        float t_19 = p_7 * t_13;
        float t_20 = t_18 * t_19 + t_17 * (p_6 * t_19);
        float t_21 = t_18 * p_6 * t_13;
        t_14 = t_20;
        t_15 = t_21;
        break;
    }
    case 1u:
    {
        Wave t_22 = t_5.p1;
        float t_23 = (float)t_22.n;
        float t_24 = p_7 * (p_7 * t_13);
        float t_25 = t_23 * (cos(p_6 * t_23) * t_13);
        float t_26 = p_7 * p_7 * t_13 + t_24 + t_24;
        t_14 = t_25;
        t_15 = t_26;
        break;
    }
    case 2u:
    {
        float t_27 = 3.0f * t_13;
        float t_28 = -t_13;
        t_14 = t_27;
        t_15 = t_28;
        break;
    }
    default: {
        float t_29 = 0.0f;
        float t_30 = 0.0f;
        t_14 = t_29;
        t_15 = t_30;
        break;
    }
    }
    g_bwd_Grads t_31 = {t_10 * p_8 + t_14, t_15};
    return t_31;
}
g_fwd_Result g_fwd(uint p_9, float p_10, float p_11, float p_12, float p_13) {
    IShape t_32;
    for (;;) {
        if (p_9 == 0u) {
            IShape t_33 = {0u, {2.0f}, {0}};
            t_32 = t_33;
            break;
        }
        if (p_9 == 1u) {
            IShape t_34 = {1u, {0.0f}, {3}};
            t_32 = t_34;
            break;
        }
        IShape t_35 = {2u, {0.0f}, {0}};
        t_32 = t_35;
        break;
    }
    float t_36;
    float t_37;
    switch (t_32.typeId) {
    case 0u:
    {
        Quad t_38 = t_32.p0;
        float t_39 = t_38.k;
        float t_40 = t_39 * p_10;
        float t_41 = t_40 * p_10;
        float t_42 = t_41 * p_12;
        float t_43 = p_12 * (p_10 * (t_39 * p_11) + t_40 * p_11) + t_41 * p_13;
        t_36 = t_42;
        t_37 = t_43;
        break;
    }
    case 1u:
    {
        Wave t_44 = t_32.p1;
        Wave_eval_fwd_Result t_45 = Wave_eval_fwd(t_44, p_10, p_11, p_12, p_13);
        float t_46 = t_45.p;
        float t_47 = t_45.d;
        t_36 = t_46;
        t_37 = t_47;
        break;
    }
    case 2u:
    {
        float t_48 = 3.0f * p_10 - p_12;
        float t_49 = 3.0f * p_11 + -p_13;
        t_36 = t_48;
        t_37 = t_49;
        break;
    }
    default: {
        float t_50 = 0.0f;
        float t_51 = 0.0f;
        t_36 = t_50;
        t_37 = t_51;
        break;
    }
    }
    g_fwd_Result t_52 = {t_36 * p_10, p_10 * t_37 + t_36 * p_11};
    return t_52;
}
void computeMain_1() {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        uint t_53 = ids[(uint)i_1];
        int t_54 = 4 * i_1;
        g_fwd_Result t_55 = g_fwd(t_53, 0.5f, 1.0f, 1.5f, 0.0f);
        outputBuffer[(uint)t_54] = t_55.d;
        g_fwd_Result t_56 = g_fwd(t_53, 0.5f, 0.0f, 1.5f, 1.0f);
        outputBuffer[(uint)(t_54 + 1)] = t_56.d;
        g_bwd_Grads t_57 = g_bwd(t_53, 0.5f, 1.5f, 1.0f);
        outputBuffer[(uint)(t_54 + 2)] = t_57.f0;
        outputBuffer[(uint)(t_54 + 3)] = t_57.f1;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
