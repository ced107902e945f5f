#include <metal_stdlib>
using namespace metal;
struct Acc
{
    float3 sum;
    float w;
};
struct Acc_push_bwd_Grads
{
    Acc f0;
    float3 f1;
    float f2;
};
struct scatter_bwd_Grads
{
    float f0;
    float f1;
};
struct scatter_fwd_Result
{
    float p;
    float d;
};
struct accumulate_bwd_Grads
{
    Acc f0;
    float3 f1;
};
struct swz_bwd_Grads
{
    float3 f0;
    float2x2 f1;
};
struct ties_bwd_Grads
{
    float f0;
    float f1;
};
struct swLoop_bwd_Grads
{
    float f0;
};
struct swLoop_fwd_Result
{
    float p;
    float d;
};
Acc_push_bwd_Grads Acc_push_bwd(thread Acc& p, float3 p_1, float p_2, Acc p_3);
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7, thread array<float, 4>& kTable_1);
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12, thread array<float, 4>& kTable_2);
accumulate_bwd_Grads accumulate_bwd(thread Acc& p_13, float3 p_14, int p_15, Acc p_16);
swz_bwd_Grads swz_bwd(float3 p_17, float2x2 p_18, float p_19);
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22);
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25);
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28);
Acc_push_bwd_Grads Acc_push_bwd(thread Acc& p, float3 p_1, float p_2, Acc p_3) {
    Acc t = p;
    float t_1 = t.w;
    float3 t_2 = float3(t_1);
    float3 t_3 = p_1 * t_2;
    float3 t_4 = float3(p_2);
    p = Acc{t.sum + t_3 * t_4, t_1 * 0.9f + p_2 * 0.01f};
    float3 t_5 = p_3.sum;
    float t_6 = p_3.w;
    float3 t_7 = t_4 * t_5;
    float3 t_8 = t_3 * t_5;
    float3 t_9 = p_1 * t_7;
    return Acc_push_bwd_Grads{Acc{float3(0.0f, 0.0f, 0.0f) + t_5, 0.9f * t_6 + (t_9.x + t_9.y + t_9.z) + 0.0f}, t_2 * t_7, 0.01f * t_6 + (t_8.x + t_8.y + t_8.z)};
}
scatter_bwd_Grads scatter_bwd(float p_4, float p_5, int p_6, float p_7, thread array<float, 4>& kTable_1) {
    array<float, 4> buf;
    int i;
    array<float, 4> buf_1 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_6) {
        } else {
            array<float, 4> t_10 = buf_1;
            int t_11 = i_1;
            buf = t_10;
            i = t_11;
            break;
        }
        int t_12 = select(i_1 * 3 % 4, i_1 * 3, 4 == 0);
        float t_13 = kTable_1[select(i_1 % 4, i_1, 4 == 0)];
        float t_14 = buf_1[t_12] + (p_4 * t_13 + buf_1[select((t_12 + 1) % 4, t_12 + 1, 4 == 0)] * p_5);
        array<float, 4> t_15 = buf_1;
        t_15[0] = select(buf_1[0], t_14, t_12 == 0);
        array<float, 4> t_16 = t_15;
        t_16[1] = select(buf_1[1], t_14, t_12 == 1);
        array<float, 4> t_17 = t_16;
        t_17[2] = select(buf_1[2], t_14, t_12 == 2);
        array<float, 4> t_18 = t_17;
        t_18[3] = select(buf_1[3], t_14, t_12 == 3);
        array<float, 4> t_19 = t_18;
        int t_20 = i_1 + 1;
        buf_1 = t_19;
        i_1 = t_20;
        continue;
    }
    float t_21 = -p_7;
    int t_22;
    array<float, 4> t_23 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    int t_24 = 0;
    int t_25 = 0;
    for (;;) {
        int t_26;
        array<float, 4> t_27;
        int t_28;
        array<float, 4> t_29;
        int t_30;
        if (t_24 < p_6) {
            int t_31 = 0;
            array<float, 4> t_32 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_33 = 0;
            array<float, 4> t_34 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_35 = 0;
            t_26 = t_31;
            t_27 = t_32;
            t_28 = t_33;
            t_29 = t_34;
            t_30 = t_35;
        } else {
            int t_36 = 2;
            array<float, 4> t_37 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_38 = 0;
            array<float, 4> t_39 = t_23;
            int t_40 = t_24;
            t_26 = t_36;
            t_27 = t_37;
            t_28 = t_38;
            t_29 = t_39;
            t_30 = t_40;
        }
        int t_41;
        array<float, 4> t_42;
        int t_43;
        array<float, 4> t_44;
        int t_45;
        if (t_26 == 0) {
            int t_46 = select(t_24 * 3 % 4, t_24 * 3, 4 == 0);
            float t_47 = kTable_1[select(t_24 % 4, t_24, 4 == 0)];
            float t_48 = t_23[t_46] + (p_4 * t_47 + t_23[select((t_46 + 1) % 4, t_46 + 1, 4 == 0)] * p_5);
            array<float, 4> t_49 = t_23;
            t_49[0] = select(t_23[0], t_48, t_46 == 0);
            array<float, 4> t_50 = t_49;
            t_50[1] = select(t_23[1], t_48, t_46 == 1);
            array<float, 4> t_51 = t_50;
            t_51[2] = select(t_23[2], t_48, t_46 == 2);
            array<float, 4> t_52 = t_51;
            t_52[3] = select(t_23[3], t_48, t_46 == 3);
            int t_53 = 1;
            array<float, 4> t_54 = t_52;
            int t_55 = t_24 + 1;
            array<float, 4> t_56 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_57 = 0;
            t_41 = t_53;
            t_42 = t_54;
            t_43 = t_55;
            t_44 = t_56;
            t_45 = t_57;
        } else {
            int t_58 = t_26;
            array<float, 4> t_59 = t_27;
            int t_60 = t_28;
            array<float, 4> t_61 = t_29;
            int t_62 = t_30;
            t_41 = t_58;
            t_42 = t_59;
            t_43 = t_60;
            t_44 = t_61;
            t_45 = t_62;
        }
        int t_63 = t_25 + 1;
        if (t_41 == 2) {
            t_22 = t_63;
            break;
        }
        array<float, 4> t_64 = t_42;
        int t_65 = t_43;
        int t_66 = t_63;
        t_23 = t_64;
        t_24 = t_65;
        t_25 = t_66;
        continue;
    }
    int t_67 = t_22 - 1;
    array<float, 4> t_68;
    float t_69;
    float t_70;
    int t_71 = t_67;
    array<float, 4> t_72 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    float t_73 = 0.0f;
    float t_74 = 0.0f;
    for (;;) {
        if (t_71 < 0) {
            array<float, 4> t_75 = t_72;
            float t_76 = t_73;
            float t_77 = t_74;
            t_68 = t_75;
            t_69 = t_76;
            t_70 = t_77;
            break;
        }
        array<float, 4> t_78;
        int t_79;
        array<float, 4> t_80 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
        int t_81 = 0;
        int t_82 = 0;
        for (;;) {
            if (t_82 == t_71) {
                array<float, 4> t_83 = t_80;
                int t_84 = t_81;
                t_78 = t_83;
                t_79 = t_84;
                break;
            }
            int t_85;
            array<float, 4> t_86;
            int t_87;
            array<float, 4> t_88;
            int t_89;
            if (t_81 < p_6) {
                int t_90 = 0;
                array<float, 4> t_91 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
                int t_92 = 0;
                array<float, 4> t_93 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
                int t_94 = 0;
                t_85 = t_90;
                t_86 = t_91;
                t_87 = t_92;
                t_88 = t_93;
                t_89 = t_94;
            } else {
                int t_95 = 2;
                array<float, 4> t_96 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
                int t_97 = 0;
                array<float, 4> t_98 = t_80;
                int t_99 = t_81;
                t_85 = t_95;
                t_86 = t_96;
                t_87 = t_97;
                t_88 = t_98;
                t_89 = t_99;
            }
            int t_100;
            array<float, 4> t_101;
            int t_102;
            array<float, 4> t_103;
            int t_104;
            if (t_85 == 0) {
                int t_105 = select(t_81 * 3 % 4, t_81 * 3, 4 == 0);
                float t_106 = kTable_1[select(t_81 % 4, t_81, 4 == 0)];
                float t_107 = t_80[t_105] + (p_4 * t_106 + t_80[select((t_105 + 1) % 4, t_105 + 1, 4 == 0)] * p_5);
                array<float, 4> t_108 = t_80;
                t_108[0] = select(t_80[0], t_107, t_105 == 0);
                array<float, 4> t_109 = t_108;
                t_109[1] = select(t_80[1], t_107, t_105 == 1);
                array<float, 4> t_110 = t_109;
                t_110[2] = select(t_80[2], t_107, t_105 == 2);
                array<float, 4> t_111 = t_110;
                t_111[3] = select(t_80[3], t_107, t_105 == 3);
                int t_112 = 1;
                array<float, 4> t_113 = t_111;
                int t_114 = t_81 + 1;
                array<float, 4> t_115 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
                int t_116 = 0;
                t_100 = t_112;
                t_101 = t_113;
                t_102 = t_114;
                t_103 = t_115;
                t_104 = t_116;
            } else {
                int t_117 = t_85;
                array<float, 4> t_118 = t_86;
                int t_119 = t_87;
                array<float, 4> t_120 = t_88;
                int t_121 = t_89;
                t_100 = t_117;
                t_101 = t_118;
                t_102 = t_119;
                t_103 = t_120;
                t_104 = t_121;
            }
            if (t_100 == 2) {
                array<float, 4> t_122 = t_80;
                int t_123 = t_81;
                t_78 = t_122;
                t_79 = t_123;
                break;
            }
            array<float, 4> t_124 = t_101;
            int t_125 = t_102;
            int t_126 = t_82 + 1;
            t_80 = t_124;
            t_81 = t_125;
            t_82 = t_126;
            continue;
        }
        bool t_127 = t_79 < p_6;
        int t_128;
        array<float, 4> t_129;
        int t_130;
        array<float, 4> t_131;
        int t_132;
        if (t_127) {
            int t_133 = 0;
            array<float, 4> t_134 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_135 = 0;
            array<float, 4> t_136 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_137 = 0;
            t_128 = t_133;
            t_129 = t_134;
            t_130 = t_135;
            t_131 = t_136;
            t_132 = t_137;
        } else {
            int t_138 = 2;
            array<float, 4> t_139 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            int t_140 = 0;
            array<float, 4> t_141 = t_78;
            int t_142 = t_79;
            t_128 = t_138;
            t_129 = t_139;
            t_130 = t_140;
            t_131 = t_141;
            t_132 = t_142;
        }
        bool t_143 = t_71 == t_67;
        array<float, 4> t_144;
        float t_145;
        float t_146;
        array<float, 4> t_147;
        array<float, 4> t_148;
        if (t_128 == 0) {
            int t_149 = select(t_79 * 3 % 4, t_79 * 3, 4 == 0);
            float t_150 = kTable_1[select(t_79 % 4, t_79, 4 == 0)];
            int t_151 = select((t_149 + 1) % 4, t_149 + 1, 4 == 0);
            bool t_152 = t_149 == 0;
            bool t_153 = t_149 == 1;
            bool t_154 = t_149 == 2;
            bool t_155 = t_149 == 3;
            float t_156 = t_72[3];
            float t_157 = t_72[2];
            float t_158 = t_72[1];
            float t_159 = t_72[0];
            float t_160 = select(0.0f, t_156, t_155) + select(0.0f, t_157, t_154) + select(0.0f, t_158, t_153) + select(0.0f, t_159, t_152);
            float t_161 = p_5 * t_160;
            array<float, 4> t_162 = array<float, 4>{0.0f + select(t_159, 0.0f, t_152) + select(0.0f, t_161, t_151 == 0) + select(0.0f, t_160, t_152), 0.0f + select(t_158, 0.0f, t_153) + 0.0f + 0.0f + select(0.0f, t_161, t_151 == 1) + select(0.0f, t_160, t_153), 0.0f + select(t_157, 0.0f, t_154) + 0.0f + 0.0f + 0.0f + select(0.0f, t_161, t_151 == 2) + select(0.0f, t_160, t_154), select(t_156, 0.0f, t_155) + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_161, t_151 == 3) + select(0.0f, t_160, t_155)};
            float t_163 = t_150 * t_160;
            float t_164 = t_78[t_151] * t_160;
            array<float, 4> t_165 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            array<float, 4> t_166 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            t_144 = t_162;
            t_145 = t_163;
            t_146 = t_164;
            t_147 = t_165;
            t_148 = t_166;
        } else {
            array<float, 4> t_167 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
            float t_168 = 0.0f;
            float t_169 = 0.0f;
            array<float, 4> t_170 = t_72;
            array<float, 4> t_171 = array<float, 4>{select(0.0f, 0.0f + buf[1] * p_7, t_143), select(0.0f, 0.0f + buf[0] * p_7 + 0.0f, t_143), select(0.0f, 0.0f + p_7 + 0.0f + 0.0f, t_143), select(0.0f, p_4 * t_21 + 0.0f + 0.0f + 0.0f, t_143)};
            t_144 = t_167;
            t_145 = t_168;
            t_146 = t_169;
            t_147 = t_170;
            t_148 = t_171;
        }
        array<float, 4> t_172;
        if (t_127) {
            t_172 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
        } else {
            t_172 = t_148;
        }
        int t_173 = t_71 - 1;
        array<float, 4> t_174 = array<float, 4>{t_144[0] + t_172[0], t_144[1] + t_172[1], t_144[2] + t_172[2], t_144[3] + t_172[3]};
        float t_175 = t_73 + t_145;
        float t_176 = t_74 + t_146;
        t_71 = t_173;
        t_72 = t_174;
        t_73 = t_175;
        t_74 = t_176;
        continue;
    }
    return scatter_bwd_Grads{buf[3] * t_21 + t_69, t_70};
}
scatter_fwd_Result scatter_fwd(float p_8, float p_9, float p_10, float p_11, int p_12, thread array<float, 4>& kTable_2) {
    array<float, 4> buf_2 = array<float, 4>{};
    array<float, 4> t_177 = array<float, 4>{};
    t_177 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    buf_2 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    t_177 = array<float, 4>{0.0f, 0.0f, 0.0f, 0.0f};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < p_12) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_178 = select(i_3 * 3 % 4, i_3 * 3, 4 == 0);
        float t_179 = buf_2[t_178];
        float t_180 = t_177[t_178];
        float t_181 = kTable_2[select(i_3 % 4, i_3, 4 == 0)];
        int t_182 = select((t_178 + 1) % 4, t_178 + 1, 4 == 0);
        float t_183 = buf_2[t_182];
        float t_184 = t_177[t_182];
        buf_2[t_178] = t_179 + (p_8 * t_181 + t_183 * p_10);
        t_177[t_178] = t_180 + (t_181 * p_9 + (p_10 * t_184 + t_183 * p_11));
        i_3 = i_3 + 1;
        continue;
    }
    float t_185 = buf_2[0];
    float t_186 = t_177[0];
    float t_187 = buf_2[1];
    float t_188 = t_177[1];
    float t_189 = buf_2[2];
    float t_190 = t_177[2];
    float t_191 = buf_2[3];
    float t_192 = t_177[3];
    return scatter_fwd_Result{t_185 * t_187 + t_189 - t_191 * p_8, t_187 * t_186 + t_185 * t_188 + t_190 + -(p_8 * t_192 + t_191 * p_9)};
}
accumulate_bwd_Grads accumulate_bwd(thread Acc& p_13, float3 p_14, int p_15, Acc p_16) {
    Acc t_193 = p_13;
    Acc t_194;
    int i_4;
    Acc t_195 = t_193;
    int i_5 = 0;
    for (;;) {
        if (i_5 < p_15) {
        } else {
            Acc t_196 = t_195;
            int t_197 = i_5;
            t_194 = t_196;
            i_4 = t_197;
            break;
        }
        int t_198 = i_5 + 1;
        float t_199 = 0.5f + 0.1f * float(i_5);
        float t_200 = t_195.w;
        Acc t_201 = Acc{t_195.sum + p_14 * float3(int3(t_198)) * float3(t_200) * float3(t_199), t_200 * 0.9f + t_199 * 0.01f};
        int t_202 = t_198;
        t_195 = t_201;
        i_5 = t_202;
        continue;
    }
    p_13 = t_194;
    int t_203;
    Acc t_204 = t_193;
    int t_205 = 0;
    int t_206 = 0;
    for (;;) {
        int t_207;
        Acc t_208;
        int t_209;
        Acc t_210;
        int t_211;
        if (t_205 < p_15) {
            int t_212 = 0;
            Acc t_213 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_214 = 0;
            Acc t_215 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_216 = 0;
            t_207 = t_212;
            t_208 = t_213;
            t_209 = t_214;
            t_210 = t_215;
            t_211 = t_216;
        } else {
            int t_217 = 2;
            Acc t_218 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_219 = 0;
            Acc t_220 = t_204;
            int t_221 = t_205;
            t_207 = t_217;
            t_208 = t_218;
            t_209 = t_219;
            t_210 = t_220;
            t_211 = t_221;
        }
        int t_222;
        Acc t_223;
        int t_224;
        Acc t_225;
        int t_226;
        if (t_207 == 0) {
            int t_227 = t_205 + 1;
            float t_228 = 0.5f + 0.1f * float(t_205);
            float t_229 = t_204.w;
            int t_230 = 1;
            Acc t_231 = Acc{t_204.sum + p_14 * float3(int3(t_227)) * float3(t_229) * float3(t_228), t_229 * 0.9f + t_228 * 0.01f};
            int t_232 = t_227;
            Acc t_233 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_234 = 0;
            t_222 = t_230;
            t_223 = t_231;
            t_224 = t_232;
            t_225 = t_233;
            t_226 = t_234;
        } else {
            int t_235 = t_207;
            Acc t_236 = t_208;
            int t_237 = t_209;
            Acc t_238 = t_210;
            int t_239 = t_211;
            t_222 = t_235;
            t_223 = t_236;
            t_224 = t_237;
            t_225 = t_238;
            t_226 = t_239;
        }
        int t_240 = t_206 + 1;
        if (t_222 == 2) {
            t_203 = t_240;
            break;
        }
        Acc t_241 = t_223;
        int t_242 = t_224;
        int t_243 = t_240;
        t_204 = t_241;
        t_205 = t_242;
        t_206 = t_243;
        continue;
    }
    int t_244 = t_203 - 1;
    Acc t_245;
    float3 t_246;
    int t_247 = t_244;
    Acc t_248 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
    float3 t_249 = float3(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_247 < 0) {
            Acc t_250 = t_248;
            float3 t_251 = t_249;
            t_245 = t_250;
            t_246 = t_251;
            break;
        }
        Acc t_252;
        int t_253;
        Acc t_254 = t_193;
        int t_255 = 0;
        int t_256 = 0;
        for (;;) {
            if (t_256 == t_247) {
                Acc t_257 = t_254;
                int t_258 = t_255;
                t_252 = t_257;
                t_253 = t_258;
                break;
            }
            int t_259;
            Acc t_260;
            int t_261;
            Acc t_262;
            int t_263;
            if (t_255 < p_15) {
                int t_264 = 0;
                Acc t_265 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
                int t_266 = 0;
                Acc t_267 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
                int t_268 = 0;
                t_259 = t_264;
                t_260 = t_265;
                t_261 = t_266;
                t_262 = t_267;
                t_263 = t_268;
            } else {
                int t_269 = 2;
                Acc t_270 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
                int t_271 = 0;
                Acc t_272 = t_254;
                int t_273 = t_255;
                t_259 = t_269;
                t_260 = t_270;
                t_261 = t_271;
                t_262 = t_272;
                t_263 = t_273;
            }
            int t_274;
            Acc t_275;
            int t_276;
            Acc t_277;
            int t_278;
            if (t_259 == 0) {
                int t_279 = t_255 + 1;
                float t_280 = 0.5f + 0.1f * float(t_255);
                float t_281 = t_254.w;
                int t_282 = 1;
                Acc t_283 = Acc{t_254.sum + p_14 * float3(int3(t_279)) * float3(t_281) * float3(t_280), t_281 * 0.9f + t_280 * 0.01f};
                int t_284 = t_279;
                Acc t_285 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
                int t_286 = 0;
                t_274 = t_282;
                t_275 = t_283;
                t_276 = t_284;
                t_277 = t_285;
                t_278 = t_286;
            } else {
                int t_287 = t_259;
                Acc t_288 = t_260;
                int t_289 = t_261;
                Acc t_290 = t_262;
                int t_291 = t_263;
                t_274 = t_287;
                t_275 = t_288;
                t_276 = t_289;
                t_277 = t_290;
                t_278 = t_291;
            }
            if (t_274 == 2) {
                Acc t_292 = t_254;
                int t_293 = t_255;
                t_252 = t_292;
                t_253 = t_293;
                break;
            }
            Acc t_294 = t_275;
            int t_295 = t_276;
            int t_296 = t_256 + 1;
            t_254 = t_294;
            t_255 = t_295;
            t_256 = t_296;
            continue;
        }
        bool t_297 = t_253 < p_15;
        int t_298;
        Acc t_299;
        int t_300;
        Acc t_301;
        int t_302;
        if (t_297) {
            int t_303 = 0;
            Acc t_304 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_305 = 0;
            Acc t_306 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_307 = 0;
            t_298 = t_303;
            t_299 = t_304;
            t_300 = t_305;
            t_301 = t_306;
            t_302 = t_307;
        } else {
            int t_308 = 2;
            Acc t_309 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            int t_310 = 0;
            Acc t_311 = t_252;
            int t_312 = t_253;
            t_298 = t_308;
            t_299 = t_309;
            t_300 = t_310;
            t_301 = t_311;
            t_302 = t_312;
        }
        bool t_313 = t_247 == t_244;
        float3 t_314;
        Acc t_315;
        Acc t_316;
        Acc t_317;
        if (t_298 == 0) {
            float3 t_318 = float3(int3(t_253 + 1));
            Acc t_319 = Acc{};
            t_319 = t_252;
            Acc_push_bwd_Grads t_320 = Acc_push_bwd(t_319, p_14 * t_318, 0.5f + 0.1f * float(t_253), t_248);
            float3 t_321 = t_318 * t_320.f1;
            Acc t_322 = t_320.f0;
            Acc t_323 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            Acc t_324 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            t_314 = t_321;
            t_315 = t_322;
            t_316 = t_323;
            t_317 = t_324;
        } else {
            float3 t_325 = float3(0.0f, 0.0f, 0.0f);
            Acc t_326 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
            Acc t_327 = t_248;
            Acc t_328 = Acc{select(float3(0.0f, 0.0f, 0.0f), p_16.sum, t_313), select(0.0f, p_16.w, t_313)};
            t_314 = t_325;
            t_315 = t_326;
            t_316 = t_327;
            t_317 = t_328;
        }
        Acc t_329;
        if (t_297) {
            t_329 = Acc{float3(0.0f, 0.0f, 0.0f), 0.0f};
        } else {
            t_329 = t_317;
        }
        int t_330 = t_247 - 1;
        Acc t_331 = Acc{t_315.sum + t_329.sum, t_315.w + t_329.w};
        float3 t_332 = t_249 + t_314;
        t_247 = t_330;
        t_248 = t_331;
        t_249 = t_332;
        continue;
    }
    return accumulate_bwd_Grads{t_245, t_246};
}
swz_bwd_Grads swz_bwd(float3 p_17, float2x2 p_18, float p_19) {
    float2 t_333 = p_17.zx * float2(2.0f, 2.0f);
    float t_334 = t_333.x;
    float t_335 = t_333.y;
    float2 t_336 = p_18[0];
    float2 t_337 = float2(t_334);
    float2 t_338 = t_336 * t_337;
    float3 t_339 = float3(0.0f, 0.0f, 0.0f);
    t_339.z = p_19;
    float t_340 = -p_19;
    float2 t_341 = float2(0.0f, 0.0f);
    t_341.x = t_338.y * t_340;
    float2x2 t_342 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_342[1] = t_341;
    float2 t_343 = float2(0.0f, 0.0f);
    t_343.y = (p_17.y + t_334 * t_335) * t_340;
    float2x2 t_344 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_344[0] = t_343;
    float2 t_345 = float2(0.0f, 0.0f);
    t_345.y = t_338.x * p_19;
    float2x2 t_346 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_346[1] = t_345;
    float2 t_347 = float2(0.0f, 0.0f);
    t_347.x = p_18[1].y * p_19;
    float2x2 t_348 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_348[0] = t_347;
    float2x2 t_349 = t_342 + t_344 + t_346 + t_348;
    float2x2 t_350 = t_349;
    t_350[0] = float2(0.0f, 0.0f);
    float2 t_351 = t_349[0];
    float2 t_352 = t_336 * t_351;
    float3 t_353 = float3(0.0f, 0.0f, 0.0f);
    t_353.x = t_352.x + t_352.y;
    float2x2 t_354 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_354[0] = t_337 * t_351;
    float2x2 t_355 = t_350 + t_354;
    float2x2 t_356 = t_355;
    t_356[1] = float2(0.0f, 0.0f);
    float2 t_357 = t_355[1];
    float2 t_358 = t_357;
    t_358.x = 0.0f;
    float2x2 t_359 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_359[1] = t_358;
    float3 t_360 = float3(0.0f, 0.0f, 0.0f);
    t_360.y = t_357.x;
    float3 t_361 = t_339 + t_353 + t_360;
    float3 t_362 = t_361;
    t_362.y = 0.0f;
    float t_363 = t_361.y;
    float3 t_364 = float3(0.0f, 0.0f, 0.0f);
    t_364.z = t_334 * t_363;
    float3 t_365 = float3(0.0f, 0.0f, 0.0f);
    t_365.x = t_335 * t_363;
    float3 t_366 = float3(0.0f, 0.0f, 0.0f);
    t_366.y = t_363;
    float3 t_367 = t_362 + t_364 + t_365 + t_366;
    float3 t_368 = t_367;
    t_368.z = 0.0f;
    float2 t_369 = float2(0.0f, 0.0f);
    t_369.y = t_367.z;
    float3 t_370 = t_368;
    t_370.x = 0.0f;
    float2 t_371 = float2(0.0f, 0.0f);
    t_371.x = t_367.x;
    float2 t_372 = float2(2.0f, 2.0f) * (t_369 + t_371);
    return swz_bwd_Grads{t_370 + float3(t_372.y, 0.0f, t_372.x), t_356 + t_359};
}
ties_bwd_Grads ties_bwd(float p_20, float p_21, float p_22) {
    float t_373 = sign(p_21 - p_20) * p_22;
    bool t_374 = p_20 < 0.0f;
    bool t_375 = p_20 > p_21;
    float t_376 = 2.0f * p_22;
    float t_377 = select(0.0f, 0.5f, p_20 == p_21);
    return ties_bwd_Grads{-t_373 + select(select(1.0f, 0.0f, t_375), 0.0f, t_374) * p_22 + select(t_377, 1.0f, p_20 < p_21) * t_376 + select(t_377, 1.0f, t_375) * p_22, t_373 + select(select(0.0f, 1.0f, t_375), 0.0f, t_374) * p_22 + select(t_377, 1.0f, p_21 < p_20) * t_376 + select(t_377, 1.0f, p_21 > p_20) * p_22};
}
swLoop_bwd_Grads swLoop_bwd(float p_23, int p_24, float p_25) {
    float s;
    int i_6;
    float s_1 = p_23;
    int i_7 = 0;
    for (;;) {
        if (i_7 < p_24) {
        } else {
            float t_378 = s_1;
            int t_379 = i_7;
            s = t_378;
            i_6 = t_379;
            break;
        }
        float s_2;
        int i_8;
        switch (select(i_7 % 3, i_7, 3 == 0)) {
        case 0:
        {
            float t_380 = s_1 * p_23;
            int t_381 = i_7;
            s_2 = t_380;
            i_8 = t_381;
            break;
        }
        case 1:
        {
            if (s_1 > 2.0f) {
                float t_382 = s_1;
                int t_383 = i_7;
                s_2 = t_382;
                i_8 = t_383;
                break;
            }
            float t_384 = s_1 + sqrt(abs(s_1));
            int t_385 = i_7;
            s_2 = t_384;
            i_8 = t_385;
            break;
        }
        default: {
            float t_386 = s_1 * 0.5f;
            int t_387 = i_7 + 1;
            s_1 = t_386;
            i_7 = t_387;
            continue;
        }
        }
        float t_388 = s_2 - 0.01f * p_23;
        int t_389 = i_8 + 1;
        s_1 = t_388;
        i_7 = t_389;
        continue;
    }
    int t_390;
    float t_391 = p_23;
    int t_392 = 0;
    int t_393 = 0;
    for (;;) {
        bool t_394 = t_392 < p_24;
        int t_395 = select(2, 0, t_394);
        int t_396;
        float t_397;
        int t_398;
        float t_399;
        int t_400;
        if (t_395 == 0) {
            float t_401;
            int t_402;
            int t_403;
            float t_404;
            int t_405;
            float t_406;
            int t_407;
            switch (select(t_392 % 3, t_392, 3 == 0)) {
            case 0:
            {
                float t_408 = t_391 * p_23;
                int t_409 = t_392;
                int t_410 = 0;
                float t_411 = 0.0f;
                int t_412 = 0;
                float t_413 = 0.0f;
                int t_414 = 0;
                t_401 = t_408;
                t_402 = t_409;
                t_403 = t_410;
                t_404 = t_411;
                t_405 = t_412;
                t_406 = t_413;
                t_407 = t_414;
                break;
            }
            case 1:
            {
                bool t_415 = t_391 > 2.0f;
                int t_416 = select(0, 3, t_415);
                bool t_417 = t_416 == 0;
                int t_418 = select(t_416, 3, t_417);
                float t_419 = select(select(0.0f, t_391, t_415), t_391 + sqrt(abs(t_391)), t_417);
                int t_420 = select(select(0, t_392, t_415), t_392, t_417);
                int t_421 = select(t_418, 0, t_418 == 3);
                float t_422 = 0.0f;
                int t_423 = 0;
                float t_424 = 0.0f;
                int t_425 = 0;
                t_401 = t_419;
                t_402 = t_420;
                t_403 = t_421;
                t_404 = t_422;
                t_405 = t_423;
                t_406 = t_424;
                t_407 = t_425;
                break;
            }
            default: {
                float t_426 = 0.0f;
                int t_427 = 0;
                int t_428 = 1;
                float t_429 = t_391 * 0.5f;
                int t_430 = t_392 + 1;
                float t_431 = 0.0f;
                int t_432 = 0;
                t_401 = t_426;
                t_402 = t_427;
                t_403 = t_428;
                t_404 = t_429;
                t_405 = t_430;
                t_406 = t_431;
                t_407 = t_432;
                break;
            }
            }
            bool t_433 = t_403 == 0;
            int t_434 = select(t_403, 1, t_433);
            float t_435 = select(t_404, t_401 - 0.01f * p_23, t_433);
            int t_436 = select(t_405, t_402 + 1, t_433);
            float t_437 = select(t_406, 0.0f, t_433);
            int t_438 = select(t_407, 0, t_433);
            t_396 = t_434;
            t_397 = t_435;
            t_398 = t_436;
            t_399 = t_437;
            t_400 = t_438;
        } else {
            int t_439 = t_395;
            float t_440 = 0.0f;
            int t_441 = 0;
            float t_442 = select(t_391, 0.0f, t_394);
            int t_443 = select(t_392, 0, t_394);
            t_396 = t_439;
            t_397 = t_440;
            t_398 = t_441;
            t_399 = t_442;
            t_400 = t_443;
        }
        int t_444 = t_393 + 1;
        if (t_396 == 2) {
            t_390 = t_444;
            break;
        }
        float t_445 = t_397;
        int t_446 = t_398;
        int t_447 = t_444;
        t_391 = t_445;
        t_392 = t_446;
        t_393 = t_447;
        continue;
    }
    int t_448 = t_390 - 1;
    float t_449;
    float t_450;
    int t_451 = t_448;
    float t_452 = 0.0f;
    float t_453 = 0.0f;
    for (;;) {
        if (t_451 < 0) {
            float t_454 = t_452;
            float t_455 = t_453;
            t_449 = t_454;
            t_450 = t_455;
            break;
        }
        float t_456;
        int t_457;
        float t_458 = p_23;
        int t_459 = 0;
        int t_460 = 0;
        for (;;) {
            if (t_460 == t_451) {
                float t_461 = t_458;
                int t_462 = t_459;
                t_456 = t_461;
                t_457 = t_462;
                break;
            }
            bool t_463 = t_459 < p_24;
            int t_464 = select(2, 0, t_463);
            int t_465;
            float t_466;
            int t_467;
            float t_468;
            int t_469;
            if (t_464 == 0) {
                float t_470;
                int t_471;
                int t_472;
                float t_473;
                int t_474;
                float t_475;
                int t_476;
                switch (select(t_459 % 3, t_459, 3 == 0)) {
                case 0:
                {
                    float t_477 = t_458 * p_23;
                    int t_478 = t_459;
                    int t_479 = 0;
                    float t_480 = 0.0f;
                    int t_481 = 0;
                    float t_482 = 0.0f;
                    int t_483 = 0;
                    t_470 = t_477;
                    t_471 = t_478;
                    t_472 = t_479;
                    t_473 = t_480;
                    t_474 = t_481;
                    t_475 = t_482;
                    t_476 = t_483;
                    break;
                }
                case 1:
                {
                    bool t_484 = t_458 > 2.0f;
                    int t_485 = select(0, 3, t_484);
                    bool t_486 = t_485 == 0;
                    int t_487 = select(t_485, 3, t_486);
                    float t_488 = select(select(0.0f, t_458, t_484), t_458 + sqrt(abs(t_458)), t_486);
                    int t_489 = select(select(0, t_459, t_484), t_459, t_486);
                    int t_490 = select(t_487, 0, t_487 == 3);
                    float t_491 = 0.0f;
                    int t_492 = 0;
                    float t_493 = 0.0f;
                    int t_494 = 0;
                    t_470 = t_488;
                    t_471 = t_489;
                    t_472 = t_490;
                    t_473 = t_491;
                    t_474 = t_492;
                    t_475 = t_493;
                    t_476 = t_494;
                    break;
                }
                default: {
                    float t_495 = 0.0f;
                    int t_496 = 0;
                    int t_497 = 1;
                    float t_498 = t_458 * 0.5f;
                    int t_499 = t_459 + 1;
                    float t_500 = 0.0f;
                    int t_501 = 0;
                    t_470 = t_495;
                    t_471 = t_496;
                    t_472 = t_497;
                    t_473 = t_498;
                    t_474 = t_499;
                    t_475 = t_500;
                    t_476 = t_501;
                    break;
                }
                }
                bool t_502 = t_472 == 0;
                int t_503 = select(t_472, 1, t_502);
                float t_504 = select(t_473, t_470 - 0.01f * p_23, t_502);
                int t_505 = select(t_474, t_471 + 1, t_502);
                float t_506 = select(t_475, 0.0f, t_502);
                int t_507 = select(t_476, 0, t_502);
                t_465 = t_503;
                t_466 = t_504;
                t_467 = t_505;
                t_468 = t_506;
                t_469 = t_507;
            } else {
                int t_508 = t_464;
                float t_509 = 0.0f;
                int t_510 = 0;
                float t_511 = select(t_458, 0.0f, t_463);
                int t_512 = select(t_459, 0, t_463);
                t_465 = t_508;
                t_466 = t_509;
                t_467 = t_510;
                t_468 = t_511;
                t_469 = t_512;
            }
            if (t_465 == 2) {
                float t_513 = t_458;
                int t_514 = t_459;
                t_456 = t_513;
                t_457 = t_514;
                break;
            }
            float t_515 = t_466;
            int t_516 = t_467;
            int t_517 = t_460 + 1;
            t_458 = t_515;
            t_459 = t_516;
            t_460 = t_517;
            continue;
        }
        bool t_518 = t_457 < p_24;
        float t_519 = select(0.0f, p_25, t_451 == t_448);
        float t_520;
        float t_521;
        float t_522;
        float t_523;
        if (select(2, 0, t_518) == 0) {
            int t_524 = select(t_457 % 3, t_457, 3 == 0);
            float t_525;
            int t_526;
            int t_527;
            float t_528;
            int t_529;
            float t_530;
            int t_531;
            switch (t_524) {
            case 0:
            {
                float t_532 = t_456 * p_23;
                int t_533 = t_457;
                int t_534 = 0;
                float t_535 = 0.0f;
                int t_536 = 0;
                float t_537 = 0.0f;
                int t_538 = 0;
                t_525 = t_532;
                t_526 = t_533;
                t_527 = t_534;
                t_528 = t_535;
                t_529 = t_536;
                t_530 = t_537;
                t_531 = t_538;
                break;
            }
            case 1:
            {
                bool t_539 = t_456 > 2.0f;
                int t_540 = select(0, 3, t_539);
                bool t_541 = t_540 == 0;
                int t_542 = select(t_540, 3, t_541);
                float t_543 = select(select(0.0f, t_456, t_539), t_456 + sqrt(abs(t_456)), t_541);
                int t_544 = select(select(0, t_457, t_539), t_457, t_541);
                int t_545 = select(t_542, 0, t_542 == 3);
                float t_546 = 0.0f;
                int t_547 = 0;
                float t_548 = 0.0f;
                int t_549 = 0;
                t_525 = t_543;
                t_526 = t_544;
                t_527 = t_545;
                t_528 = t_546;
                t_529 = t_547;
                t_530 = t_548;
                t_531 = t_549;
                break;
            }
            default: {
                float t_550 = 0.0f;
                int t_551 = 0;
                int t_552 = 1;
                float t_553 = t_456 * 0.5f;
                int t_554 = t_457 + 1;
                float t_555 = 0.0f;
                int t_556 = 0;
                t_525 = t_550;
                t_526 = t_551;
                t_527 = t_552;
                t_528 = t_553;
                t_529 = t_554;
                t_530 = t_555;
                t_531 = t_556;
                break;
            }
            }
            bool t_557 = t_527 == 0;
            float t_558 = select(0.0f, t_452, t_557);
            float t_559 = select(t_452, 0.0f, t_557);
            float t_560;
            float t_561;
            switch (t_524) {
            case 0:
            {
                float t_562 = p_23 * t_558;
                float t_563 = t_456 * t_558;
                t_560 = t_562;
                t_561 = t_563;
                break;
            }
            case 1:
            {
                bool t_564 = t_456 > 2.0f;
                float t_565;
                float t_566;
                float t_567;
                float t_568;
                if (select(0, 3, t_564) == 0) {
                    float t_569 = t_558 + sign(t_456) * (0.5f / sqrt(max(1e-7f, abs(t_456))) * t_558);
                    float t_570 = 0.0f;
                    float t_571 = 0.0f;
                    float t_572 = 0.0f;
                    t_565 = t_569;
                    t_566 = t_570;
                    t_567 = t_571;
                    t_568 = t_572;
                } else {
                    float t_573 = 0.0f;
                    float t_574 = t_559;
                    float t_575 = select(t_519, 0.0f, t_557);
                    float t_576 = t_558;
                    t_565 = t_573;
                    t_566 = t_574;
                    t_567 = t_575;
                    t_568 = t_576;
                }
                float t_577 = t_565 + select(0.0f, t_568, t_564);
                float t_578 = 0.0f;
                t_560 = t_577;
                t_561 = t_578;
                break;
            }
            default: {
                float t_579 = 0.5f * t_559;
                float t_580 = 0.0f;
                t_560 = t_579;
                t_561 = t_580;
                break;
            }
            }
            float t_581 = t_560;
            float t_582 = select(0.0f, 0.01f * -t_452, t_557) + t_561;
            float t_583 = 0.0f;
            float t_584 = 0.0f;
            t_520 = t_581;
            t_521 = t_582;
            t_522 = t_583;
            t_523 = t_584;
        } else {
            float t_585 = 0.0f;
            float t_586 = 0.0f;
            float t_587 = t_452;
            float t_588 = t_519;
            t_520 = t_585;
            t_521 = t_586;
            t_522 = t_587;
            t_523 = t_588;
        }
        int t_589 = t_451 - 1;
        float t_590 = t_520 + select(t_523, 0.0f, t_518);
        float t_591 = t_453 + t_521;
        t_451 = t_589;
        t_452 = t_590;
        t_453 = t_591;
        continue;
    }
    return swLoop_bwd_Grads{t_449 + t_450};
}
swLoop_fwd_Result swLoop_fwd(float p_26, float p_27, int p_28) {
    float s_3;
    float t_592;
    int i_9;
    float s_4 = p_26;
    float t_593 = p_27;
    int i_10 = 0;
    for (;;) {
        if (i_10 < p_28) {
        } else {
            float t_594 = s_4;
            float t_595 = t_593;
            int t_596 = i_10;
            s_3 = t_594;
            t_592 = t_595;
            i_9 = t_596;
            break;
        }
        float s_5;
        float t_597;
        int i_11;
        switch (select(i_10 % 3, i_10, 3 == 0)) {
        case 0:
        {
            float t_598 = s_4 * p_26;
            float t_599 = p_26 * t_593 + s_4 * p_27;
            int t_600 = i_10;
            s_5 = t_598;
            t_597 = t_599;
            i_11 = t_600;
            break;
        }
        case 1:
        {
            if (s_4 > 2.0f) {
                float t_601 = s_4;
                float t_602 = t_593;
                int t_603 = i_10;
                s_5 = t_601;
                t_597 = t_602;
                i_11 = t_603;
                break;
            }
            float t_604 = abs(s_4);
            float t_605 = s_4 + sqrt(t_604);
            float t_606 = t_593 + 0.5f / sqrt(max(1e-7f, t_604)) * (sign(s_4) * t_593);
            int t_607 = i_10;
            s_5 = t_605;
            t_597 = t_606;
            i_11 = t_607;
            break;
        }
        default: {
            float t_608 = s_4 * 0.5f;
            float t_609 = 0.5f * t_593;
            int t_610 = i_10 + 1;
            s_4 = t_608;
            t_593 = t_609;
            i_10 = t_610;
            continue;
        }
        }
        float t_611 = s_5 - 0.01f * p_26;
        float t_612 = t_597 + -(0.01f * p_27);
        int t_613 = i_11 + 1;
        s_4 = t_611;
        t_593 = t_612;
        i_10 = t_613;
        continue;
    }
    return swLoop_fwd_Result{s_3, t_592};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<float, 4> kTable = array<float, 4>{0.5f, -1.0f, 2.0f, 0.25f};
    scatter_bwd_Grads t_614 = scatter_bwd(0.7f, -0.4f, 6, 1.0f, kTable);
    outputBuffer[0u] = t_614.f0;
    outputBuffer[1u] = t_614.f1;
    scatter_fwd_Result t_615 = scatter_fwd(0.7f, 1.0f, -0.4f, 0.0f, 6, kTable);
    outputBuffer[2u] = t_615.d;
    Acc t_616 = Acc{};
    t_616 = Acc{float3(0.1f, 0.2f, 0.3f), 1.5f};
    accumulate_bwd_Grads t_617 = accumulate_bwd(t_616, float3(1.0f, 2.0f, -1.0f), 3, Acc{float3(1.0f, -1.0f, 0.5f), 2.0f});
    Acc t_618 = t_617.f0;
    float3 t_619 = t_617.f1;
    outputBuffer[3u] = t_618.sum.x;
    outputBuffer[4u] = t_618.w;
    outputBuffer[5u] = t_619.x;
    outputBuffer[6u] = t_619.z;
    swz_bwd_Grads t_620 = swz_bwd(float3(0.3f, -0.6f, 1.1f), float2x2(float2(1.0f, 0.5f), float2(-2.0f, 0.75f)), 1.0f);
    float3 t_621 = t_620.f0;
    float2x2 t_622 = t_620.f1;
    outputBuffer[7u] = t_621.x;
    outputBuffer[8u] = t_621.y;
    outputBuffer[9u] = t_621.z;
    outputBuffer[10u] = t_622[0].x;
    float2 t_623 = t_622[1];
    outputBuffer[11u] = t_623.y;
    outputBuffer[12u] = t_623.x;
    ties_bwd_Grads t_624 = ties_bwd(0.5f, 0.5f, 1.0f);
    outputBuffer[13u] = t_624.f0;
    outputBuffer[14u] = t_624.f1;
    ties_bwd_Grads t_625 = ties_bwd(-0.5f, 0.5f, 1.0f);
    outputBuffer[15u] = t_625.f0;
    outputBuffer[16u] = t_625.f1;
    outputBuffer[17u] = 1.8313735f;
    outputBuffer[18u] = 0.0f;
    outputBuffer[19u] = 1.7641199f;
    outputBuffer[20u] = 0.39733866f;
    swLoop_bwd_Grads t_626 = swLoop_bwd(1.3f, 5, 1.0f);
    outputBuffer[21u] = t_626.f0;
    swLoop_fwd_Result t_627 = swLoop_fwd(1.3f, 1.0f, 5);
    outputBuffer[22u] = t_627.d;
    swLoop_bwd_Grads t_628 = swLoop_bwd(0.6f, 4, 1.0f);
    outputBuffer[23u] = t_628.f0;
    return;
}
