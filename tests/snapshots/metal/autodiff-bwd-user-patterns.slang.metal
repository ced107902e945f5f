#include <metal_stdlib>
using namespace metal;
struct reversedIndex_bwd_Grads
{
    array<float, 5> f0;
};
struct recurrence_bwd_Grads
{
    float f0;
};
struct recurrence_fwd_Result
{
    float p;
    float d;
};
struct matStuff_bwd_Grads
{
    float2x2 f0;
    float2 f1;
};
struct higher_fwd_bwd_Grads
{
    float f0;
    float f1;
};
struct higher_fwd_Result
{
    float p;
    float d;
};
struct higher_fwd_fwd_Result
{
    higher_fwd_Result p;
    higher_fwd_Result d;
};
struct usesFwd_bwd_Grads
{
    float f0;
};
reversedIndex_bwd_Grads reversedIndex_bwd(array<float, 5> p, float p_1);
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3);
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5);
matStuff_bwd_Grads matStuff_bwd(float2x2 p_6, float2 p_7, float2x2 p_8);
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11);
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15);
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17);
reversedIndex_bwd_Grads reversedIndex_bwd(array<float, 5> p, float p_1) {
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int t_2 = i_1 + 1;
        float t_3 = s_1 + (p[4 - i_1] * float(t_2) + p[i_1] * p[select((i_1 + 2) % 5, i_1 + 2, 5 == 0)]);
        int t_4 = t_2;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    int t_5;
    float t_6 = 0.0f;
    int t_7 = 0;
    int t_8 = 0;
    for (;;) {
        bool t_9 = t_7 < 5;
        int t_10 = select(2, 0, t_9);
        int t_11;
        float t_12;
        int t_13;
        float t_14;
        int t_15;
        if (t_10 == 0) {
            int t_16 = t_7 + 1;
            int t_17 = 1;
            float t_18 = t_6 + (p[4 - t_7] * float(t_16) + p[t_7] * p[select((t_7 + 2) % 5, t_7 + 2, 5 == 0)]);
            int t_19 = t_16;
            float t_20 = 0.0f;
            int t_21 = 0;
            t_11 = t_17;
            t_12 = t_18;
            t_13 = t_19;
            t_14 = t_20;
            t_15 = t_21;
        } else {
            int t_22 = t_10;
            float t_23 = 0.0f;
            int t_24 = 0;
            float t_25 = select(t_6, 0.0f, t_9);
            int t_26 = select(t_7, 0, t_9);
            t_11 = t_22;
            t_12 = t_23;
            t_13 = t_24;
            t_14 = t_25;
            t_15 = t_26;
        }
        int t_27 = t_8 + 1;
        if (t_11 == 2) {
            t_5 = t_27;
            break;
        }
        float t_28 = t_12;
        int t_29 = t_13;
        int t_30 = t_27;
        t_6 = t_28;
        t_7 = t_29;
        t_8 = t_30;
        continue;
    }
    int t_31 = t_5 - 1;
    float t_32;
    array<float, 5> t_33;
    int t_34 = t_31;
    float t_35 = 0.0f;
    array<float, 5> t_36 = array<float, 5>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    for (;;) {
        if (t_34 < 0) {
            float t_37 = t_35;
            array<float, 5> t_38 = t_36;
            t_32 = t_37;
            t_33 = t_38;
            break;
        }
        float t_39;
        int t_40;
        float t_41 = 0.0f;
        int t_42 = 0;
        int t_43 = 0;
        for (;;) {
            if (t_43 == t_34) {
                float t_44 = t_41;
                int t_45 = t_42;
                t_39 = t_44;
                t_40 = t_45;
                break;
            }
            bool t_46 = t_42 < 5;
            int t_47 = select(2, 0, t_46);
            int t_48;
            float t_49;
            int t_50;
            float t_51;
            int t_52;
            if (t_47 == 0) {
                int t_53 = t_42 + 1;
                int t_54 = 1;
                float t_55 = t_41 + (p[4 - t_42] * float(t_53) + p[t_42] * p[select((t_42 + 2) % 5, t_42 + 2, 5 == 0)]);
                int t_56 = t_53;
                float t_57 = 0.0f;
                int t_58 = 0;
                t_48 = t_54;
                t_49 = t_55;
                t_50 = t_56;
                t_51 = t_57;
                t_52 = t_58;
            } else {
                int t_59 = t_47;
                float t_60 = 0.0f;
                int t_61 = 0;
                float t_62 = select(t_41, 0.0f, t_46);
                int t_63 = select(t_42, 0, t_46);
                t_48 = t_59;
                t_49 = t_60;
                t_50 = t_61;
                t_51 = t_62;
                t_52 = t_63;
            }
            if (t_48 == 2) {
                float t_64 = t_41;
                int t_65 = t_42;
                t_39 = t_64;
                t_40 = t_65;
                break;
            }
            float t_66 = t_49;
            int t_67 = t_50;
            int t_68 = t_43 + 1;
            t_41 = t_66;
            t_42 = t_67;
            t_43 = t_68;
            continue;
        }
        bool t_69 = t_40 < 5;
        array<float, 5> t_70;
        float t_71;
        float t_72;
        float t_73;
        if (select(2, 0, t_69) == 0) {
            int t_74 = 4 - t_40;
            int t_75 = select((t_40 + 2) % 5, t_40 + 2, 5 == 0);
            float t_76 = p[t_75] * t_35;
            float t_77 = p[t_40] * t_35;
            float t_78 = float(t_40 + 1) * t_35;
            array<float, 5> t_79 = array<float, 5>{select(0.0f, t_77, t_75 == 0) + select(0.0f, t_76, t_40 == 0) + select(0.0f, t_78, t_74 == 0), select(0.0f, t_77, t_75 == 1) + select(0.0f, t_76, t_40 == 1) + select(0.0f, t_78, t_74 == 1), select(0.0f, t_77, t_75 == 2) + select(0.0f, t_76, t_40 == 2) + select(0.0f, t_78, t_74 == 2), select(0.0f, t_77, t_75 == 3) + select(0.0f, t_76, t_40 == 3) + select(0.0f, t_78, t_74 == 3), select(0.0f, t_77, t_75 == 4) + select(0.0f, t_76, t_40 == 4) + select(0.0f, t_78, t_74 == 4)};
            float t_80 = t_35;
            float t_81 = 0.0f;
            float t_82 = 0.0f;
            t_70 = t_79;
            t_71 = t_80;
            t_72 = t_81;
            t_73 = t_82;
        } else {
            array<float, 5> t_83 = array<float, 5>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            float t_84 = 0.0f;
            float t_85 = t_35;
            float t_86 = select(0.0f, p_1, t_34 == t_31);
            t_70 = t_83;
            t_71 = t_84;
            t_72 = t_85;
            t_73 = t_86;
        }
        int t_87 = t_34 - 1;
        float t_88 = t_71 + select(t_73, 0.0f, t_69);
        array<float, 5> t_89 = array<float, 5>{t_36[0] + t_70[0], t_36[1] + t_70[1], t_36[2] + t_70[2], t_36[3] + t_70[3], t_36[4] + t_70[4]};
        t_34 = t_87;
        t_35 = t_88;
        t_36 = t_89;
        continue;
    }
    return reversedIndex_bwd_Grads{t_33};
}
recurrence_bwd_Grads recurrence_bwd(float p_2, float p_3) {
    array<float, 6> t_90 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t_90[0] = p_2;
    array<float, 6> a;
    int i_2;
    array<float, 6> a_1 = t_90;
    int i_3 = 1;
    for (;;) {
        if (i_3 < 6) {
        } else {
            array<float, 6> t_91 = a_1;
            int t_92 = i_3;
            a = t_91;
            i_2 = t_92;
            break;
        }
        float t_93 = a_1[i_3 - 1];
        float t_94 = t_93 * 0.5f + sin(t_93) * p_2;
        array<float, 6> t_95 = a_1;
        t_95[0] = select(a_1[0], t_94, i_3 == 0);
        array<float, 6> t_96 = t_95;
        t_96[1] = select(a_1[1], t_94, i_3 == 1);
        array<float, 6> t_97 = t_96;
        t_97[2] = select(a_1[2], t_94, i_3 == 2);
        array<float, 6> t_98 = t_97;
        t_98[3] = select(a_1[3], t_94, i_3 == 3);
        array<float, 6> t_99 = t_98;
        t_99[4] = select(a_1[4], t_94, i_3 == 4);
        array<float, 6> t_100 = t_99;
        t_100[5] = select(a_1[5], t_94, i_3 == 5);
        array<float, 6> t_101 = t_100;
        int t_102 = i_3 + 1;
        a_1 = t_101;
        i_3 = t_102;
        continue;
    }
    int t_103;
    array<float, 6> t_104 = t_90;
    int t_105 = 1;
    int t_106 = 0;
    for (;;) {
        int t_107;
        array<float, 6> t_108;
        int t_109;
        array<float, 6> t_110;
        int t_111;
        if (t_105 < 6) {
            int t_112 = 0;
            array<float, 6> t_113 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_114 = 0;
            array<float, 6> t_115 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_116 = 0;
            t_107 = t_112;
            t_108 = t_113;
            t_109 = t_114;
            t_110 = t_115;
            t_111 = t_116;
        } else {
            int t_117 = 2;
            array<float, 6> t_118 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_119 = 0;
            array<float, 6> t_120 = t_104;
            int t_121 = t_105;
            t_107 = t_117;
            t_108 = t_118;
            t_109 = t_119;
            t_110 = t_120;
            t_111 = t_121;
        }
        int t_122;
        array<float, 6> t_123;
        int t_124;
        array<float, 6> t_125;
        int t_126;
        if (t_107 == 0) {
            float t_127 = t_104[t_105 - 1];
            float t_128 = t_127 * 0.5f + sin(t_127) * p_2;
            array<float, 6> t_129 = t_104;
            t_129[0] = select(t_104[0], t_128, t_105 == 0);
            array<float, 6> t_130 = t_129;
            t_130[1] = select(t_104[1], t_128, t_105 == 1);
            array<float, 6> t_131 = t_130;
            t_131[2] = select(t_104[2], t_128, t_105 == 2);
            array<float, 6> t_132 = t_131;
            t_132[3] = select(t_104[3], t_128, t_105 == 3);
            array<float, 6> t_133 = t_132;
            t_133[4] = select(t_104[4], t_128, t_105 == 4);
            array<float, 6> t_134 = t_133;
            t_134[5] = select(t_104[5], t_128, t_105 == 5);
            int t_135 = 1;
            array<float, 6> t_136 = t_134;
            int t_137 = t_105 + 1;
            array<float, 6> t_138 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_139 = 0;
            t_122 = t_135;
            t_123 = t_136;
            t_124 = t_137;
            t_125 = t_138;
            t_126 = t_139;
        } else {
            int t_140 = t_107;
            array<float, 6> t_141 = t_108;
            int t_142 = t_109;
            array<float, 6> t_143 = t_110;
            int t_144 = t_111;
            t_122 = t_140;
            t_123 = t_141;
            t_124 = t_142;
            t_125 = t_143;
            t_126 = t_144;
        }
        int t_145 = t_106 + 1;
        if (t_122 == 2) {
            t_103 = t_145;
            break;
        }
        array<float, 6> t_146 = t_123;
        int t_147 = t_124;
        int t_148 = t_145;
        t_104 = t_146;
        t_105 = t_147;
        t_106 = t_148;
        continue;
    }
    int t_149 = t_103 - 1;
    array<float, 6> t_150;
    float t_151;
    int t_152 = t_149;
    array<float, 6> t_153 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    float t_154 = 0.0f;
    for (;;) {
        if (t_152 < 0) {
            array<float, 6> t_155 = t_153;
            float t_156 = t_154;
            t_150 = t_155;
            t_151 = t_156;
            break;
        }
        array<float, 6> t_157;
        int t_158;
        array<float, 6> t_159 = t_90;
        int t_160 = 1;
        int t_161 = 0;
        for (;;) {
            if (t_161 == t_152) {
                array<float, 6> t_162 = t_159;
                int t_163 = t_160;
                t_157 = t_162;
                t_158 = t_163;
                break;
            }
            int t_164;
            array<float, 6> t_165;
            int t_166;
            array<float, 6> t_167;
            int t_168;
            if (t_160 < 6) {
                int t_169 = 0;
                array<float, 6> t_170 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                int t_171 = 0;
                array<float, 6> t_172 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                int t_173 = 0;
                t_164 = t_169;
                t_165 = t_170;
                t_166 = t_171;
                t_167 = t_172;
                t_168 = t_173;
            } else {
                int t_174 = 2;
                array<float, 6> t_175 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                int t_176 = 0;
                array<float, 6> t_177 = t_159;
                int t_178 = t_160;
                t_164 = t_174;
                t_165 = t_175;
                t_166 = t_176;
                t_167 = t_177;
                t_168 = t_178;
            }
            int t_179;
            array<float, 6> t_180;
            int t_181;
            array<float, 6> t_182;
            int t_183;
            if (t_164 == 0) {
                float t_184 = t_159[t_160 - 1];
                float t_185 = t_184 * 0.5f + sin(t_184) * p_2;
                array<float, 6> t_186 = t_159;
                t_186[0] = select(t_159[0], t_185, t_160 == 0);
                array<float, 6> t_187 = t_186;
                t_187[1] = select(t_159[1], t_185, t_160 == 1);
                array<float, 6> t_188 = t_187;
                t_188[2] = select(t_159[2], t_185, t_160 == 2);
                array<float, 6> t_189 = t_188;
                t_189[3] = select(t_159[3], t_185, t_160 == 3);
                array<float, 6> t_190 = t_189;
                t_190[4] = select(t_159[4], t_185, t_160 == 4);
                array<float, 6> t_191 = t_190;
                t_191[5] = select(t_159[5], t_185, t_160 == 5);
                int t_192 = 1;
                array<float, 6> t_193 = t_191;
                int t_194 = t_160 + 1;
                array<float, 6> t_195 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                int t_196 = 0;
                t_179 = t_192;
                t_180 = t_193;
                t_181 = t_194;
                t_182 = t_195;
                t_183 = t_196;
            } else {
                int t_197 = t_164;
                array<float, 6> t_198 = t_165;
                int t_199 = t_166;
                array<float, 6> t_200 = t_167;
                int t_201 = t_168;
                t_179 = t_197;
                t_180 = t_198;
                t_181 = t_199;
                t_182 = t_200;
                t_183 = t_201;
            }
            if (t_179 == 2) {
                array<float, 6> t_202 = t_159;
                int t_203 = t_160;
                t_157 = t_202;
                t_158 = t_203;
                break;
            }
            array<float, 6> t_204 = t_180;
            int t_205 = t_181;
            int t_206 = t_161 + 1;
            t_159 = t_204;
            t_160 = t_205;
            t_161 = t_206;
            continue;
        }
        bool t_207 = t_158 < 6;
        int t_208;
        array<float, 6> t_209;
        int t_210;
        array<float, 6> t_211;
        int t_212;
        if (t_207) {
            int t_213 = 0;
            array<float, 6> t_214 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_215 = 0;
            array<float, 6> t_216 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_217 = 0;
            t_208 = t_213;
            t_209 = t_214;
            t_210 = t_215;
            t_211 = t_216;
            t_212 = t_217;
        } else {
            int t_218 = 2;
            array<float, 6> t_219 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t_220 = 0;
            array<float, 6> t_221 = t_157;
            int t_222 = t_158;
            t_208 = t_218;
            t_209 = t_219;
            t_210 = t_220;
            t_211 = t_221;
            t_212 = t_222;
        }
        float t_223 = select(0.0f, p_3 + 0.0f, t_152 == t_149);
        array<float, 6> t_224;
        float t_225;
        array<float, 6> t_226;
        array<float, 6> t_227;
        if (t_208 == 0) {
            int t_228 = t_158 - 1;
            float t_229 = t_157[t_228];
            bool t_230 = t_158 == 0;
            bool t_231 = t_158 == 1;
            bool t_232 = t_158 == 2;
            bool t_233 = t_158 == 3;
            bool t_234 = t_158 == 4;
            bool t_235 = t_158 == 5;
            float t_236 = t_153[5];
            float t_237 = t_153[4];
            float t_238 = t_153[3];
            float t_239 = t_153[2];
            float t_240 = t_153[1];
            float t_241 = t_153[0];
            float t_242 = select(0.0f, t_236, t_235) + select(0.0f, t_237, t_234) + select(0.0f, t_238, t_233) + select(0.0f, t_239, t_232) + select(0.0f, t_240, t_231) + select(0.0f, t_241, t_230);
            float t_243 = cos(t_229) * (p_2 * t_242);
            bool t_244 = t_228 == 0;
            bool t_245 = t_228 == 1;
            bool t_246 = t_228 == 2;
            bool t_247 = t_228 == 3;
            bool t_248 = t_228 == 4;
            bool t_249 = t_228 == 5;
            float t_250 = 0.5f * t_242;
            array<float, 6> t_251 = array<float, 6>{0.0f + select(t_241, 0.0f, t_230) + select(0.0f, t_243, t_244) + select(0.0f, t_250, t_244), 0.0f + select(t_240, 0.0f, t_231) + 0.0f + 0.0f + select(0.0f, t_243, t_245) + select(0.0f, t_250, t_245), 0.0f + select(t_239, 0.0f, t_232) + 0.0f + 0.0f + 0.0f + select(0.0f, t_243, t_246) + select(0.0f, t_250, t_246), 0.0f + select(t_238, 0.0f, t_233) + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_243, t_247) + select(0.0f, t_250, t_247), 0.0f + select(t_237, 0.0f, t_234) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_243, t_248) + select(0.0f, t_250, t_248), select(t_236, 0.0f, t_235) + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + 0.0f + select(0.0f, t_243, t_249) + select(0.0f, t_250, t_249)};
            float t_252 = sin(t_229) * t_242;
            array<float, 6> t_253 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            array<float, 6> t_254 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t_224 = t_251;
            t_225 = t_252;
            t_226 = t_253;
            t_227 = t_254;
        } else {
            array<float, 6> t_255 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            float t_256 = 0.0f;
            array<float, 6> t_257 = t_153;
            array<float, 6> t_258 = array<float, 6>{0.0f, 0.0f, t_223, 0.0f, 0.0f, t_223};
            t_224 = t_255;
            t_225 = t_256;
            t_226 = t_257;
            t_227 = t_258;
        }
        array<float, 6> t_259;
        if (t_207) {
            t_259 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        } else {
            t_259 = t_227;
        }
        int t_260 = t_152 - 1;
        array<float, 6> t_261 = array<float, 6>{t_224[0] + t_259[0], t_224[1] + t_259[1], t_224[2] + t_259[2], t_224[3] + t_259[3], t_224[4] + t_259[4], t_224[5] + t_259[5]};
        float t_262 = t_154 + t_225;
        t_152 = t_260;
        t_153 = t_261;
        t_154 = t_262;
        continue;
    }
    return recurrence_bwd_Grads{t_151 + t_150[0]};
}
recurrence_fwd_Result recurrence_fwd(float p_4, float p_5) {
    array<float, 6> a_2 = array<float, 6>{};
    array<float, 6> t_263 = array<float, 6>{};
    t_263 = array<float, 6>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    a_2[0] = p_4;
    t_263[0] = p_5;
    int i_4;
    int i_5 = 1;
    for (;;) {
        if (i_5 < 6) {
        } else {
            i_4 = i_5;
            break;
        }
        int t_264 = i_5 - 1;
        float t_265 = a_2[t_264];
        float t_266 = t_263[t_264];
        float t_267 = a_2[t_264];
        float t_268 = t_263[t_264];
        float t_269 = sin(t_267);
        a_2[i_5] = t_265 * 0.5f + t_269 * p_4;
        t_263[i_5] = 0.5f * t_266 + (p_4 * (cos(t_267) * t_268) + t_269 * p_5);
        i_5 = i_5 + 1;
        continue;
    }
    float t_270 = a_2[5];
    float t_271 = t_263[5];
    float t_272 = a_2[2];
    float t_273 = t_263[2];
    return recurrence_fwd_Result{t_270 + t_272, t_271 + t_273};
}
matStuff_bwd_Grads matStuff_bwd(float2x2 p_6, float2 p_7, float2x2 p_8) {
    float2x2 t_274 = transpose(p_6);
    float2x2 t_275 = t_274 * p_6;
    float2 t_276 = p_7 * t_275;
    float2 t_277 = float2(determinant(p_6));
    float2 t_278 = p_8[0];
    float t_279 = p_8[1].x;
    float2 t_280 = float2(0.0f, 0.0f);
    t_280.x = t_276.y * t_279;
    float2 t_281 = float2(0.0f, 0.0f);
    t_281.y = t_276.x * t_279;
    float2 t_282 = float2(0.0f, 0.0f);
    t_282.y = t_278.y;
    float2 t_283 = float2(0.0f, 0.0f);
    t_283.x = t_278.x;
    float2 t_284 = t_280 + t_281 + t_282 + t_283;
    float2x2 t_285 = float2x2(t_277, t_277);
    float2x2 t_286 = float2x2(t_275[0] * p_8[0], t_275[1] * p_8[1]);
    float2 t_287 = t_286[0] + t_286[1];
    float2 t_288 = p_6[0];
    float2 t_289 = p_6[1];
    float2 t_290 = float2(t_287.x + t_287.y);
    float2x2 t_291 = float2x2(t_285[0] * p_8[0], t_285[1] * p_8[1]) + float2x2(float2(t_284.x) * p_7, float2(t_284.y) * p_7);
    return matStuff_bwd_Grads{float2x2(float2(t_289.y, -t_289.x) * t_290, float2(-t_288.y, t_288.x) * t_290) + p_6 * t_291 + transpose(t_291 * t_274), t_275 * t_284};
}
higher_fwd_bwd_Grads higher_fwd_bwd(float p_9, float p_10, higher_fwd_Result p_11) {
    float t_292 = p_9 * p_9;
    float t_293 = p_9 * p_10;
    float t_294 = sin(p_9);
    float t_295 = cos(p_9);
    float t_296 = p_11.p;
    float t_297 = p_11.d;
    float t_298 = t_292 * t_297;
    float t_299 = t_294 * t_297;
    float t_300 = p_10 * t_299;
    float t_301 = p_9 * t_299;
    float t_302 = p_9 * (t_295 * p_10 * t_297 + t_294 * t_296);
    return higher_fwd_bwd_Grads{-t_294 * (p_10 * t_298) + t_295 * ((t_293 + t_293) * t_297 + t_292 * t_296) + t_300 + t_300 + t_302 + t_302, t_295 * t_298 + t_301 + t_301};
}
higher_fwd_fwd_Result higher_fwd_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_303 = p_12 * p_12;
    float t_304 = p_12 * p_13;
    float t_305 = t_304 + t_304;
    float t_306 = p_12 * p_14;
    float t_307 = p_14 * p_13 + p_12 * p_15;
    float t_308 = t_306 + t_306;
    float t_309 = sin(p_12);
    float t_310 = cos(p_12);
    float t_311 = t_310 * p_13;
    float t_312 = t_310 * p_14;
    return higher_fwd_fwd_Result{higher_fwd_Result{t_303 * t_309, t_309 * t_308 + t_303 * t_312}, higher_fwd_Result{t_309 * t_305 + t_303 * t_311, t_308 * t_311 + t_309 * (t_307 + t_307) + (t_312 * t_305 + t_303 * (p_14 * (-t_309 * p_13) + t_310 * p_15))}};
}
usesFwd_bwd_Grads usesFwd_bwd(float p_16, float p_17) {
    float t_313 = p_16 * 1.0f;
    higher_fwd_bwd_Grads t_314 = higher_fwd_bwd(p_16, 1.0f, higher_fwd_Result{0.0f, p_16 * p_17 + 0.0f});
    return usesFwd_bwd_Grads{(sin(p_16) * (t_313 + t_313) + p_16 * p_16 * (cos(p_16) * 1.0f)) * p_17 + (0.0f + t_314.f0)};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 0.0f;
    outputBuffer[1u] = 3.0f;
    outputBuffer[2u] = 0.5f;
    outputBuffer[3u] = 2.0f;
    array<float, 5> dv = array<float, 5>{};
    dv = array<float, 5>{0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    reversedIndex_bwd_Grads t_315 = reversedIndex_bwd(array<float, 5>{0.1f, 0.2f, 0.3f, 0.4f, 0.5f}, 1.0f);
    dv = t_315.f0;
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 5) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_316 = dv[i_7];
        outputBuffer[uint(4 + i_7)] = t_316;
        i_7 = i_7 + 1;
        continue;
    }
    recurrence_bwd_Grads t_317 = recurrence_bwd(0.8f, 1.0f);
    outputBuffer[9u] = t_317.f0;
    recurrence_fwd_Result t_318 = recurrence_fwd(0.8f, 1.0f);
    outputBuffer[10u] = t_318.d;
    matStuff_bwd_Grads t_319 = matStuff_bwd(float2x2(float2(1.0f, 2.0f), float2(-0.5f, 0.75f)), float2(0.3f, -0.7f), float2x2(float2(1.0f, 0.5f), float2(-1.0f, 2.0f)));
    float2x2 t_320 = t_319.f0;
    float2 t_321 = t_319.f1;
    float2 t_322 = t_320[0];
    outputBuffer[11u] = t_322.x;
    outputBuffer[12u] = t_322.y;
    float2 t_323 = t_320[1];
    outputBuffer[13u] = t_323.x;
    outputBuffer[14u] = t_323.y;
    outputBuffer[15u] = t_321.x;
    outputBuffer[16u] = t_321.y;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 3) {
        } else {
            k = k_1;
            break;
        }
        float r;
        switch (k_1) {
        case 0:
        {
            r = 1.6899998f;
            break;
        }
        case 1:
        {
            r = 3.6692965f;
            break;
        }
        default: {
            r = 2.1969998f;
            break;
        }
        }
        float t_324;
        switch (k_1) {
        case 0:
        {
            t_324 = 3.3799996f;
            break;
        }
        case 1:
        {
            t_324 = 4.7700853f;
            break;
        }
        default: {
            t_324 = 6.590999f;
            break;
        }
        }
        outputBuffer[uint(17 + k_1)] = r * 1.0f + t_324;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer[20u] = 3.2071068f;
    usesFwd_bwd_Grads t_325 = usesFwd_bwd(0.9f, 1.0f);
    outputBuffer[21u] = t_325.f0;
    higher_fwd_fwd_Result t_326 = higher_fwd_fwd(0.9f, 1.0f, 1.0f, 0.0f);
    outputBuffer[22u] = t_326.d.d;
    outputBuffer[23u] = t_326.p.d;
    return;
}
