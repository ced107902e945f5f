struct reduce3_bwd_Grads
{
    float3 f0;
};
struct IReduce
{
    uint typeId;
};
struct reduce3_fwd_Result
{
    float p;
    float d;
};
struct Sum_total_bwd_Grads
{
    float3 f0;
};
struct Sum_total_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
reduce3_bwd_Grads reduce3_bwd(IReduce p, float3 p_1, float p_2);
reduce3_fwd_Result reduce3_fwd(IReduce p_3, float3 p_4, float3 p_5);
void computeMain_1();
Sum_total_bwd_Grads Sum_total_bwd(float3 p_6, float p_7);
Sum_total_fwd_Result Sum_total_fwd(float3 p_8, float3 p_9);
reduce3_bwd_Grads reduce3_bwd(IReduce p, float3 p_1, float p_2) {
    uint t = p.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        float3 v = (float3)0.0f;
        v = p_1;
        float s;
        uint i;
        float s_1 = 0.0f;
        uint i_1 = 0u;
        for (;;) {
            if (i_1 < 3u) {
            } else {
                float t_2 = s_1;
                uint t_3 = i_1;
                s = t_2;
                i = t_3;
                break;
            }
            float t_4 = v[i_1];
            float t_5 = s_1 + t_4;
            uint t_6 = i_1 + 1u;
            s_1 = t_5;
            i_1 = t_6;
            continue;
        }
        t_1 = s;
        break;
    }
    case 1u:
    {
        t_1 = dot(p_1, p_1);
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    float3 t_7;
    switch (t) {
    case 0u:
    {
        float3 v_1 = (float3)0.0f;
        v_1 = p_1;
        float s_2;
        uint i_2;
        float s_3 = 0.0f;
        uint i_3 = 0u;
        for (;;) {
            if (i_3 < 3u) {
            } else {
                float t_8 = s_3;
                uint t_9 = i_3;
                s_2 = t_8;
                i_2 = t_9;
                break;
            }
            float t_10 = v_1[i_3];
            float t_11 = s_3 + t_10;
            uint t_12 = i_3 + 1u;
            s_3 = t_11;
            i_3 = t_12;
            continue;
        }
        Sum_total_bwd_Grads t_13 = Sum_total_bwd(p_1, p_2);
        t_7 = t_13.f0;
        break;
    }
    case 1u:
    {
        float3 t_14 = (float3)p_2 * p_1;
        t_7 = t_14 + t_14;
        break;
    }
    default: {
        t_7 = float3(0.0f, 0.0f, 0.0f);
        break;
    }
    }
    reduce3_bwd_Grads t_15 = {t_7};
    return t_15;
}
reduce3_fwd_Result reduce3_fwd(IReduce p_3, float3 p_4, float3 p_5) {
    float t_16;
    float t_17;
    switch (p_3.typeId) {
    case 0u:
    {
        Sum_total_fwd_Result t_18 = Sum_total_fwd(p_4, p_5);
        float t_19 = t_18.p;
        float t_20 = t_18.d;
        t_16 = t_19;
        t_17 = t_20;
        break;
    }
    case 1u:
    {
        float t_21 = dot(p_5, p_4);
        float t_22 = dot(p_4, p_4);
        float t_23 = t_21 + t_21;
        t_16 = t_22;
        t_17 = t_23;
        break;
    }
    default: {
        float t_24 = 0.0f;
        float t_25 = 0.0f;
        t_16 = t_24;
        t_17 = t_25;
        break;
    }
    }
    reduce3_fwd_Result t_26 = {t_16, t_17};
    return t_26;
}
void computeMain_1() {
    uint3 t_27 = GlobalInvocationId;
    uint t_28 = t_27.x;
    IReduce t_29;
    switch (t_28) {
    case 0u:
    {
        IReduce t_30 = {t_28};
        t_29 = t_30;
        break;
    }
    case 1u:
    {
        IReduce t_31 = {t_28};
        t_29 = t_31;
        break;
    }
    default: {
        IReduce t_32 = {t_28};
        t_29 = t_32;
        break;
    }
    }
    uint t_33 = t_28 + 1u;
    IReduce t_34;
    switch (t_33) {
    case 0u:
    {
        IReduce t_35 = {t_33};
        t_34 = t_35;
        break;
    }
    case 1u:
    {
        IReduce t_36 = {t_33};
        t_34 = t_36;
        break;
    }
    default: {
        IReduce t_37 = {t_33};
        t_34 = t_37;
        break;
    }
    }
    uint t_38 = t_29.typeId;
    float t_39;
    switch (t_38) {
    case 0u:
    {
        float3 v_2 = (float3)0.0f;
        v_2 = float3(1.0f, 2.0f, 3.0f);
        float s_4;
        uint i_4;
        float s_5 = 0.0f;
        uint i_5 = 0u;
        for (;;) {
            if (i_5 < 3u) {
            } else {
                float t_40 = s_5;
                uint t_41 = i_5;
                s_4 = t_40;
                i_4 = t_41;
                break;
            }
            float t_42 = v_2[i_5];
            float t_43 = s_5 + t_42;
            uint t_44 = i_5 + 1u;
            s_5 = t_43;
            i_5 = t_44;
            continue;
        }
        t_39 = s_4;
        break;
    }
    case 1u:
    {
        t_39 = 14.0f;
        break;
    }
    default: {
        t_39 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_39;
    uint t_45 = t_34.typeId;
    float t_46;
    switch (t_45) {
    case 0u:
    {
        float3 v_3 = (float3)0.0f;
        v_3 = float3(1.0f, 2.0f, 3.0f);
        float s_6;
        uint i_6;
        float s_7 = 0.0f;
        uint i_7 = 0u;
        for (;;) {
            if (i_7 < 3u) {
            } else {
                float t_47 = s_7;
                uint t_48 = i_7;
                s_6 = t_47;
                i_6 = t_48;
                break;
            }
            float t_49 = v_3[i_7];
            float t_50 = s_7 + t_49;
            uint t_51 = i_7 + 1u;
            s_7 = t_50;
            i_7 = t_51;
            continue;
        }
        t_46 = s_6;
        break;
    }
    case 1u:
    {
        t_46 = 14.0f;
        break;
    }
    default: {
        t_46 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_46;
    float t_52;
    switch (t_38) {
    case 0u:
    {
        float2 v_4 = (float2)0.0f;
        v_4 = float2(4.0f, 5.0f);
        float s_8;
        uint i_8;
        float s_9 = 0.0f;
        uint i_9 = 0u;
        for (;;) {
            if (i_9 < 2u) {
            } else {
                float t_53 = s_9;
                uint t_54 = i_9;
                s_8 = t_53;
                i_8 = t_54;
                break;
            }
            float t_55 = v_4[i_9];
            float t_56 = s_9 + t_55;
            uint t_57 = i_9 + 1u;
            s_9 = t_56;
            i_9 = t_57;
            continue;
        }
        t_52 = s_8;
        break;
    }
    case 1u:
    {
        t_52 = 41.0f;
        break;
    }
    default: {
        t_52 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_52;
    float t_58;
    switch (t_45) {
    case 0u:
    {
        float2 v_5 = (float2)0.0f;
        v_5 = float2(4.0f, 5.0f);
        float s_10;
        uint i_10;
        float s_11 = 0.0f;
        uint i_11 = 0u;
        for (;;) {
            if (i_11 < 2u) {
            } else {
                float t_59 = s_11;
                uint t_60 = i_11;
                s_10 = t_59;
                i_10 = t_60;
                break;
            }
            float t_61 = v_5[i_11];
            float t_62 = s_11 + t_61;
            uint t_63 = i_11 + 1u;
            s_11 = t_62;
            i_11 = t_63;
            continue;
        }
        t_58 = s_10;
        break;
    }
    case 1u:
    {
        t_58 = 41.0f;
        break;
    }
    default: {
        t_58 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_58;
    reduce3_bwd_Grads t_64 = reduce3_bwd(t_29, float3(1.0f, 2.0f, 3.0f), 2.0f);
    outputBuffer[4u] = t_64.f0.y;
    reduce3_bwd_Grads t_65 = reduce3_bwd(t_34, float3(1.0f, 2.0f, 3.0f), 2.0f);
    float3 t_66 = t_65.f0;
    outputBuffer[5u] = t_66.x;
    outputBuffer[6u] = t_66.z;
    reduce3_fwd_Result t_67 = reduce3_fwd(t_34, float3(1.0f, 2.0f, 3.0f), float3(1.0f, 0.0f, 1.0f));
    outputBuffer[7u] = t_67.d;
    return;
}
Sum_total_bwd_Grads Sum_total_bwd(float3 p_6, float p_7) {
    float s_12;
    uint i_12;
    float s_13 = 0.0f;
    uint i_13 = 0u;
    for (;;) {
        if (i_13 < 3u) {
        } else {
            float t_68 = s_13;
            uint t_69 = i_13;
            s_12 = t_68;
            i_12 = t_69;
            break;
        }
        float t_70 = s_13 + p_6[i_13];
        uint t_71 = i_13 + 1u;
        s_13 = t_70;
        i_13 = t_71;
        continue;
    }
    int t_72;
    float t_73 = 0.0f;
    uint t_74 = 0u;
    int t_75 = 0;
    for (;;) {
        bool t_76 = t_74 < 3u;
        int t_77 = t_76 ? 0 : 2;
        int t_78;
        float t_79;
        uint t_80;
        float t_81;
        uint t_82;
        if (t_77 == 0) {
            int t_83 = 1;
            float t_84 = t_73 + p_6[t_74];
            uint t_85 = t_74 + 1u;
            float t_86 = 0.0f;
            uint t_87 = 0u;
            t_78 = t_83;
            t_79 = t_84;
            t_80 = t_85;
            t_81 = t_86;
            t_82 = t_87;
        } else {
            int t_88 = t_77;
            float t_89 = 0.0f;
            uint t_90 = 0u;
            float t_91 = t_76 ? 0.0f : t_73;
            uint t_92 = t_76 ? 0u : t_74;
            t_78 = t_88;
            t_79 = t_89;
            t_80 = t_90;
            t_81 = t_91;
            t_82 = t_92;
        }
        int t_93 = t_75 + 1;
        if (t_78 == 2) {
            t_72 = t_93;
            break;
        }
        float t_94 = t_79;
        uint t_95 = t_80;
        int t_96 = t_93;
        t_73 = t_94;
        t_74 = t_95;
        t_75 = t_96;
        continue;
    }
    int t_97 = t_72 - 1;
    float t_98;
    float3 t_99;
    int t_100 = t_97;
    float t_101 = 0.0f;
    float3 t_102 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_100 < 0) {
            float t_103 = t_101;
            float3 t_104 = t_102;
            t_98 = t_103;
            t_99 = t_104;
            break;
        }
        float t_105;
        uint t_106;
        float t_107 = 0.0f;
        uint t_108 = 0u;
        int t_109 = 0;
        for (;;) {
            if (t_109 == t_100) {
                float t_110 = t_107;
                uint t_111 = t_108;
                t_105 = t_110;
                t_106 = t_111;
                break;
            }
            bool t_112 = t_108 < 3u;
            int t_113 = t_112 ? 0 : 2;
            int t_114;
            float t_115;
            uint t_116;
            float t_117;
            uint t_118;
            if (t_113 == 0) {
                int t_119 = 1;
                float t_120 = t_107 + p_6[t_108];
                uint t_121 = t_108 + 1u;
                float t_122 = 0.0f;
                uint t_123 = 0u;
                t_114 = t_119;
                t_115 = t_120;
                t_116 = t_121;
                t_117 = t_122;
                t_118 = t_123;
            } else {
                int t_124 = t_113;
                float t_125 = 0.0f;
                uint t_126 = 0u;
                float t_127 = t_112 ? 0.0f : t_107;
                uint t_128 = t_112 ? 0u : t_108;
                t_114 = t_124;
                t_115 = t_125;
                t_116 = t_126;
                t_117 = t_127;
                t_118 = t_128;
            }
            if (t_114 == 2) {
                float t_129 = t_107;
                uint t_130 = t_108;
                t_105 = t_129;
                t_106 = t_130;
                break;
            }
            float t_131 = t_115;
            uint t_132 = t_116;
            int t_133 = t_109 + 1;
            t_107 = t_131;
            t_108 = t_132;
            t_109 = t_133;
            continue;
        }
        bool t_134 = t_106 < 3u;
        float3 t_135;
        float t_136;
        float t_137;
        float t_138;
        if ((t_134 ? 0 : 2) == 0) {
            float3 t_139 = float3(t_106 == 0u ? t_101 : 0.0f, t_106 == 1u ? t_101 : 0.0f, t_106 == 2u ? t_101 : 0.0f);
            float t_140 = t_101;
            float t_141 = 0.0f;
            float t_142 = 0.0f;
            t_135 = t_139;
            t_136 = t_140;
            t_137 = t_141;
            t_138 = t_142;
        } else {
            float3 t_143 = float3(0.0f, 0.0f, 0.0f);
            float t_144 = 0.0f;
            float t_145 = t_101;
            float t_146 = t_100 == t_97 ? p_7 : 0.0f;
            t_135 = t_143;
            t_136 = t_144;
            t_137 = t_145;
            t_138 = t_146;
        }
        int t_147 = t_100 - 1;
        float t_148 = t_136 + (t_134 ? 0.0f : t_138);
        float3 t_149 = t_102 + t_135;
        t_100 = t_147;
        t_101 = t_148;
        t_102 = t_149;
        continue;
    }
    Sum_total_bwd_Grads t_150 = {t_99};
    return t_150;
}
Sum_total_fwd_Result Sum_total_fwd(float3 p_8, float3 p_9) {
    float3 v_6 = (float3)0.0f;
    float3 t_151 = (float3)0.0f;
    t_151 = float3(0.0f, 0.0f, 0.0f);
    v_6 = p_8;
    t_151 = p_9;
    float s_14;
    float t_152;
    uint i_14;
    float s_15 = 0.0f;
    float t_153 = 0.0f;
    uint i_15 = 0u;
    for (;;) {
        if (i_15 < 3u) {
        } else {
            float t_154 = s_15;
            float t_155 = t_153;
            uint t_156 = i_15;
            s_14 = t_154;
            t_152 = t_155;
            i_14 = t_156;
            break;
        }
        float t_157 = v_6[i_15];
        float t_158 = t_151[i_15];
        float t_159 = s_15 + t_157;
        float t_160 = t_153 + t_158;
        uint t_161 = i_15 + 1u;
        s_15 = t_159;
        t_153 = t_160;
        i_15 = t_161;
        continue;
    }
    Sum_total_fwd_Result t_162 = {s_14, t_152};
    return t_162;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
