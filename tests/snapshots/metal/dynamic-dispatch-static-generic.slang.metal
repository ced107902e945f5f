#include <metal_stdlib>
using namespace metal;
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
reduce3_bwd_Grads reduce3_bwd(IReduce p, float3 p_1, float p_2);
reduce3_fwd_Result reduce3_fwd(IReduce p_3, float3 p_4, float3 p_5);
Sum_total_bwd_Grads Sum_total_bwd(float3 p_6, float p_7);
Sum_total_fwd_Result Sum_total_fwd(float3 p_8, float3 p_9);
reduce3_bwd_Grads reduce3_bwd(IReduce p, float3 p_1, float p_2) {
    uint t = p.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        float3 v = float3{};
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
        float3 v_1 = float3{};
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
        float3 t_14 = float3(p_2) * p_1;
        t_7 = t_14 + t_14;
        break;
    }
    default: {
        t_7 = float3(0.0f, 0.0f, 0.0f);
        break;
    }
    }
    return reduce3_bwd_Grads{t_7};
}
reduce3_fwd_Result reduce3_fwd(IReduce p_3, float3 p_4, float3 p_5) {
    float t_15;
    float t_16;
    switch (p_3.typeId) {
    case 0u:
    {
        Sum_total_fwd_Result t_17 = Sum_total_fwd(p_4, p_5);
        float t_18 = t_17.p;
        float t_19 = t_17.d;
        t_15 = t_18;
        t_16 = t_19;
        break;
    }
    case 1u:
    {
        float t_20 = dot(p_5, p_4);
        float t_21 = dot(p_4, p_4);
        float t_22 = t_20 + t_20;
        t_15 = t_21;
        t_16 = t_22;
        break;
    }
    default: {
        float t_23 = 0.0f;
        float t_24 = 0.0f;
        t_15 = t_23;
        t_16 = t_24;
        break;
    }
    }
    return reduce3_fwd_Result{t_15, t_16};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_25 = GlobalInvocationId;
    uint t_26 = t_25.x;
    IReduce t_27;
    switch (t_26) {
    case 0u:
    {
        t_27 = IReduce{t_26};
        break;
    }
    case 1u:
    {
        t_27 = IReduce{t_26};
        break;
    }
    default: {
        t_27 = IReduce{t_26};
        break;
    }
    }
    uint t_28 = t_26 + 1u;
    IReduce t_29;
    switch (t_28) {
    case 0u:
    {
        t_29 = IReduce{t_28};
        break;
    }
    case 1u:
    {
        t_29 = IReduce{t_28};
        break;
    }
    default: {
        t_29 = IReduce{t_28};
        break;
    }
    }
    uint t_30 = t_27.typeId;
    float t_31;
    switch (t_30) {
    case 0u:
    {
        float3 v_2 = float3{};
        v_2 = float3(1.0f, 2.0f, 3.0f);
        float s_4;
        uint i_4;
        float s_5 = 0.0f;
        uint i_5 = 0u;
        for (;;) {
            if (i_5 < 3u) {
            } else {
                float t_32 = s_5;
                uint t_33 = i_5;
                s_4 = t_32;
                i_4 = t_33;
                break;
            }
            float t_34 = v_2[i_5];
            float t_35 = s_5 + t_34;
            uint t_36 = i_5 + 1u;
            s_5 = t_35;
            i_5 = t_36;
            continue;
        }
        t_31 = s_4;
        break;
    }
    case 1u:
    {
        t_31 = 14.0f;
        break;
    }
    default: {
        t_31 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_31;
    uint t_37 = t_29.typeId;
    float t_38;
    switch (t_37) {
    case 0u:
    {
        float3 v_3 = float3{};
        v_3 = float3(1.0f, 2.0f, 3.0f);
        float s_6;
        uint i_6;
        float s_7 = 0.0f;
        uint i_7 = 0u;
        for (;;) {
            if (i_7 < 3u) {
            } else {
                float t_39 = s_7;
                uint t_40 = i_7;
                s_6 = t_39;
                i_6 = t_40;
                break;
            }
            float t_41 = v_3[i_7];
            float t_42 = s_7 + t_41;
            uint t_43 = i_7 + 1u;
            s_7 = t_42;
            i_7 = t_43;
            continue;
        }
        t_38 = s_6;
        break;
    }
    case 1u:
    {
        t_38 = 14.0f;
        break;
    }
    default: {
        t_38 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_38;
    float t_44;
    switch (t_30) {
    case 0u:
    {
        float2 v_4 = float2{};
        v_4 = float2(4.0f, 5.0f);
        float s_8;
        uint i_8;
        float s_9 = 0.0f;
        uint i_9 = 0u;
        for (;;) {
            if (i_9 < 2u) {
            } else {
                float t_45 = s_9;
                uint t_46 = i_9;
                s_8 = t_45;
                i_8 = t_46;
                break;
            }
            float t_47 = v_4[i_9];
            float t_48 = s_9 + t_47;
            uint t_49 = i_9 + 1u;
            s_9 = t_48;
            i_9 = t_49;
            continue;
        }
        t_44 = s_8;
        break;
    }
    case 1u:
    {
        t_44 = 41.0f;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_44;
    float t_50;
    switch (t_37) {
    case 0u:
    {
        float2 v_5 = float2{};
        v_5 = float2(4.0f, 5.0f);
        float s_10;
        uint i_10;
        float s_11 = 0.0f;
        uint i_11 = 0u;
        for (;;) {
            if (i_11 < 2u) {
            } else {
                float t_51 = s_11;
                uint t_52 = i_11;
                s_10 = t_51;
                i_10 = t_52;
                break;
            }
            float t_53 = v_5[i_11];
            float t_54 = s_11 + t_53;
            uint t_55 = i_11 + 1u;
            s_11 = t_54;
            i_11 = t_55;
            continue;
        }
        t_50 = s_10;
        break;
    }
    case 1u:
    {
        t_50 = 41.0f;
        break;
    }
    default: {
        t_50 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_50;
    reduce3_bwd_Grads t_56 = reduce3_bwd(t_27, float3(1.0f, 2.0f, 3.0f), 2.0f);
    outputBuffer[4u] = t_56.f0.y;
    reduce3_bwd_Grads t_57 = reduce3_bwd(t_29, float3(1.0f, 2.0f, 3.0f), 2.0f);
    float3 t_58 = t_57.f0;
    outputBuffer[5u] = t_58.x;
    outputBuffer[6u] = t_58.z;
    reduce3_fwd_Result t_59 = reduce3_fwd(t_29, float3(1.0f, 2.0f, 3.0f), float3(1.0f, 0.0f, 1.0f));
    outputBuffer[7u] = t_59.d;
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
            float t_60 = s_13;
            uint t_61 = i_13;
            s_12 = t_60;
            i_12 = t_61;
            break;
        }
        float t_62 = s_13 + p_6[i_13];
        uint t_63 = i_13 + 1u;
        s_13 = t_62;
        i_13 = t_63;
        continue;
    }
    int t_64;
    float t_65 = 0.0f;
    uint t_66 = 0u;
    int t_67 = 0;
    for (;;) {
        bool t_68 = t_66 < 3u;
        int t_69 = select(2, 0, t_68);
        int t_70;
        float t_71;
        uint t_72;
        float t_73;
        uint t_74;
        if (t_69 == 0) {
            int t_75 = 1;
            float t_76 = t_65 + p_6[t_66];
            uint t_77 = t_66 + 1u;
            float t_78 = 0.0f;
            uint t_79 = 0u;
            t_70 = t_75;
            t_71 = t_76;
            t_72 = t_77;
            t_73 = t_78;
            t_74 = t_79;
        } else {
            int t_80 = t_69;
            float t_81 = 0.0f;
            uint t_82 = 0u;
            float t_83 = select(t_65, 0.0f, t_68);
            uint t_84 = select(t_66, 0u, t_68);
            t_70 = t_80;
            t_71 = t_81;
            t_72 = t_82;
            t_73 = t_83;
            t_74 = t_84;
        }
        int t_85 = t_67 + 1;
        if (t_70 == 2) {
            t_64 = t_85;
            break;
        }
        float t_86 = t_71;
        uint t_87 = t_72;
        int t_88 = t_85;
        t_65 = t_86;
        t_66 = t_87;
        t_67 = t_88;
        continue;
    }
    int t_89 = t_64 - 1;
    float t_90;
    float3 t_91;
    int t_92 = t_89;
    float t_93 = 0.0f;
    float3 t_94 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_92 < 0) {
            float t_95 = t_93;
            float3 t_96 = t_94;
            t_90 = t_95;
            t_91 = t_96;
            break;
        }
        float t_97;
        uint t_98;
        float t_99 = 0.0f;
        uint t_100 = 0u;
        int t_101 = 0;
        for (;;) {
            if (t_101 == t_92) {
                float t_102 = t_99;
                uint t_103 = t_100;
                t_97 = t_102;
                t_98 = t_103;
                break;
            }
            bool t_104 = t_100 < 3u;
            int t_105 = select(2, 0, t_104);
            int t_106;
            float t_107;
            uint t_108;
            float t_109;
            uint t_110;
            if (t_105 == 0) {
                int t_111 = 1;
                float t_112 = t_99 + p_6[t_100];
                uint t_113 = t_100 + 1u;
                float t_114 = 0.0f;
                uint t_115 = 0u;
                t_106 = t_111;
                t_107 = t_112;
                t_108 = t_113;
                t_109 = t_114;
                t_110 = t_115;
            } else {
                int t_116 = t_105;
                float t_117 = 0.0f;
                uint t_118 = 0u;
                float t_119 = select(t_99, 0.0f, t_104);
                uint t_120 = select(t_100, 0u, t_104);
                t_106 = t_116;
                t_107 = t_117;
                t_108 = t_118;
                t_109 = t_119;
                t_110 = t_120;
            }
            if (t_106 == 2) {
                float t_121 = t_99;
                uint t_122 = t_100;
                t_97 = t_121;
                t_98 = t_122;
                break;
            }
            float t_123 = t_107;
            uint t_124 = t_108;
            int t_125 = t_101 + 1;
            t_99 = t_123;
            t_100 = t_124;
            t_101 = t_125;
            continue;
        }
        bool t_126 = t_98 < 3u;
        float3 t_127;
        float t_128;
        float t_129;
        float t_130;
        if (select(2, 0, t_126) == 0) {
            float3 t_131 = float3(select(0.0f, t_93, t_98 == 0u), select(0.0f, t_93, t_98 == 1u), select(0.0f, t_93, t_98 == 2u));
            float t_132 = t_93;
            float t_133 = 0.0f;
            float t_134 = 0.0f;
            t_127 = t_131;
            t_128 = t_132;
            t_129 = t_133;
            t_130 = t_134;
        } else {
            float3 t_135 = float3(0.0f, 0.0f, 0.0f);
            float t_136 = 0.0f;
            float t_137 = t_93;
            float t_138 = select(0.0f, p_7, t_92 == t_89);
            t_127 = t_135;
            t_128 = t_136;
            t_129 = t_137;
            t_130 = t_138;
        }
        int t_139 = t_92 - 1;
        float t_140 = t_128 + select(t_130, 0.0f, t_126);
        float3 t_141 = t_94 + t_127;
        t_92 = t_139;
        t_93 = t_140;
        t_94 = t_141;
        continue;
    }
    return Sum_total_bwd_Grads{t_91};
}
Sum_total_fwd_Result Sum_total_fwd(float3 p_8, float3 p_9) {
    float3 v_6 = float3{};
    float3 t_142 = float3{};
    t_142 = float3(0.0f, 0.0f, 0.0f);
    v_6 = p_8;
    t_142 = p_9;
    float s_14;
    float t_143;
    uint i_14;
    float s_15 = 0.0f;
    float t_144 = 0.0f;
    uint i_15 = 0u;
    for (;;) {
        if (i_15 < 3u) {
        } else {
            float t_145 = s_15;
            float t_146 = t_144;
            uint t_147 = i_15;
            s_14 = t_145;
            t_143 = t_146;
            i_14 = t_147;
            break;
        }
        float t_148 = v_6[i_15];
        float t_149 = t_142[i_15];
        float t_150 = s_15 + t_148;
        float t_151 = t_144 + t_149;
        uint t_152 = i_15 + 1u;
        s_15 = t_150;
        t_144 = t_151;
        i_15 = t_152;
        continue;
    }
    return Sum_total_fwd_Result{s_14, t_143};
}
