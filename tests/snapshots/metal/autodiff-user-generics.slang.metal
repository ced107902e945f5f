#include <metal_stdlib>
using namespace metal;
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
Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1);
withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4);
policies_bwd_Grads policies_bwd(float p_5, float p_6);
policies_fwd_Result policies_fwd(float p_7, float p_8);
totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11);
totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14);
Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1) {
    float3 t = p.pos;
    float t_1 = p.mass;
    float3 t_2 = float3(t_1);
    float3 t_3 = t * t_2;
    float3 t_4 = float3(0.5f * (1.0f / t_1 * p_1)) * t_3;
    float3 t_5 = t_4 + t_4;
    float3 t_6 = t * t_5;
    return Particle_kinetic_bwd_Grads{Particle{float3(0.0f, 0.0f, 0.0f) + t_2 * t_5, -(0.5f * dot(t_3, t_3) / t_1 / t_1) * p_1 + (t_6.x + t_6.y + t_6.z) + 0.0f}};
}
withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4) {
    float t_7 = p_2 * p_2 + p_2 * p_4;
    return withDetach_fwd_Result{t_7 * p_2, p_2 * (p_4 * p_3 + p_2 * 0.0f) + t_7 * p_3};
}
policies_bwd_Grads policies_bwd(float p_5, float p_6) {
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_8 = s_1;
            int t_9 = i_1;
            s = t_8;
            i = t_9;
            break;
        }
        float t_10 = p_5 + float(i_1);
        float t_11 = s_1 + p_5;
        float t_12 = s_1 + exp(sin(t_10)) * t_10 * log(1.0f + t_11 * t_11);
        int t_13 = i_1 + 1;
        s_1 = t_12;
        i_1 = t_13;
        continue;
    }
    int t_14;
    float t_15 = 0.0f;
    int t_16 = 0;
    int t_17 = 0;
    for (;;) {
        bool t_18 = t_16 < 3;
        int t_19 = select(2, 0, t_18);
        int t_20;
        float t_21;
        int t_22;
        float t_23;
        int t_24;
        if (t_19 == 0) {
            float t_25 = p_5 + float(t_16);
            float t_26 = t_15 + p_5;
            int t_27 = 1;
            float t_28 = t_15 + exp(sin(t_25)) * t_25 * log(1.0f + t_26 * t_26);
            int t_29 = t_16 + 1;
            float t_30 = 0.0f;
            int t_31 = 0;
            t_20 = t_27;
            t_21 = t_28;
            t_22 = t_29;
            t_23 = t_30;
            t_24 = t_31;
        } else {
            int t_32 = t_19;
            float t_33 = 0.0f;
            int t_34 = 0;
            float t_35 = select(t_15, 0.0f, t_18);
            int t_36 = select(t_16, 0, t_18);
            t_20 = t_32;
            t_21 = t_33;
            t_22 = t_34;
            t_23 = t_35;
            t_24 = t_36;
        }
        int t_37 = t_17 + 1;
        if (t_20 == 2) {
            t_14 = t_37;
            break;
        }
        float t_38 = t_21;
        int t_39 = t_22;
        int t_40 = t_37;
        t_15 = t_38;
        t_16 = t_39;
        t_17 = t_40;
        continue;
    }
    int t_41 = t_14 - 1;
    float t_42;
    float t_43;
    int t_44 = t_41;
    float t_45 = 0.0f;
    float t_46 = 0.0f;
    for (;;) {
        if (t_44 < 0) {
            float t_47 = t_45;
            float t_48 = t_46;
            t_42 = t_47;
            t_43 = t_48;
            break;
        }
        float t_49;
        int t_50;
        float t_51 = 0.0f;
        int t_52 = 0;
        int t_53 = 0;
        for (;;) {
            if (t_53 == t_44) {
                float t_54 = t_51;
                int t_55 = t_52;
                t_49 = t_54;
                t_50 = t_55;
                break;
            }
            bool t_56 = t_52 < 3;
            int t_57 = select(2, 0, t_56);
            int t_58;
            float t_59;
            int t_60;
            float t_61;
            int t_62;
            if (t_57 == 0) {
                float t_63 = p_5 + float(t_52);
                float t_64 = t_51 + p_5;
                int t_65 = 1;
                float t_66 = t_51 + exp(sin(t_63)) * t_63 * log(1.0f + t_64 * t_64);
                int t_67 = t_52 + 1;
                float t_68 = 0.0f;
                int t_69 = 0;
                t_58 = t_65;
                t_59 = t_66;
                t_60 = t_67;
                t_61 = t_68;
                t_62 = t_69;
            } else {
                int t_70 = t_57;
                float t_71 = 0.0f;
                int t_72 = 0;
                float t_73 = select(t_51, 0.0f, t_56);
                int t_74 = select(t_52, 0, t_56);
                t_58 = t_70;
                t_59 = t_71;
                t_60 = t_72;
                t_61 = t_73;
                t_62 = t_74;
            }
            if (t_58 == 2) {
                float t_75 = t_51;
                int t_76 = t_52;
                t_49 = t_75;
                t_50 = t_76;
                break;
            }
            float t_77 = t_59;
            int t_78 = t_60;
            int t_79 = t_53 + 1;
            t_51 = t_77;
            t_52 = t_78;
            t_53 = t_79;
            continue;
        }
        bool t_80 = t_50 < 3;
        float t_81;
        float t_82;
        float t_83;
        float t_84;
        if (select(2, 0, t_80) == 0) {
            float t_85 = p_5 + float(t_50);
            float t_86 = exp(sin(t_85));
            float t_87 = t_49 + p_5;
            float t_88 = 1.0f + t_87 * t_87;
            float t_89 = log(t_88) * t_45;
            float t_90 = t_87 * (1.0f / (t_88 * 1.0f) * (t_86 * t_85 * t_45));
            float t_91 = t_90 + t_90;
            float t_92 = t_91 + (t_86 * t_89 + cos(t_85) * (t_86 * (t_85 * t_89)));
            float t_93 = t_45 + t_91;
            float t_94 = 0.0f;
            float t_95 = 0.0f;
            t_81 = t_92;
            t_82 = t_93;
            t_83 = t_94;
            t_84 = t_95;
        } else {
            float t_96 = 0.0f;
            float t_97 = 0.0f;
            float t_98 = t_45;
            float t_99 = select(0.0f, p_6, t_44 == t_41);
            t_81 = t_96;
            t_82 = t_97;
            t_83 = t_98;
            t_84 = t_99;
        }
        int t_100 = t_44 - 1;
        float t_101 = t_82 + select(t_84, 0.0f, t_80);
        float t_102 = t_46 + t_81;
        t_44 = t_100;
        t_45 = t_101;
        t_46 = t_102;
        continue;
    }
    return policies_bwd_Grads{t_43};
}
policies_fwd_Result policies_fwd(float p_7, float p_8) {
    float s_2;
    float t_103;
    int i_2;
    float s_3 = 0.0f;
    float t_104 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_105 = s_3;
            float t_106 = t_104;
            int t_107 = i_3;
            s_2 = t_105;
            t_103 = t_106;
            i_2 = t_107;
            break;
        }
        float t_108 = p_7 + float(i_3);
        float t_109 = exp(sin(t_108));
        float t_110 = t_109 * t_108;
        float t_111 = s_3 + p_7;
        float t_112 = t_111 * (t_104 + p_8);
        float t_113 = 1.0f + t_111 * t_111;
        float t_114 = log(t_113);
        float t_115 = s_3 + t_110 * t_114;
        float t_116 = t_104 + (t_114 * (t_108 * (t_109 * (cos(t_108) * p_8)) + t_109 * p_8) + t_110 * (1.0f / (t_113 * 1.0f) * (t_112 + t_112)));
        int t_117 = i_3 + 1;
        s_3 = t_115;
        t_104 = t_116;
        i_3 = t_117;
        continue;
    }
    return policies_fwd_Result{s_2, t_103};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    totalArea_bwd_Grads t_118 = totalArea_bwd(Circle{1.3f}, 1.1f, 1.0f);
    outputBuffer[0u] = t_118.f0.r;
    outputBuffer[1u] = t_118.f1;
    totalArea_1_bwd_Grads t_119 = totalArea_1_bwd(Rect{float2(2.0f, 0.5f), 7.0f}, 0.9f, 1.0f);
    float2 t_120 = t_119.f0.size;
    outputBuffer[2u] = t_120.x;
    outputBuffer[3u] = t_120.y;
    outputBuffer[4u] = t_119.f1;
    outputBuffer[5u] = 2.0f;
    outputBuffer[6u] = 14.0f;
    Particle_kinetic_bwd_Grads t_121 = Particle_kinetic_bwd(Particle{float3(1.0f, -0.5f, 2.0f), 1.7f}, 1.0f);
    Particle t_122 = t_121.f0;
    float3 t_123 = t_122.pos;
    outputBuffer[7u] = t_123.x;
    outputBuffer[8u] = t_123.z;
    outputBuffer[9u] = t_122.mass;
    outputBuffer[10u] = 1.5f;
    outputBuffer[11u] = 0.6f;
    outputBuffer[12u] = -4.0f;
    outputBuffer[13u] = 10.36f;
    withDetach_fwd_Result t_124 = withDetach_fwd(1.4f, 1.0f, 3.0f);
    outputBuffer[14u] = t_124.d;
    policies_bwd_Grads t_125 = policies_bwd(0.35f, 1.0f);
    outputBuffer[15u] = t_125.f0;
    policies_fwd_Result t_126 = policies_fwd(0.35f, 1.0f);
    outputBuffer[16u] = t_126.d;
    return;
}
totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11) {
    float t_127 = p_9.r;
    float t_128 = t_127 * p_10;
    float t_129 = 3.14159f * t_127;
    float t_130 = p_10 * p_11;
    float t_131 = 3.14159f * t_128 * p_11 + 3.14159f * (t_128 * p_11);
    return totalArea_bwd_Grads{Circle{t_129 * t_130 + 3.14159f * (t_127 * t_130) + p_10 * t_131}, t_129 * t_127 * p_11 + t_127 * t_131};
}
totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14) {
    float2 t_132 = p_12.size;
    float2 t_133 = float2(p_13);
    float2 t_134 = t_132 * t_133;
    float t_135 = t_132.x;
    float t_136 = t_132.y;
    float t_137 = p_13 * p_14;
    float2 t_138 = float2(0.0f, 0.0f);
    t_138.y = t_135 * t_137;
    float2 t_139 = float2(0.0f, 0.0f);
    t_139.x = t_136 * t_137;
    float2 t_140 = float2(0.0f, 0.0f);
    t_140.y = t_134.x * p_14;
    float2 t_141 = float2(0.0f, 0.0f);
    t_141.x = t_134.y * p_14;
    float2 t_142 = t_140 + t_141;
    float2 t_143 = t_132 * t_142;
    return totalArea_1_bwd_Grads{Rect{t_138 + t_139 + t_133 * t_142, 0.0f}, (t_135 * t_136 + p_12.tag) * p_14 + (t_143.x + t_143.y)};
}
