struct AInst_eval_fwd_Result
{
    float p;
    float d;
};
struct AInst
{
    float s;
};
struct Data
{
    float v[2];
};
struct A_setup_bwd_Grads
{
    float f0;
    Data f1;
};
struct B_setup_bwd_Grads
{
    float f0;
    Data f1;
};
struct g_bwd_Grads
{
    float f0;
};
struct g_fwd_Result
{
    float p;
    float d;
};
struct IMat
{
    uint typeId;
};
struct IInst
{
    uint typeId;
    AInst p0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<uint> ids : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
AInst_eval_fwd_Result AInst_eval_fwd(AInst p, Data p_1, Data p_2, float p_3, float p_4);
A_setup_bwd_Grads A_setup_bwd(float p_5, inout Data p_6, Data p_7);
AInst A_setup_fwd(float p_8, float p_9, inout Data p_10, inout Data p_11);
B_setup_bwd_Grads B_setup_bwd(float p_12, inout Data p_13, Data p_14);
void B_setup_fwd(float p_15, float p_16, inout Data p_17, inout Data p_18);
g_bwd_Grads g_bwd(uint p_19, float p_20, float p_21);
g_fwd_Result g_fwd(uint p_22, float p_23, float p_24);
void computeMain_1();
AInst_eval_fwd_Result AInst_eval_fwd(AInst p, Data p_1, Data p_2, float p_3, float p_4) {
    float t = p.s;
    float t_1[2] = p_1.v;
    float t_2 = t_1[0];
    float t_3[2] = p_2.v;
    AInst_eval_fwd_Result t_4 = {t_2 * p_3 + t_1[1] * t, p_3 * t_3[0] + t_2 * p_4 + t * t_3[1]};
    return t_4;
}
A_setup_bwd_Grads A_setup_bwd(float p_5, inout Data p_6, Data p_7) {
    float t_5[2] = {p_5 * p_5, 1.0f};
    Data t_6 = {t_5};
    p_6 = t_6;
    float t_7[2] = p_7.v;
    float t_8 = p_5 * t_7[0];
    Data t_9 = {{0.0f, 0.0f}};
    A_setup_bwd_Grads t_10 = {t_8 + 2.0f * t_8, t_9};
    return t_10;
}
AInst A_setup_fwd(float p_8, float p_9, inout Data p_10, inout Data p_11) {
    p_10.v[0] = p_8 * p_8;
    p_11.v[0] = p_8 * (2.0f * p_9) + p_8 * p_9;
    p_10.v[1] = 1.0f;
    p_11.v[1] = 0.0f;
    AInst t_11 = {2.0f};
    return t_11;
}
B_setup_bwd_Grads B_setup_bwd(float p_12, inout Data p_13, Data p_14) {
    Data t_12 = p_13;
    Data t_13;
    int i;
    Data t_14 = t_12;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            Data t_15 = t_14;
            int t_16 = i_1;
            t_13 = t_15;
            i = t_16;
            break;
        }
        int t_17 = i_1 + 1;
        float t_18 = p_12 * (float)t_17;
        float t_19[2] = t_14.v;
        float t_20[2] = t_19;
        t_20[0] = i_1 == 0 ? t_18 : t_19[0];
        float t_21[2] = t_20;
        t_21[1] = i_1 == 1 ? t_18 : t_19[1];
        Data t_22 = t_14;
        t_22.v = t_21;
        Data t_23 = t_22;
        int t_24 = t_17;
        t_14 = t_23;
        i_1 = t_24;
        continue;
    }
    p_13 = t_13;
    int t_25;
    Data t_26 = t_12;
    int t_27 = 0;
    int t_28 = 0;
    for (;;) {
        int t_29;
        Data t_30;
        int t_31;
        Data t_32;
        int t_33;
        if (t_27 < 2) {
            Data t_34 = {{0.0f, 0.0f}};
            int t_35 = 0;
            Data t_36 = t_34;
            int t_37 = 0;
            Data t_38 = t_34;
            int t_39 = 0;
            t_29 = t_35;
            t_30 = t_36;
            t_31 = t_37;
            t_32 = t_38;
            t_33 = t_39;
        } else {
            Data t_40 = {{0.0f, 0.0f}};
            int t_41 = 2;
            Data t_42 = t_40;
            int t_43 = 0;
            Data t_44 = t_26;
            int t_45 = t_27;
            t_29 = t_41;
            t_30 = t_42;
            t_31 = t_43;
            t_32 = t_44;
            t_33 = t_45;
        }
        int t_46;
        Data t_47;
        int t_48;
        Data t_49;
        int t_50;
        if (t_29 == 0) {
            int t_51 = t_27 + 1;
            float t_52 = p_12 * (float)t_51;
            float t_53[2] = t_26.v;
            float t_54[2] = t_53;
            t_54[0] = t_27 == 0 ? t_52 : t_53[0];
            float t_55[2] = t_54;
            t_55[1] = t_27 == 1 ? t_52 : t_53[1];
            Data t_56 = t_26;
            t_56.v = t_55;
            Data t_57 = {{0.0f, 0.0f}};
            int t_58 = 1;
            Data t_59 = t_56;
            int t_60 = t_51;
            Data t_61 = t_57;
            int t_62 = 0;
            t_46 = t_58;
            t_47 = t_59;
            t_48 = t_60;
            t_49 = t_61;
            t_50 = t_62;
        } else {
            int t_63 = t_29;
            Data t_64 = t_30;
            int t_65 = t_31;
            Data t_66 = t_32;
            int t_67 = t_33;
            t_46 = t_63;
            t_47 = t_64;
            t_48 = t_65;
            t_49 = t_66;
            t_50 = t_67;
        }
        int t_68 = t_28 + 1;
        if (t_46 == 2) {
            t_25 = t_68;
            break;
        }
        Data t_69 = t_47;
        int t_70 = t_48;
        int t_71 = t_68;
        t_26 = t_69;
        t_27 = t_70;
        t_28 = t_71;
        continue;
    }
    int t_72 = t_25 - 1;
    Data t_73 = {{0.0f, 0.0f}};
    Data t_74;
    float t_75;
    int t_76 = t_72;
    Data t_77 = t_73;
    float t_78 = 0.0f;
    for (;;) {
        if (t_76 < 0) {
            Data t_79 = t_77;
            float t_80 = t_78;
            t_74 = t_79;
            t_75 = t_80;
            break;
        }
        Data t_81;
        int t_82;
        Data t_83 = t_12;
        int t_84 = 0;
        int t_85 = 0;
        for (;;) {
            if (t_85 == t_76) {
                Data t_86 = t_83;
                int t_87 = t_84;
                t_81 = t_86;
                t_82 = t_87;
                break;
            }
            int t_88;
            Data t_89;
            int t_90;
            Data t_91;
            int t_92;
            if (t_84 < 2) {
                int t_93 = 0;
                Data t_94 = t_73;
                int t_95 = 0;
                Data t_96 = t_73;
                int t_97 = 0;
                t_88 = t_93;
                t_89 = t_94;
                t_90 = t_95;
                t_91 = t_96;
                t_92 = t_97;
            } else {
                int t_98 = 2;
                Data t_99 = t_73;
                int t_100 = 0;
                Data t_101 = t_83;
                int t_102 = t_84;
                t_88 = t_98;
                t_89 = t_99;
                t_90 = t_100;
                t_91 = t_101;
                t_92 = t_102;
            }
            int t_103;
            Data t_104;
            int t_105;
            Data t_106;
            int t_107;
            if (t_88 == 0) {
                int t_108 = t_84 + 1;
                float t_109 = p_12 * (float)t_108;
                float t_110[2] = t_83.v;
                float t_111[2] = t_110;
                t_111[0] = t_84 == 0 ? t_109 : t_110[0];
                float t_112[2] = t_111;
                t_112[1] = t_84 == 1 ? t_109 : t_110[1];
                Data t_113 = t_83;
                t_113.v = t_112;
                int t_114 = 1;
                Data t_115 = t_113;
                int t_116 = t_108;
                Data t_117 = t_73;
                int t_118 = 0;
                t_103 = t_114;
                t_104 = t_115;
                t_105 = t_116;
                t_106 = t_117;
                t_107 = t_118;
            } else {
                int t_119 = t_88;
                Data t_120 = t_89;
                int t_121 = t_90;
                Data t_122 = t_91;
                int t_123 = t_92;
                t_103 = t_119;
                t_104 = t_120;
                t_105 = t_121;
                t_106 = t_122;
                t_107 = t_123;
            }
            if (t_103 == 2) {
                Data t_124 = t_83;
                int t_125 = t_84;
                t_81 = t_124;
                t_82 = t_125;
                break;
            }
            Data t_126 = t_104;
            int t_127 = t_105;
            int t_128 = t_85 + 1;
            t_83 = t_126;
            t_84 = t_127;
            t_85 = t_128;
            continue;
        }
        bool t_129 = t_82 < 2;
        int t_130;
        Data t_131;
        int t_132;
        Data t_133;
        int t_134;
        if (t_129) {
            int t_135 = 0;
            Data t_136 = t_73;
            int t_137 = 0;
            Data t_138 = t_73;
            int t_139 = 0;
            t_130 = t_135;
            t_131 = t_136;
            t_132 = t_137;
            t_133 = t_138;
            t_134 = t_139;
        } else {
            int t_140 = 2;
            Data t_141 = t_73;
            int t_142 = 0;
            Data t_143 = t_81;
            int t_144 = t_82;
            t_130 = t_140;
            t_131 = t_141;
            t_132 = t_142;
            t_133 = t_143;
            t_134 = t_144;
        }
        bool t_145 = t_76 == t_72;
        float t_146[2] = p_14.v;
        float t_147[2] = {t_145 ? t_146[0] : 0.0f, t_145 ? t_146[1] : 0.0f};
        Data t_148 = {t_147};
        float t_149;
        Data t_150;
        Data t_151;
        Data t_152;
        if (t_130 == 0) {
            bool t_153 = t_82 == 0;
            bool t_154 = t_82 == 1;
            float t_155[2] = t_77.v;
            float t_156 = t_155[1];
            float t_157 = t_155[0];
            float t_158[2] = {0.0f + (0.0f + (t_153 ? 0.0f : t_157)), 0.0f + ((t_154 ? 0.0f : t_156) + 0.0f + 0.0f)};
            Data t_159 = {t_158};
            float t_160 = 3.0f * ((float)(t_82 + 1) * ((t_154 ? t_156 : 0.0f) + (t_153 ? t_157 : 0.0f)));
            Data t_161 = t_159;
            Data t_162 = t_73;
            Data t_163 = t_73;
            t_149 = t_160;
            t_150 = t_161;
            t_151 = t_162;
            t_152 = t_163;
        } else {
            float t_164 = 0.0f;
            Data t_165 = t_73;
            Data t_166 = t_77;
            Data t_167 = t_148;
            t_149 = t_164;
            t_150 = t_165;
            t_151 = t_166;
            t_152 = t_167;
        }
        Data t_168;
        if (t_129) {
            t_168 = t_73;
        } else {
            t_168 = t_152;
        }
        float t_169[2] = t_150.v;
        float t_170[2] = t_168.v;
        float t_171[2] = {t_169[0] + t_170[0], t_169[1] + t_170[1]};
        Data t_172 = {t_171};
        int t_173 = t_76 - 1;
        Data t_174 = t_172;
        float t_175 = t_78 + t_149;
        t_76 = t_173;
        t_77 = t_174;
        t_78 = t_175;
        continue;
    }
    B_setup_bwd_Grads t_176 = {t_75, t_74};
    return t_176;
}
void B_setup_fwd(float p_15, float p_16, inout Data p_17, inout Data p_18) {
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_177 = i_3 + 1;
        float t_178 = (float)t_177;
        p_17.v[i_3] = p_15 * t_178;
        p_18.v[i_3] = t_178 * (3.0f * p_16);
        i_3 = t_177;
        continue;
    }
    return;
}
g_bwd_Grads g_bwd(uint p_19, float p_20, float p_21) {
    IMat t_179;
    for (;;) {
        if (p_19 == 0u) {
            IMat t_180 = {0u};
            t_179 = t_180;
            break;
        }
        IMat t_181 = {1u};
        t_179 = t_181;
        break;
    }
    Data t_182 = {{0.0f, 0.0f}};
    uint t_183 = t_179.typeId;
    IInst t_184;
    Data t_185;
    switch (t_183) {
    case 0u:
    {
        float t_186[2] = {p_20 * p_20, 1.0f};
        Data t_187 = {t_186};
        IInst t_188 = {0u, {2.0f}};
        IInst t_189 = t_188;
        Data t_190 = t_187;
        t_184 = t_189;
        t_185 = t_190;
        break;
    }
    case 1u:
    {
        float t_191[2] = {0.0f, 0.0f};
        float t_192[2] = {0.0f, 0.0f};
        t_191 = t_192;
        int i_4;
        int i_5 = 0;
        for (;;) {
            if (i_5 < 2) {
            } else {
                i_4 = i_5;
                break;
            }
            int t_193 = i_5 + 1;
            t_191[i_5] = p_20 * (float)t_193;
            i_5 = t_193;
            continue;
        }
        float t_194[2] = t_191;
        Data t_195 = {t_194};
        IInst t_196 = {1u, {0.0f}};
        IInst t_197 = t_196;
        Data t_198 = t_195;
        t_184 = t_197;
        t_185 = t_198;
        break;
    }
    default: {
        IInst t_199 = {0u, {0.0f}};
        IInst t_200 = t_199;
        Data t_201 = t_182;
        t_184 = t_200;
        t_185 = t_201;
        break;
    }
    }
    Data t_202;
    float t_203;
    switch (t_184.typeId) {
    case 0u:
    {
        AInst t_204 = t_184.p0;
        float t_205[2] = t_185.v;
        float t_206[2] = {0.0f + p_20 * p_21, t_204.s * p_21 + 0.0f};
        Data t_207 = t_182;
        t_207.v = t_206;
        Data t_208 = t_207;
        float t_209 = t_205[0] * p_21;
        t_202 = t_208;
        t_203 = t_209;
        break;
    }
    case 1u:
    {
        float t_210[2] = t_185.v;
        float t_211[2] = {0.0f + t_210[1] * p_21, t_210[0] * p_21 + 0.0f};
        Data t_212 = t_182;
        t_212.v = t_211;
        Data t_213 = t_212;
        float t_214 = p_21;
        t_202 = t_213;
        t_203 = t_214;
        break;
    }
    default: {
        Data t_215 = t_182;
        float t_216 = 0.0f;
        t_202 = t_215;
        t_203 = t_216;
        break;
    }
    }
    Data t_217;
    float t_218;
    switch (t_183) {
    case 0u:
    {
        Data t_219 = (Data)0;
        t_219 = t_182;
        A_setup_bwd_Grads t_220 = A_setup_bwd(p_20, t_219, t_202);
        Data t_221 = t_220.f1;
        Data t_222 = t_221;
        float t_223 = t_220.f0;
        t_217 = t_222;
        t_218 = t_223;
        break;
    }
    case 1u:
    {
        float t_224[2] = {0.0f, 0.0f};
        float t_225[2] = {0.0f, 0.0f};
        t_224 = t_225;
        float t_226[2] = t_224;
        Data t_227 = {t_226};
        int i_6;
        int i_7 = 0;
        for (;;) {
            if (i_7 < 2) {
            } else {
                i_6 = i_7;
                break;
            }
            int t_228 = i_7 + 1;
            t_224[i_7] = p_20 * (float)t_228;
            i_7 = t_228;
            continue;
        }
        Data t_229 = (Data)0;
        t_229 = t_227;
        B_setup_bwd_Grads t_230 = B_setup_bwd(p_20, t_229, t_202);
        Data t_231 = t_230.f1;
        Data t_232 = t_231;
        float t_233 = t_230.f0;
        t_217 = t_232;
        t_218 = t_233;
        break;
    }
    default: {
        Data t_234 = t_202;
        float t_235 = 0.0f;
        t_217 = t_234;
        t_218 = t_235;
        break;
    }
    }
    g_bwd_Grads t_236 = {t_203 + t_218};
    return t_236;
}
g_fwd_Result g_fwd(uint p_22, float p_23, float p_24) {
    IMat t_237;
    for (;;) {
        if (p_22 == 0u) {
            IMat t_238 = {0u};
            t_237 = t_238;
            break;
        }
        IMat t_239 = {1u};
        t_237 = t_239;
        break;
    }
    Data t_240 = (Data)0;
    Data t_241 = (Data)0;
    Data t_242 = {{0.0f, 0.0f}};
    t_241 = t_242;
    IInst t_243;
    switch (t_237.typeId) {
    case 0u:
    {
        AInst t_244 = A_setup_fwd(p_23, p_24, t_240, t_241);
        IInst t_245 = {0u, t_244};
        t_243 = t_245;
        break;
    }
    case 1u:
    {
        B_setup_fwd(p_23, p_24, t_240, t_241);
        IInst t_246 = {1u, {0.0f}};
        t_243 = t_246;
        break;
    }
    default: {
        IInst t_247 = {0u, {0.0f}};
        t_243 = t_247;
        break;
    }
    }
    Data t_248 = t_240;
    Data t_249 = t_241;
    float t_250;
    float t_251;
    switch (t_243.typeId) {
    case 0u:
    {
        AInst t_252 = t_243.p0;
        AInst_eval_fwd_Result t_253 = AInst_eval_fwd(t_252, t_248, t_249, p_23, p_24);
        float t_254 = t_253.p;
        float t_255 = t_253.d;
        t_250 = t_254;
        t_251 = t_255;
        break;
    }
    case 1u:
    {
        float t_256[2] = t_248.v;
        float t_257 = t_256[0];
        float t_258 = t_256[1];
        float t_259[2] = t_249.v;
        float t_260 = t_257 * t_258 + p_23;
        float t_261 = t_258 * t_259[0] + t_257 * t_259[1] + p_24;
        t_250 = t_260;
        t_251 = t_261;
        break;
    }
    default: {
        float t_262 = 0.0f;
        float t_263 = 0.0f;
        t_250 = t_262;
        t_251 = t_263;
        break;
    }
    }
    g_fwd_Result t_264 = {t_250, t_251};
    return t_264;
}
void computeMain_1() {
    int i_8;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            i_8 = i_9;
            break;
        }
        uint t_265 = ids[(uint)i_9];
        g_fwd_Result t_266 = g_fwd(t_265, 0.5f, 1.0f);
        int t_267 = 3 * i_9;
        outputBuffer[(uint)t_267] = t_266.p;
        outputBuffer[(uint)(t_267 + 1)] = t_266.d;
        g_bwd_Grads t_268 = g_bwd(t_265, 0.5f, 1.0f);
        outputBuffer[(uint)(t_267 + 2)] = t_268.f0;
        i_9 = i_9 + 1;
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
