struct Scale
{
    float s;
};
struct Sq
{
    float a;
};
struct ILayer
{
    uint typeId;
    Scale p0;
    Sq p1;
};
struct Model
{
    ILayer l;
    float bias;
};
struct eval_bwd_Grads
{
    Model f0;
    float f1;
};
struct eval_fwd_Result
{
    float p;
    float d;
};
struct model_bwd_Grads
{
    float f0;
    float f1;
};
struct model_fwd_Result
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] StructuredBuffer<uint> kinds : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
float eval(Model p, float x);
eval_bwd_Grads eval_bwd(Model p_1, float p_2, float p_3);
eval_fwd_Result eval_fwd(Model p_4, Model p_5, float p_6, float p_7);
model_bwd_Grads model_bwd(uint p_8, float p_9, float p_10, float p_11);
model_fwd_Result model_fwd(uint p_12, float p_13, float p_14, float p_15, float p_16);
void computeMain_1();
float eval(Model p, float x) {
    ILayer t = p.l;
    float t_1;
    switch (t.typeId) {
    case 0u:
    {
        Scale t_2 = t.p0;
        t_1 = t_2.s * x;
        break;
    }
    case 1u:
    {
        Sq t_3 = t.p1;
        t_1 = t_3.a * x * x;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1 + p.bias * x;
}
eval_bwd_Grads eval_bwd(Model p_1, float p_2, float p_3) {
    ILayer t_4 = p_1.l;
    uint t_5 = t_4.typeId;
    float t_6 = p_2 * p_3;
    ILayer t_7;
    float t_8;
    switch (t_5) {
    case 0u:
    {
        Scale t_9 = t_4.p0;
        Scale t_10 = {0.0f};
        Scale t_11 = t_10;
        t_11.s = t_6;
        ILayer t_12;
        if (t_5 == 0u) {
            Sq t_13 = {0.0f};
            ILayer t_14 = {0u, t_11, t_13};
            t_12 = t_14;
        } else {
            ILayer t_15 = {4294967295u, {0.0f}, {0.0f}};
            t_12 = t_15;
        }
        ILayer t_16 = t_12;
        float t_17 = t_9.s * p_3;
        t_7 = t_16;
        t_8 = t_17;
        break;
    }
    case 1u:
    {
        Sq t_18 = t_4.p1;
        float t_19 = t_18.a;
        Sq t_20 = {0.0f};
        Sq t_21 = t_20;
        t_21.a = p_2 * t_6;
        ILayer t_22;
        if (t_5 == 1u) {
            Scale t_23 = {0.0f};
            ILayer t_24 = {1u, t_23, t_21};
            t_22 = t_24;
        } else {
            ILayer t_25 = {4294967295u, {0.0f}, {0.0f}};
            t_22 = t_25;
        }
        ILayer t_26 = t_22;
        float t_27 = t_19 * p_2 * p_3 + t_19 * t_6;
        t_7 = t_26;
        t_8 = t_27;
        break;
    }
    default: {
        ILayer t_28 = {4294967295u, {0.0f}, {0.0f}};
        ILayer t_29 = t_28;
        float t_30 = 0.0f;
        t_7 = t_29;
        t_8 = t_30;
        break;
    }
    }
    Model t_31 = {t_7, t_6 + 0.0f};
    eval_bwd_Grads t_32 = {t_31, p_1.bias * p_3 + t_8};
    return t_32;
}
eval_fwd_Result eval_fwd(Model p_4, Model p_5, float p_6, float p_7) {
    ILayer t_33 = p_4.l;
    float t_34 = p_4.bias;
    ILayer t_35 = p_5.l;
    float t_36;
    float t_37;
    switch (t_33.typeId) {
    case 0u:
    {
        Scale t_38 = t_33.p0;
        Scale t_39 = t_35.p0;
        float t_40 = t_38.s;
        float t_41 = t_40 * p_6;
        float t_42 = p_6 * t_39.s + t_40 * p_7;
        t_36 = t_41;
        t_37 = t_42;
        break;
    }
    case 1u:
    {
        Sq t_43 = t_33.p1;
        Sq t_44 = t_35.p1;
        float t_45 = t_43.a;
        float t_46 = t_45 * p_6;
        float t_47 = t_46 * p_6;
        float t_48 = p_6 * (p_6 * t_44.a + t_45 * p_7) + t_46 * p_7;
        t_36 = t_47;
        t_37 = t_48;
        break;
    }
    default: {
        float t_49 = 0.0f;
        float t_50 = 0.0f;
        t_36 = t_49;
        t_37 = t_50;
        break;
    }
    }
    eval_fwd_Result t_51 = {t_36 + t_34 * p_6, t_37 + (p_6 * p_5.bias + t_34 * p_7)};
    return t_51;
}
model_bwd_Grads model_bwd(uint p_8, float p_9, float p_10, float p_11) {
    bool t_52 = p_8 == 0u;
    ILayer m;
    if (t_52) {
        Scale t_53 = {p_9};
        Sq t_54 = {0.0f};
        ILayer t_55 = {0u, t_53, t_54};
        m = t_55;
    } else {
        Sq t_56 = {p_9};
        Scale t_57 = {0.0f};
        ILayer t_58 = {1u, t_57, t_56};
        m = t_58;
    }
    Model t_59 = {m, p_9 * p_9};
    float t_60 = eval(t_59, p_10);
    float t_61 = 2.0f * p_10;
    float t_62 = eval(t_59, t_61);
    eval_bwd_Grads t_63 = eval_bwd(t_59, t_61, p_11);
    Model t_64 = t_63.f0;
    ILayer t_65 = t_64.l;
    eval_bwd_Grads t_66 = eval_bwd(t_59, p_10, p_11);
    Model t_67 = t_66.f0;
    ILayer t_68 = t_67.l;
    ILayer t_69;
    switch (t_65.typeId) {
    case 0u:
    {
        Scale t_70 = t_65.p0;
        Scale t_71 = t_68.p0;
        Scale t_72 = {t_70.s + t_71.s};
        Sq t_73 = {0.0f};
        ILayer t_74 = {0u, t_72, t_73};
        t_69 = t_74;
        break;
    }
    case 1u:
    {
        Sq t_75 = t_65.p1;
        Sq t_76 = t_68.p1;
        Sq t_77 = {t_75.a + t_76.a};
        Scale t_78 = {0.0f};
        ILayer t_79 = {1u, t_78, t_77};
        t_69 = t_79;
        break;
    }
    default: {
        t_69 = t_68;
        break;
    }
    }
    float t_80 = p_9 * (t_64.bias + t_67.bias);
    Scale t_81 = t_69.p0;
    Sq t_82 = t_69.p1;
    model_bwd_Grads t_83 = {t_80 + t_80 + (t_52 ? t_81.s : t_82.a), 2.0f * t_63.f1 + t_66.f1};
    return t_83;
}
model_fwd_Result model_fwd(uint p_12, float p_13, float p_14, float p_15, float p_16) {
    ILayer m_1;
    ILayer t_84;
    if (p_12 == 0u) {
        Scale t_85 = {p_13};
        Scale t_86 = {p_14};
        Sq t_87 = {0.0f};
        ILayer t_88 = {0u, t_85, t_87};
        ILayer t_89 = {0u, t_86, t_87};
        ILayer t_90 = t_88;
        ILayer t_91 = t_89;
        m_1 = t_90;
        t_84 = t_91;
    } else {
        Sq t_92 = {p_13};
        Sq t_93 = {p_14};
        Scale t_94 = {0.0f};
        ILayer t_95 = {1u, t_94, t_92};
        ILayer t_96 = {1u, t_94, t_93};
        ILayer t_97 = t_95;
        ILayer t_98 = t_96;
        m_1 = t_97;
        t_84 = t_98;
    }
    float t_99 = p_13 * p_14;
    Model t_100 = {m_1, p_13 * p_13};
    Model t_101 = {t_84, t_99 + t_99};
    eval_fwd_Result t_102 = eval_fwd(t_100, t_101, p_15, p_16);
    eval_fwd_Result t_103 = eval_fwd(t_100, t_101, 2.0f * p_15, 2.0f * p_16);
    model_fwd_Result t_104 = {t_102.p + t_103.p, t_102.d + t_103.d};
    return t_104;
}
void computeMain_1() {
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            i = i_1;
            break;
        }
        uint t_105 = kinds[i_1];
        uint t_106 = i_1 * 4u;
        model_fwd_Result t_107 = model_fwd(t_105, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer[t_106] = t_107.d;
        model_fwd_Result t_108 = model_fwd(t_105, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer[t_106 + 1u] = t_108.d;
        model_bwd_Grads t_109 = model_bwd(t_105, 1.5f, 0.8f, 1.0f);
        outputBuffer[t_106 + 2u] = t_109.f0;
        outputBuffer[t_106 + 3u] = t_109.f1;
        i_1 = i_1 + 1u;
        continue;
    }
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
