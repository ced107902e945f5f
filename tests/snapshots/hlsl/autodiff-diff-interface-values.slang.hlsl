struct Scale
{
    float s;
};
struct Affine
{
    float a;
    float b;
    int unused;
};
struct ILayer
{
    uint typeId;
    Scale p0;
    Affine p1;
};
struct twice_bwd_Grads
{
    ILayer f0;
    float f1;
};
struct twice_fwd_Result
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
float twice(ILayer p, float x);
twice_bwd_Grads twice_bwd(ILayer p_1, float p_2, float p_3);
twice_fwd_Result twice_fwd(ILayer p_4, ILayer p_5, float p_6, float p_7);
model_bwd_Grads model_bwd(uint p_8, float p_9, float p_10, float p_11);
model_fwd_Result model_fwd(uint p_12, float p_13, float p_14, float p_15, float p_16);
void computeMain_1();
float twice(ILayer p, float x) {
    uint t = p.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        Scale t_2 = p.p0;
        t_1 = t_2.s * x;
        break;
    }
    case 1u:
    {
        Affine t_3 = p.p1;
        t_1 = t_3.a * x * x + t_3.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    float t_4 = x * 2.0f;
    float t_5;
    switch (t) {
    case 0u:
    {
        Scale t_6 = p.p0;
        t_5 = t_6.s * t_4;
        break;
    }
    case 1u:
    {
        Affine t_7 = p.p1;
        t_5 = t_7.a * t_4 * t_4 + t_7.b;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    return t_1 + t_5;
}
twice_bwd_Grads twice_bwd(ILayer p_1, float p_2, float p_3) {
    uint t_8 = p_1.typeId;
    float t_9 = p_2 * 2.0f;
    ILayer t_10;
    float t_11;
    switch (t_8) {
    case 0u:
    {
        Scale t_12 = p_1.p0;
        Scale t_13 = {0.0f};
        Scale t_14 = t_13;
        t_14.s = t_9 * p_3;
        ILayer t_15;
        if (t_8 == 0u) {
            Affine t_16 = {0.0f, 0.0f, 0};
            ILayer t_17 = {0u, t_14, t_16};
            t_15 = t_17;
        } else {
            ILayer t_18 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
            t_15 = t_18;
        }
        ILayer t_19 = t_15;
        float t_20 = t_12.s * p_3;
        t_10 = t_19;
        t_11 = t_20;
        break;
    }
    case 1u:
    {
        Affine t_21 = p_1.p1;
        float t_22 = t_21.a;
        float t_23 = t_9 * p_3;
        Affine t_24 = {0.0f + t_9 * t_23, p_3 + 0.0f, 0};
        ILayer t_25;
        if (t_8 == 1u) {
            Scale t_26 = {0.0f};
            ILayer t_27 = {1u, t_26, t_24};
            t_25 = t_27;
        } else {
            ILayer t_28 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
            t_25 = t_28;
        }
        ILayer t_29 = t_25;
        float t_30 = t_22 * t_9 * p_3 + t_22 * t_23;
        t_10 = t_29;
        t_11 = t_30;
        break;
    }
    default: {
        ILayer t_31 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
        ILayer t_32 = t_31;
        float t_33 = 0.0f;
        t_10 = t_32;
        t_11 = t_33;
        break;
    }
    }
    ILayer t_34;
    float t_35;
    switch (t_8) {
    case 0u:
    {
        Scale t_36 = p_1.p0;
        Scale t_37 = {0.0f};
        Scale t_38 = t_37;
        t_38.s = p_2 * p_3;
        ILayer t_39;
        if (t_8 == 0u) {
            Affine t_40 = {0.0f, 0.0f, 0};
            ILayer t_41 = {0u, t_38, t_40};
            t_39 = t_41;
        } else {
            ILayer t_42 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
            t_39 = t_42;
        }
        ILayer t_43 = t_39;
        float t_44 = t_36.s * p_3;
        t_34 = t_43;
        t_35 = t_44;
        break;
    }
    case 1u:
    {
        Affine t_45 = p_1.p1;
        float t_46 = t_45.a;
        float t_47 = p_2 * p_3;
        Affine t_48 = {0.0f + p_2 * t_47, p_3 + 0.0f, 0};
        ILayer t_49;
        if (t_8 == 1u) {
            Scale t_50 = {0.0f};
            ILayer t_51 = {1u, t_50, t_48};
            t_49 = t_51;
        } else {
            ILayer t_52 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
            t_49 = t_52;
        }
        ILayer t_53 = t_49;
        float t_54 = t_46 * p_2 * p_3 + t_46 * t_47;
        t_34 = t_53;
        t_35 = t_54;
        break;
    }
    default: {
        ILayer t_55 = {4294967295u, {0.0f}, {0.0f, 0.0f, 0}};
        ILayer t_56 = t_55;
        float t_57 = 0.0f;
        t_34 = t_56;
        t_35 = t_57;
        break;
    }
    }
    ILayer t_58;
    switch (t_10.typeId) {
    case 0u:
    {
        Scale t_59 = t_10.p0;
        Scale t_60 = t_34.p0;
        Scale t_61 = {t_59.s + t_60.s};
        Affine t_62 = {0.0f, 0.0f, 0};
        ILayer t_63 = {0u, t_61, t_62};
        t_58 = t_63;
        break;
    }
    case 1u:
    {
        Affine t_64 = t_10.p1;
        Affine t_65 = t_34.p1;
        Affine t_66 = {t_64.a + t_65.a, t_64.b + t_65.b, t_64.unused + t_65.unused};
        Scale t_67 = {0.0f};
        ILayer t_68 = {1u, t_67, t_66};
        t_58 = t_68;
        break;
    }
    default: {
        t_58 = t_34;
        break;
    }
    }
    twice_bwd_Grads t_69 = {t_58, 2.0f * t_11 + t_35};
    return t_69;
}
twice_fwd_Result twice_fwd(ILayer p_4, ILayer p_5, float p_6, float p_7) {
    uint t_70 = p_4.typeId;
    float t_71;
    float t_72;
    switch (t_70) {
    case 0u:
    {
        Scale t_73 = p_4.p0;
        Scale t_74 = p_5.p0;
        float t_75 = t_73.s;
        float t_76 = t_75 * p_6;
        float t_77 = p_6 * t_74.s + t_75 * p_7;
        t_71 = t_76;
        t_72 = t_77;
        break;
    }
    case 1u:
    {
        Affine t_78 = p_4.p1;
        Affine t_79 = p_5.p1;
        float t_80 = t_78.a;
        float t_81 = t_80 * p_6;
        float t_82 = t_81 * p_6 + t_78.b;
        float t_83 = p_6 * (p_6 * t_79.a + t_80 * p_7) + t_81 * p_7 + t_79.b;
        t_71 = t_82;
        t_72 = t_83;
        break;
    }
    default: {
        float t_84 = 0.0f;
        float t_85 = 0.0f;
        t_71 = t_84;
        t_72 = t_85;
        break;
    }
    }
    float t_86 = p_6 * 2.0f;
    float t_87 = 2.0f * p_7;
    float t_88;
    float t_89;
    switch (t_70) {
    case 0u:
    {
        Scale t_90 = p_4.p0;
        Scale t_91 = p_5.p0;
        float t_92 = t_90.s;
        float t_93 = t_92 * t_86;
        float t_94 = t_86 * t_91.s + t_92 * t_87;
        t_88 = t_93;
        t_89 = t_94;
        break;
    }
    case 1u:
    {
        Affine t_95 = p_4.p1;
        Affine t_96 = p_5.p1;
        float t_97 = t_95.a;
        float t_98 = t_97 * t_86;
        float t_99 = t_98 * t_86 + t_95.b;
        float t_100 = t_86 * (t_86 * t_96.a + t_97 * t_87) + t_98 * t_87 + t_96.b;
        t_88 = t_99;
        t_89 = t_100;
        break;
    }
    default: {
        float t_101 = 0.0f;
        float t_102 = 0.0f;
        t_88 = t_101;
        t_89 = t_102;
        break;
    }
    }
    twice_fwd_Result t_103 = {t_71 + t_88, t_72 + t_89};
    return t_103;
}
model_bwd_Grads model_bwd(uint p_8, float p_9, float p_10, float p_11) {
    bool t_104 = p_8 == 0u;
    ILayer l;
    if (t_104) {
        Scale t_105 = {p_9 * p_9};
        Affine t_106 = {0.0f, 0.0f, 0};
        ILayer t_107 = {0u, t_105, t_106};
        l = t_107;
    } else {
        Affine t_108 = {p_9, 2.0f * p_9, 3};
        Scale t_109 = {0.0f};
        ILayer t_110 = {1u, t_109, t_108};
        l = t_110;
    }
    float t_111 = twice(l, p_10);
    twice_bwd_Grads t_112 = twice_bwd(l, p_10, p_10 * p_11);
    ILayer t_113 = t_112.f0;
    float t_114;
    if (t_104) {
        Scale t_115 = t_113.p0;
        float t_116 = p_9 * t_115.s;
        t_114 = t_116 + t_116;
    } else {
        Affine t_117 = t_113.p1;
        t_114 = t_117.a + 2.0f * t_117.b;
    }
    model_bwd_Grads t_118 = {t_114, t_111 * p_11 + t_112.f1};
    return t_118;
}
model_fwd_Result model_fwd(uint p_12, float p_13, float p_14, float p_15, float p_16) {
    ILayer l_1;
    ILayer t_119;
    if (p_12 == 0u) {
        float t_120 = p_13 * p_14;
        Scale t_121 = {p_13 * p_13};
        Scale t_122 = {t_120 + t_120};
        Affine t_123 = {0.0f, 0.0f, 0};
        ILayer t_124 = {0u, t_121, t_123};
        ILayer t_125 = {0u, t_122, t_123};
        ILayer t_126 = t_124;
        ILayer t_127 = t_125;
        l_1 = t_126;
        t_119 = t_127;
    } else {
        Affine t_128 = {p_13, 2.0f * p_13, 3};
        Affine t_129 = {p_14, 2.0f * p_14, 0};
        Scale t_130 = {0.0f};
        ILayer t_131 = {1u, t_130, t_128};
        ILayer t_132 = {1u, t_130, t_129};
        ILayer t_133 = t_131;
        ILayer t_134 = t_132;
        l_1 = t_133;
        t_119 = t_134;
    }
    twice_fwd_Result t_135 = twice_fwd(l_1, t_119, p_15, p_16);
    float t_136 = t_135.p;
    model_fwd_Result t_137 = {t_136 * p_15, p_15 * t_135.d + t_136 * p_16};
    return t_137;
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
        uint t_138 = kinds[i_1];
        uint t_139 = i_1 * 4u;
        model_fwd_Result t_140 = model_fwd(t_138, 1.5f, 1.0f, 2.0f, 0.0f);
        outputBuffer[t_139] = t_140.d;
        model_fwd_Result t_141 = model_fwd(t_138, 1.5f, 0.0f, 2.0f, 1.0f);
        outputBuffer[t_139 + 1u] = t_141.d;
        model_bwd_Grads t_142 = model_bwd(t_138, 1.5f, 2.0f, 1.0f);
        outputBuffer[t_139 + 2u] = t_142.f0;
        outputBuffer[t_139 + 3u] = t_142.f1;
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
