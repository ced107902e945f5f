struct Particle
{
    float3 pos;
    float mass;
};
struct Particle_kinetic_bwd_Grads
{
    Particle f0;
};
struct withDetach_fwd_Result
{
    float p;
    float d;
};
struct policies_bwd_Grads
{
    float f0;
};
struct policies_fwd_Result
{
    float p;
    float d;
};
struct Circle
{
    float r;
};
struct totalArea_bwd_Grads
{
    Circle f0;
    float f1;
};
struct Rect
{
    float2 size;
    float tag;
};
struct totalArea_1_bwd_Grads
{
    Rect f0;
    float f1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1);
withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4);
policies_bwd_Grads policies_bwd(float p_5, float p_6);
policies_fwd_Result policies_fwd(float p_7, float p_8);
void computeMain_1();
totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11);
totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14);
Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1) {
    float3 t = p.pos;
    float t_1 = p.mass;
    float3 t_2 = (float3)t_1;
    float3 t_3 = t * t_2;
    float3 t_4 = (float3)(0.5f * (1.0f / t_1 * p_1)) * t_3;
    float3 t_5 = t_4 + t_4;
    float3 t_6 = t * t_5;
    Particle t_7 = {float3(0.0f, 0.0f, 0.0f) + t_2 * t_5, -(0.5f * dot(t_3, t_3) / t_1 / t_1) * p_1 + (t_6.x + t_6.y + t_6.z) + 0.0f};
    Particle_kinetic_bwd_Grads t_8 = {t_7};
    return t_8;
}
withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4) {
    float t_9 = p_2 * p_2 + p_2 * p_4;
    withDetach_fwd_Result t_10 = {t_9 * p_2, p_2 * (p_4 * p_3 + p_2 * 0.0f) + t_9 * p_3};
    return t_10;
}
policies_bwd_Grads policies_bwd(float p_5, float p_6) {
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_11 = s_1;
            int t_12 = i_1;
            s = t_11;
            i = t_12;
            break;
        }
        float t_13 = p_5 + (float)i_1;
        float t_14 = s_1 + p_5;
        float t_15 = s_1 + exp(sin(t_13)) * t_13 * log(1.0f + t_14 * t_14);
        int t_16 = i_1 + 1;
        s_1 = t_15;
        i_1 = t_16;
        continue;
    }
    int t_17;
    float t_18 = 0.0f;
    int t_19 = 0;
    int t_20 = 0;
    for (;;) {
        bool t_21 = t_19 < 3;
        int t_22 = t_21 ? 0 : 2;
        int t_23;
        float t_24;
        int t_25;
        float t_26;
        int t_27;
        if (t_22 == 0) {
            float t_28 = p_5 + (float)t_19;
            float t_29 = t_18 + p_5;
            int t_30 = 1;
            float t_31 = t_18 + exp(sin(t_28)) * t_28 * log(1.0f + t_29 * t_29);
            int t_32 = t_19 + 1;
            float t_33 = 0.0f;
            int t_34 = 0;
            t_23 = t_30;
            t_24 = t_31;
            t_25 = t_32;
            t_26 = t_33;
            t_27 = t_34;
        } else {
            int t_35 = t_22;
            float t_36 = 0.0f;
            int t_37 = 0;
            float t_38 = t_21 ? 0.0f : t_18;
            int t_39 = t_21 ? 0 : t_19;
            t_23 = t_35;
            t_24 = t_36;
            t_25 = t_37;
            t_26 = t_38;
            t_27 = t_39;
        }
        int t_40 = t_20 + 1;
        if (t_23 == 2) {
            t_17 = t_40;
            break;
        }
        float t_41 = t_24;
        int t_42 = t_25;
        int t_43 = t_40;
        t_18 = t_41;
        t_19 = t_42;
        t_20 = t_43;
        continue;
    }
    int t_44 = t_17 - 1;
    float t_45;
    float t_46;
    int t_47 = t_44;
    float t_48 = 0.0f;
    float t_49 = 0.0f;
    for (;;) {
        if (t_47 < 0) {
            float t_50 = t_48;
            float t_51 = t_49;
            t_45 = t_50;
            t_46 = t_51;
            break;
        }
        float t_52;
        int t_53;
        float t_54 = 0.0f;
        int t_55 = 0;
        int t_56 = 0;
        for (;;) {
            if (t_56 == t_47) {
                float t_57 = t_54;
                int t_58 = t_55;
                t_52 = t_57;
                t_53 = t_58;
                break;
            }
            bool t_59 = t_55 < 3;
            int t_60 = t_59 ? 0 : 2;
            int t_61;
            float t_62;
            int t_63;
            float t_64;
            int t_65;
            if (t_60 == 0) {
                float t_66 = p_5 + (float)t_55;
                float t_67 = t_54 + p_5;
                int t_68 = 1;
                float t_69 = t_54 + exp(sin(t_66)) * t_66 * log(1.0f + t_67 * t_67);
                int t_70 = t_55 + 1;
                float t_71 = 0.0f;
                int t_72 = 0;
                t_61 = t_68;
                t_62 = t_69;
                t_63 = t_70;
                t_64 = t_71;
                t_65 = t_72;
            } else {
                int t_73 = t_60;
                float t_74 = 0.0f;
                int t_75 = 0;
                float t_76 = t_59 ? 0.0f : t_54;
                int t_77 = t_59 ? 0 : t_55;
                t_61 = t_73;
                t_62 = t_74;
                t_63 = t_75;
                t_64 = t_76;
                t_65 = t_77;
            }
            if (t_61 == 2) {
                float t_78 = t_54;
                int t_79 = t_55;
                t_52 = t_78;
                t_53 = t_79;
                break;
            }
            float t_80 = t_62;
            int t_81 = t_63;
            int t_82 = t_56 + 1;
            t_54 = t_80;
            t_55 = t_81;
            t_56 = t_82;
            continue;
        }
        bool t_83 = t_53 < 3;
        float t_84;
        float t_85;
        float t_86;
        float t_87;
        if ((t_83 ? 0 : 2) == 0) {
            float t_88 = p_5 + (float)t_53;
            float t_89 = exp(sin(t_88));
            float t_90 = t_52 + p_5;
            float t_91 = 1.0f + t_90 * t_90;
            float t_92 = log(t_91) * t_48;
            float t_93 = t_90 * (1.0f / (t_91 * 1.0f) * (t_89 * t_88 * t_48));
            float t_94 = t_93 + t_93;
            float t_95 = t_94 + (t_89 * t_92 + cos(t_88) * (t_89 * (t_88 * t_92)));
            float t_96 = t_48 + t_94;
            float t_97 = 0.0f;
            float t_98 = 0.0f;
            t_84 = t_95;
            t_85 = t_96;
            t_86 = t_97;
            t_87 = t_98;
        } else {
            float t_99 = 0.0f;
            float t_100 = 0.0f;
            float t_101 = t_48;
            float t_102 = t_47 == t_44 ? p_6 : 0.0f;
            t_84 = t_99;
            t_85 = t_100;
            t_86 = t_101;
            t_87 = t_102;
        }
        int t_103 = t_47 - 1;
        float t_104 = t_85 + (t_83 ? 0.0f : t_87);
        float t_105 = t_49 + t_84;
        t_47 = t_103;
        t_48 = t_104;
        t_49 = t_105;
        continue;
    }
    policies_bwd_Grads t_106 = {t_46};
    return t_106;
}
policies_fwd_Result policies_fwd(float p_7, float p_8) {
    float s_2;
    float t_107;
    int i_2;
    float s_3 = 0.0f;
    float t_108 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_109 = s_3;
            float t_110 = t_108;
            int t_111 = i_3;
            s_2 = t_109;
            t_107 = t_110;
            i_2 = t_111;
            break;
        }
        float t_112 = p_7 + (float)i_3;
        float t_113 = exp(sin(t_112));
        float t_114 = t_113 * t_112;
        float t_115 = s_3 + p_7;
        float t_116 = t_115 * (t_108 + p_8);
        float t_117 = 1.0f + t_115 * t_115;
        float t_118 = log(t_117);
        float t_119 = s_3 + t_114 * t_118;
        float t_120 = t_108 + (t_118 * (t_112 * (t_113 * (cos(t_112) * p_8)) + t_113 * p_8) + t_114 * (1.0f / (t_117 * 1.0f) * (t_116 + t_116)));
        int t_121 = i_3 + 1;
        s_3 = t_119;
        t_108 = t_120;
        i_3 = t_121;
        continue;
    }
    policies_fwd_Result t_122 = {s_2, t_107};
    return t_122;
}
void computeMain_1() {
    Circle t_123 = {1.3f};
    totalArea_bwd_Grads t_124 = totalArea_bwd(t_123, 1.1f, 1.0f);
    Circle t_125 = t_124.f0;
    outputBuffer[0u] = t_125.r;
    outputBuffer[1u] = t_124.f1;
    Rect t_126 = {float2(2.0f, 0.5f), 7.0f};
    totalArea_1_bwd_Grads t_127 = totalArea_1_bwd(t_126, 0.9f, 1.0f);
    Rect t_128 = t_127.f0;
    float2 t_129 = t_128.size;
    outputBuffer[2u] = t_129.x;
    outputBuffer[3u] = t_129.y;
    outputBuffer[4u] = t_127.f1;
    outputBuffer[5u] = 2.0f;
    outputBuffer[6u] = 14.0f;
    Particle t_130 = {float3(1.0f, -0.5f, 2.0f), 1.7f};
    Particle_kinetic_bwd_Grads t_131 = Particle_kinetic_bwd(t_130, 1.0f);
    Particle t_132 = t_131.f0;
    float3 t_133 = t_132.pos;
    outputBuffer[7u] = t_133.x;
    outputBuffer[8u] = t_133.z;
    outputBuffer[9u] = t_132.mass;
    outputBuffer[10u] = 1.5f;
    outputBuffer[11u] = 0.6f;
    outputBuffer[12u] = -4.0f;
    outputBuffer[13u] = 10.36f;
    withDetach_fwd_Result t_134 = withDetach_fwd(1.4f, 1.0f, 3.0f);
    outputBuffer[14u] = t_134.d;
    policies_bwd_Grads t_135 = policies_bwd(0.35f, 1.0f);
    outputBuffer[15u] = t_135.f0;
    policies_fwd_Result t_136 = policies_fwd(0.35f, 1.0f);
    outputBuffer[16u] = t_136.d;
    return;
}
totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11) {
    float t_137 = p_9.r;
    float t_138 = t_137 * p_10;
    float t_139 = 3.14159f * t_137;
    float t_140 = p_10 * p_11;
    float t_141 = 3.14159f * t_138 * p_11 + 3.14159f * (t_138 * p_11);
    Circle t_142 = {t_139 * t_140 + 3.14159f * (t_137 * t_140) + p_10 * t_141};
    totalArea_bwd_Grads t_143 = {t_142, t_139 * t_137 * p_11 + t_137 * t_141};
    return t_143;
}
totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14) {
    float2 t_144 = p_12.size;
    float2 t_145 = (float2)p_13;
    float2 t_146 = t_144 * t_145;
    float t_147 = t_144.x;
    float t_148 = t_144.y;
    float t_149 = p_13 * p_14;
    float2 t_150 = float2(0.0f, 0.0f);
    t_150.y = t_147 * t_149;
    float2 t_151 = float2(0.0f, 0.0f);
    t_151.x = t_148 * t_149;
    float2 t_152 = float2(0.0f, 0.0f);
    t_152.y = t_146.x * p_14;
    float2 t_153 = float2(0.0f, 0.0f);
    t_153.x = t_146.y * p_14;
    float2 t_154 = t_152 + t_153;
    float2 t_155 = t_144 * t_154;
    Rect t_156 = {t_150 + t_151 + t_145 * t_154, 0.0f};
    totalArea_1_bwd_Grads t_157 = {t_156, (t_147 * t_148 + p_12.tag) * p_14 + (t_155.x + t_155.y)};
    return t_157;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
