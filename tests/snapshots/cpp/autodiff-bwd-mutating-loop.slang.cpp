struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Buf {
    std::array<float, 3> d;
};
struct Buf_put_bwd_Grads {
    Buf f0;
    float f1;
};
struct fill_bwd_Grads {
    nsl::vec<float, 3> f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static Buf_put_bwd_Grads Buf_put_bwd(Buf& p, float p_1, uint32_t& p_2, Buf p_3);
static nsl::vec<float, 3> fill(nsl::vec<float, 3> x);
static fill_bwd_Grads fill_bwd(nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5);
static void computeMain();
static Buf_put_bwd_Grads Buf_put_bwd(Buf& p, float p_1, uint32_t& p_2, Buf p_3) {
    uint32_t t = p_2;
    Buf t_1 = p;
    float t_2 = p_1 * p_1;
    std::array<float, 3> t_3 = t_1.d;
    bool t_4 = t == 0u;
    std::array<float, 3> t_5 = t_3;
    t_5[0] = nsl::select(t_4, t_2, t_3[0]);
    bool t_6 = t == 1u;
    std::array<float, 3> t_7 = t_5;
    t_7[1] = nsl::select(t_6, t_2, t_3[1]);
    bool t_8 = t == 2u;
    std::array<float, 3> t_9 = t_7;
    t_9[2] = nsl::select(t_8, t_2, t_3[2]);
    Buf t_10 = t_1;
    t_10.d = t_9;
    p = t_10;
    p_2 = t + 1u;
    std::array<float, 3> t_11 = p_3.d;
    float t_12 = t_11[2];
    float t_13 = t_11[1];
    float t_14 = t_11[0];
    float t_15 = p_1 * (nsl::select(t_8, t_12, 0.0f) + nsl::select(t_6, t_13, 0.0f) + nsl::select(t_4, t_14, 0.0f));
    return Buf_put_bwd_Grads{Buf{std::array<float, 3>{{0.0f + (0.0f + nsl::select(t_4, 0.0f, t_14)), 0.0f + (0.0f + nsl::select(t_6, 0.0f, t_13) + 0.0f + 0.0f), 0.0f + (nsl::select(t_8, 0.0f, t_12) + 0.0f + 0.0f + 0.0f)}}}, t_15 + t_15};
}
static nsl::vec<float, 3> fill(nsl::vec<float, 3> x) {
    nsl::vec<float, 3> x_1 = nsl::vec<float, 3>{};
    x_1 = x;
    std::array<float, 3> b = std::array<float, 3>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        b[i_1] = 0.0f;
        i_1 = i_1 + 1;
        continue;
    }
    uint32_t c;
    uint32_t at;
    int32_t i_2;
    uint32_t c_1 = 0u;
    uint32_t at_1 = 0u;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            uint32_t t_16 = c_1;
            uint32_t t_17 = at_1;
            int32_t t_18 = i_3;
            c = t_16;
            at = t_17;
            i_2 = t_18;
            break;
        }
        float t_19 = x_1[i_3];
        float t_20 = t_19 * nsl::convert<float>(c_1 + 1u);
        b[at_1] = t_20 * t_20;
        uint32_t t_21 = c_1 + 2u;
        uint32_t t_22 = at_1 + 1u;
        int32_t t_23 = i_3 + 1;
        c_1 = t_21;
        at_1 = t_22;
        i_3 = t_23;
        continue;
    }
    float t_24 = b[0];
    float t_25 = b[1];
    float t_26 = b[2];
    return nsl::make<nsl::vec<float, 3>>(t_24, t_25, t_26);
}
static fill_bwd_Grads fill_bwd(nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5) {
    Buf b_1;
    int32_t i_4;
    Buf b_2 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            Buf t_27 = b_2;
            int32_t t_28 = i_5;
            b_1 = t_27;
            i_4 = t_28;
            break;
        }
        std::array<float, 3> t_29 = b_2.d;
        std::array<float, 3> t_30 = t_29;
        t_30[0] = nsl::select(i_5 == 0, 0.0f, t_29[0]);
        std::array<float, 3> t_31 = t_30;
        t_31[1] = nsl::select(i_5 == 1, 0.0f, t_29[1]);
        std::array<float, 3> t_32 = t_31;
        t_32[2] = nsl::select(i_5 == 2, 0.0f, t_29[2]);
        Buf t_33 = b_2;
        t_33.d = t_32;
        Buf t_34 = t_33;
        int32_t t_35 = i_5 + 1;
        b_2 = t_34;
        i_5 = t_35;
        continue;
    }
    Buf b_3;
    uint32_t c_2;
    uint32_t at_2;
    int32_t i_6;
    Buf b_4 = b_1;
    uint32_t c_3 = 0u;
    uint32_t at_3 = 0u;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            Buf t_36 = b_4;
            uint32_t t_37 = c_3;
            uint32_t t_38 = at_3;
            int32_t t_39 = i_7;
            b_3 = t_36;
            c_2 = t_37;
            at_2 = t_38;
            i_6 = t_39;
            break;
        }
        float t_40 = p_4[i_7] * nsl::convert<float>(c_3 + 1u);
        std::array<float, 3> t_41 = std::array<float, 3>{};
        t_41 = b_4.d;
        t_41[at_3] = t_40 * t_40;
        std::array<float, 3> t_42 = t_41;
        Buf t_43 = Buf{t_42};
        uint32_t t_44 = c_3 + 2u;
        uint32_t t_45 = at_3 + 1u;
        int32_t t_46 = i_7 + 1;
        b_4 = t_43;
        c_3 = t_44;
        at_3 = t_45;
        i_7 = t_46;
        continue;
    }
    int32_t t_47;
    Buf t_48 = b_1;
    uint32_t t_49 = 0u;
    uint32_t t_50 = 0u;
    int32_t t_51 = 0;
    int32_t t_52 = 0;
    for (;;) {
        int32_t t_53;
        Buf t_54;
        uint32_t t_55;
        uint32_t t_56;
        int32_t t_57;
        Buf t_58;
        uint32_t t_59;
        uint32_t t_60;
        int32_t t_61;
        if (t_51 < 3) {
            int32_t t_62 = 0;
            Buf t_63 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_64 = 0u;
            uint32_t t_65 = 0u;
            int32_t t_66 = 0;
            Buf t_67 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_68 = 0u;
            uint32_t t_69 = 0u;
            int32_t t_70 = 0;
            t_53 = t_62;
            t_54 = t_63;
            t_55 = t_64;
            t_56 = t_65;
            t_57 = t_66;
            t_58 = t_67;
            t_59 = t_68;
            t_60 = t_69;
            t_61 = t_70;
        } else {
            int32_t t_71 = 2;
            Buf t_72 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_73 = 0u;
            uint32_t t_74 = 0u;
            int32_t t_75 = 0;
            Buf t_76 = t_48;
            uint32_t t_77 = t_49;
            uint32_t t_78 = t_50;
            int32_t t_79 = t_51;
            t_53 = t_71;
            t_54 = t_72;
            t_55 = t_73;
            t_56 = t_74;
            t_57 = t_75;
            t_58 = t_76;
            t_59 = t_77;
            t_60 = t_78;
            t_61 = t_79;
        }
        int32_t t_80;
        Buf t_81;
        uint32_t t_82;
        uint32_t t_83;
        int32_t t_84;
        Buf t_85;
        uint32_t t_86;
        uint32_t t_87;
        int32_t t_88;
        if (t_53 == 0) {
            float t_89 = p_4[t_51] * nsl::convert<float>(t_49 + 1u);
            std::array<float, 3> t_90 = std::array<float, 3>{};
            t_90 = t_48.d;
            t_90[t_50] = t_89 * t_89;
            std::array<float, 3> t_91 = t_90;
            int32_t t_92 = 1;
            Buf t_93 = Buf{t_91};
            uint32_t t_94 = t_49 + 2u;
            uint32_t t_95 = t_50 + 1u;
            int32_t t_96 = t_51 + 1;
            Buf t_97 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_98 = 0u;
            uint32_t t_99 = 0u;
            int32_t t_100 = 0;
            t_80 = t_92;
            t_81 = t_93;
            t_82 = t_94;
            t_83 = t_95;
            t_84 = t_96;
            t_85 = t_97;
            t_86 = t_98;
            t_87 = t_99;
            t_88 = t_100;
        } else {
            int32_t t_101 = t_53;
            Buf t_102 = t_54;
            uint32_t t_103 = t_55;
            uint32_t t_104 = t_56;
            int32_t t_105 = t_57;
            Buf t_106 = t_58;
            uint32_t t_107 = t_59;
            uint32_t t_108 = t_60;
            int32_t t_109 = t_61;
            t_80 = t_101;
            t_81 = t_102;
            t_82 = t_103;
            t_83 = t_104;
            t_84 = t_105;
            t_85 = t_106;
            t_86 = t_107;
            t_87 = t_108;
            t_88 = t_109;
        }
        int32_t t_110 = t_52 + 1;
        if (t_80 == 2) {
            t_47 = t_110;
            break;
        }
        Buf t_111 = t_81;
        uint32_t t_112 = t_82;
        uint32_t t_113 = t_83;
        int32_t t_114 = t_84;
        int32_t t_115 = t_110;
        t_48 = t_111;
        t_49 = t_112;
        t_50 = t_113;
        t_51 = t_114;
        t_52 = t_115;
        continue;
    }
    int32_t t_116 = t_47 - 1;
    Buf t_117;
    nsl::vec<float, 3> t_118;
    int32_t t_119 = t_116;
    Buf t_120 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
    nsl::vec<float, 3> t_121 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_119 < 0) {
            Buf t_122 = t_120;
            nsl::vec<float, 3> t_123 = t_121;
            t_117 = t_122;
            t_118 = t_123;
            break;
        }
        Buf t_124;
        uint32_t t_125;
        uint32_t t_126;
        int32_t t_127;
        Buf t_128 = b_1;
        uint32_t t_129 = 0u;
        uint32_t t_130 = 0u;
        int32_t t_131 = 0;
        int32_t t_132 = 0;
        for (;;) {
            if (t_132 == t_119) {
                Buf t_133 = t_128;
                uint32_t t_134 = t_129;
                uint32_t t_135 = t_130;
                int32_t t_136 = t_131;
                t_124 = t_133;
                t_125 = t_134;
                t_126 = t_135;
                t_127 = t_136;
                break;
            }
            int32_t t_137;
            Buf t_138;
            uint32_t t_139;
            uint32_t t_140;
            int32_t t_141;
            Buf t_142;
            uint32_t t_143;
            uint32_t t_144;
            int32_t t_145;
            if (t_131 < 3) {
                int32_t t_146 = 0;
                Buf t_147 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                uint32_t t_148 = 0u;
                uint32_t t_149 = 0u;
                int32_t t_150 = 0;
                Buf t_151 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                uint32_t t_152 = 0u;
                uint32_t t_153 = 0u;
                int32_t t_154 = 0;
                t_137 = t_146;
                t_138 = t_147;
                t_139 = t_148;
                t_140 = t_149;
                t_141 = t_150;
                t_142 = t_151;
                t_143 = t_152;
                t_144 = t_153;
                t_145 = t_154;
            } else {
                int32_t t_155 = 2;
                Buf t_156 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                uint32_t t_157 = 0u;
                uint32_t t_158 = 0u;
                int32_t t_159 = 0;
                Buf t_160 = t_128;
                uint32_t t_161 = t_129;
                uint32_t t_162 = t_130;
                int32_t t_163 = t_131;
                t_137 = t_155;
                t_138 = t_156;
                t_139 = t_157;
                t_140 = t_158;
                t_141 = t_159;
                t_142 = t_160;
                t_143 = t_161;
                t_144 = t_162;
                t_145 = t_163;
            }
            int32_t t_164;
            Buf t_165;
            uint32_t t_166;
            uint32_t t_167;
            int32_t t_168;
            Buf t_169;
            uint32_t t_170;
            uint32_t t_171;
            int32_t t_172;
            if (t_137 == 0) {
                float t_173 = p_4[t_131] * nsl::convert<float>(t_129 + 1u);
                std::array<float, 3> t_174 = std::array<float, 3>{};
                t_174 = t_128.d;
                t_174[t_130] = t_173 * t_173;
                std::array<float, 3> t_175 = t_174;
                int32_t t_176 = 1;
                Buf t_177 = Buf{t_175};
                uint32_t t_178 = t_129 + 2u;
                uint32_t t_179 = t_130 + 1u;
                int32_t t_180 = t_131 + 1;
                Buf t_181 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                uint32_t t_182 = 0u;
                uint32_t t_183 = 0u;
                int32_t t_184 = 0;
                t_164 = t_176;
                t_165 = t_177;
                t_166 = t_178;
                t_167 = t_179;
                t_168 = t_180;
                t_169 = t_181;
                t_170 = t_182;
                t_171 = t_183;
                t_172 = t_184;
            } else {
                int32_t t_185 = t_137;
                Buf t_186 = t_138;
                uint32_t t_187 = t_139;
                uint32_t t_188 = t_140;
                int32_t t_189 = t_141;
                Buf t_190 = t_142;
                uint32_t t_191 = t_143;
                uint32_t t_192 = t_144;
                int32_t t_193 = t_145;
                t_164 = t_185;
                t_165 = t_186;
                t_166 = t_187;
                t_167 = t_188;
                t_168 = t_189;
                t_169 = t_190;
                t_170 = t_191;
                t_171 = t_192;
                t_172 = t_193;
            }
            if (t_164 == 2) {
                Buf t_194 = t_128;
                uint32_t t_195 = t_129;
                uint32_t t_196 = t_130;
                int32_t t_197 = t_131;
                t_124 = t_194;
                t_125 = t_195;
                t_126 = t_196;
                t_127 = t_197;
                break;
            }
            Buf t_198 = t_165;
            uint32_t t_199 = t_166;
            uint32_t t_200 = t_167;
            int32_t t_201 = t_168;
            int32_t t_202 = t_132 + 1;
            t_128 = t_198;
            t_129 = t_199;
            t_130 = t_200;
            t_131 = t_201;
            t_132 = t_202;
            continue;
        }
        bool t_203 = t_127 < 3;
        int32_t t_204;
        Buf t_205;
        uint32_t t_206;
        uint32_t t_207;
        int32_t t_208;
        Buf t_209;
        uint32_t t_210;
        uint32_t t_211;
        int32_t t_212;
        if (t_203) {
            int32_t t_213 = 0;
            Buf t_214 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_215 = 0u;
            uint32_t t_216 = 0u;
            int32_t t_217 = 0;
            Buf t_218 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_219 = 0u;
            uint32_t t_220 = 0u;
            int32_t t_221 = 0;
            t_204 = t_213;
            t_205 = t_214;
            t_206 = t_215;
            t_207 = t_216;
            t_208 = t_217;
            t_209 = t_218;
            t_210 = t_219;
            t_211 = t_220;
            t_212 = t_221;
        } else {
            int32_t t_222 = 2;
            Buf t_223 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_224 = 0u;
            uint32_t t_225 = 0u;
            int32_t t_226 = 0;
            Buf t_227 = t_124;
            uint32_t t_228 = t_125;
            uint32_t t_229 = t_126;
            int32_t t_230 = t_127;
            t_204 = t_222;
            t_205 = t_223;
            t_206 = t_224;
            t_207 = t_225;
            t_208 = t_226;
            t_209 = t_227;
            t_210 = t_228;
            t_211 = t_229;
            t_212 = t_230;
        }
        bool t_231 = t_204 == 0;
        int32_t t_232;
        Buf t_233;
        uint32_t t_234;
        uint32_t t_235;
        int32_t t_236;
        Buf t_237;
        uint32_t t_238;
        uint32_t t_239;
        int32_t t_240;
        if (t_231) {
            float t_241 = p_4[t_127] * nsl::convert<float>(t_125 + 1u);
            std::array<float, 3> t_242 = std::array<float, 3>{};
            t_242 = t_124.d;
            t_242[t_126] = t_241 * t_241;
            std::array<float, 3> t_243 = t_242;
            int32_t t_244 = 1;
            Buf t_245 = Buf{t_243};
            uint32_t t_246 = t_125 + 2u;
            uint32_t t_247 = t_126 + 1u;
            int32_t t_248 = t_127 + 1;
            Buf t_249 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            uint32_t t_250 = 0u;
            uint32_t t_251 = 0u;
            int32_t t_252 = 0;
            t_232 = t_244;
            t_233 = t_245;
            t_234 = t_246;
            t_235 = t_247;
            t_236 = t_248;
            t_237 = t_249;
            t_238 = t_250;
            t_239 = t_251;
            t_240 = t_252;
        } else {
            int32_t t_253 = t_204;
            Buf t_254 = t_205;
            uint32_t t_255 = t_206;
            uint32_t t_256 = t_207;
            int32_t t_257 = t_208;
            Buf t_258 = t_209;
            uint32_t t_259 = t_210;
            uint32_t t_260 = t_211;
            int32_t t_261 = t_212;
            t_232 = t_253;
            t_233 = t_254;
            t_234 = t_255;
            t_235 = t_256;
            t_236 = t_257;
            t_237 = t_258;
            t_238 = t_259;
            t_239 = t_260;
            t_240 = t_261;
        }
        bool t_262 = t_119 == t_116;
        nsl::vec<float, 3> t_263;
        Buf t_264;
        Buf t_265;
        Buf t_266;
        if (t_231) {
            float t_267 = nsl::convert<float>(t_125 + 1u);
            float t_268 = p_4[t_127] * t_267;
            std::array<float, 3> t_269 = std::array<float, 3>{};
            t_269 = t_124.d;
            std::array<float, 3> t_270 = t_269;
            t_269[t_126] = t_268 * t_268;
            Buf t_271 = Buf{};
            t_271 = Buf{t_270};
            uint32_t t_272 = 0u;
            t_272 = t_126;
            Buf_put_bwd_Grads t_273 = Buf_put_bwd(t_271, t_268, t_272, t_120);
            float t_274 = t_267 * t_273.f1;
            nsl::vec<float, 3> t_275 = nsl::make<nsl::vec<float, 3>>(nsl::select(t_127 == 0, t_274, 0.0f), nsl::select(t_127 == 1, t_274, 0.0f), nsl::select(t_127 == 2, t_274, 0.0f));
            Buf t_276 = t_273.f0;
            Buf t_277 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            Buf t_278 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            t_263 = t_275;
            t_264 = t_276;
            t_265 = t_277;
            t_266 = t_278;
        } else {
            nsl::vec<float, 3> t_279 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
            Buf t_280 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            Buf t_281 = t_120;
            Buf t_282 = Buf{std::array<float, 3>{{nsl::select(t_262, 0.0f + p_5.x, 0.0f), nsl::select(t_262, 0.0f + p_5.y + 0.0f, 0.0f), nsl::select(t_262, p_5.z + 0.0f + 0.0f, 0.0f)}}};
            t_263 = t_279;
            t_264 = t_280;
            t_265 = t_281;
            t_266 = t_282;
        }
        Buf t_283;
        if (t_203) {
            t_283 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
        } else {
            t_283 = t_266;
        }
        std::array<float, 3> t_284 = t_264.d;
        std::array<float, 3> t_285 = t_283.d;
        int32_t t_286 = t_119 - 1;
        Buf t_287 = Buf{std::array<float, 3>{{t_284[0] + t_285[0], t_284[1] + t_285[1], t_284[2] + t_285[2]}}};
        nsl::vec<float, 3> t_288 = t_121 + t_263;
        t_119 = t_286;
        t_120 = t_287;
        t_121 = t_288;
        continue;
    }
    int32_t t_289;
    Buf t_290 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
    int32_t t_291 = 0;
    int32_t t_292 = 0;
    for (;;) {
        int32_t t_293;
        Buf t_294;
        int32_t t_295;
        Buf t_296;
        int32_t t_297;
        if (t_291 < 3) {
            int32_t t_298 = 0;
            Buf t_299 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_300 = 0;
            Buf t_301 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_302 = 0;
            t_293 = t_298;
            t_294 = t_299;
            t_295 = t_300;
            t_296 = t_301;
            t_297 = t_302;
        } else {
            int32_t t_303 = 2;
            Buf t_304 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_305 = 0;
            Buf t_306 = t_290;
            int32_t t_307 = t_291;
            t_293 = t_303;
            t_294 = t_304;
            t_295 = t_305;
            t_296 = t_306;
            t_297 = t_307;
        }
        int32_t t_308;
        Buf t_309;
        int32_t t_310;
        Buf t_311;
        int32_t t_312;
        if (t_293 == 0) {
            std::array<float, 3> t_313 = t_290.d;
            std::array<float, 3> t_314 = t_313;
            t_314[0] = nsl::select(t_291 == 0, 0.0f, t_313[0]);
            std::array<float, 3> t_315 = t_314;
            t_315[1] = nsl::select(t_291 == 1, 0.0f, t_313[1]);
            std::array<float, 3> t_316 = t_315;
            t_316[2] = nsl::select(t_291 == 2, 0.0f, t_313[2]);
            Buf t_317 = t_290;
            t_317.d = t_316;
            int32_t t_318 = 1;
            Buf t_319 = t_317;
            int32_t t_320 = t_291 + 1;
            Buf t_321 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_322 = 0;
            t_308 = t_318;
            t_309 = t_319;
            t_310 = t_320;
            t_311 = t_321;
            t_312 = t_322;
        } else {
            int32_t t_323 = t_293;
            Buf t_324 = t_294;
            int32_t t_325 = t_295;
            Buf t_326 = t_296;
            int32_t t_327 = t_297;
            t_308 = t_323;
            t_309 = t_324;
            t_310 = t_325;
            t_311 = t_326;
            t_312 = t_327;
        }
        int32_t t_328 = t_292 + 1;
        if (t_308 == 2) {
            t_289 = t_328;
            break;
        }
        Buf t_329 = t_309;
        int32_t t_330 = t_310;
        int32_t t_331 = t_328;
        t_290 = t_329;
        t_291 = t_330;
        t_292 = t_331;
        continue;
    }
    int32_t t_332 = t_289 - 1;
    Buf t_333;
    int32_t t_334 = t_332;
    Buf t_335 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
    for (;;) {
        if (t_334 < 0) {
            t_333 = t_335;
            break;
        }
        Buf t_336;
        int32_t t_337;
        Buf t_338 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
        int32_t t_339 = 0;
        int32_t t_340 = 0;
        for (;;) {
            if (t_340 == t_334) {
                Buf t_341 = t_338;
                int32_t t_342 = t_339;
                t_336 = t_341;
                t_337 = t_342;
                break;
            }
            int32_t t_343;
            Buf t_344;
            int32_t t_345;
            Buf t_346;
            int32_t t_347;
            if (t_339 < 3) {
                int32_t t_348 = 0;
                Buf t_349 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                int32_t t_350 = 0;
                Buf t_351 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                int32_t t_352 = 0;
                t_343 = t_348;
                t_344 = t_349;
                t_345 = t_350;
                t_346 = t_351;
                t_347 = t_352;
            } else {
                int32_t t_353 = 2;
                Buf t_354 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                int32_t t_355 = 0;
                Buf t_356 = t_338;
                int32_t t_357 = t_339;
                t_343 = t_353;
                t_344 = t_354;
                t_345 = t_355;
                t_346 = t_356;
                t_347 = t_357;
            }
            int32_t t_358;
            Buf t_359;
            int32_t t_360;
            Buf t_361;
            int32_t t_362;
            if (t_343 == 0) {
                std::array<float, 3> t_363 = t_338.d;
                std::array<float, 3> t_364 = t_363;
                t_364[0] = nsl::select(t_339 == 0, 0.0f, t_363[0]);
                std::array<float, 3> t_365 = t_364;
                t_365[1] = nsl::select(t_339 == 1, 0.0f, t_363[1]);
                std::array<float, 3> t_366 = t_365;
                t_366[2] = nsl::select(t_339 == 2, 0.0f, t_363[2]);
                Buf t_367 = t_338;
                t_367.d = t_366;
                int32_t t_368 = 1;
                Buf t_369 = t_367;
                int32_t t_370 = t_339 + 1;
                Buf t_371 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
                int32_t t_372 = 0;
                t_358 = t_368;
                t_359 = t_369;
                t_360 = t_370;
                t_361 = t_371;
                t_362 = t_372;
            } else {
                int32_t t_373 = t_343;
                Buf t_374 = t_344;
                int32_t t_375 = t_345;
                Buf t_376 = t_346;
                int32_t t_377 = t_347;
                t_358 = t_373;
                t_359 = t_374;
                t_360 = t_375;
                t_361 = t_376;
                t_362 = t_377;
            }
            if (t_358 == 2) {
                Buf t_378 = t_338;
                int32_t t_379 = t_339;
                t_336 = t_378;
                t_337 = t_379;
                break;
            }
            Buf t_380 = t_359;
            int32_t t_381 = t_360;
            int32_t t_382 = t_340 + 1;
            t_338 = t_380;
            t_339 = t_381;
            t_340 = t_382;
            continue;
        }
        bool t_383 = t_337 < 3;
        int32_t t_384;
        Buf t_385;
        int32_t t_386;
        Buf t_387;
        int32_t t_388;
        if (t_383) {
            int32_t t_389 = 0;
            Buf t_390 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_391 = 0;
            Buf t_392 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_393 = 0;
            t_384 = t_389;
            t_385 = t_390;
            t_386 = t_391;
            t_387 = t_392;
            t_388 = t_393;
        } else {
            int32_t t_394 = 2;
            Buf t_395 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            int32_t t_396 = 0;
            Buf t_397 = t_336;
            int32_t t_398 = t_337;
            t_384 = t_394;
            t_385 = t_395;
            t_386 = t_396;
            t_387 = t_397;
            t_388 = t_398;
        }
        bool t_399 = t_334 == t_332;
        std::array<float, 3> t_400 = t_117.d;
        Buf t_401;
        Buf t_402;
        Buf t_403;
        if (t_384 == 0) {
            std::array<float, 3> t_404 = t_335.d;
            Buf t_405 = Buf{std::array<float, 3>{{0.0f + (0.0f + nsl::select(t_337 == 0, 0.0f, t_404[0])), 0.0f + (0.0f + nsl::select(t_337 == 1, 0.0f, t_404[1]) + 0.0f + 0.0f), 0.0f + (nsl::select(t_337 == 2, 0.0f, t_404[2]) + 0.0f + 0.0f + 0.0f)}}};
            Buf t_406 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            Buf t_407 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            t_401 = t_405;
            t_402 = t_406;
            t_403 = t_407;
        } else {
            Buf t_408 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
            Buf t_409 = t_335;
            Buf t_410 = Buf{std::array<float, 3>{{nsl::select(t_399, t_400[0], 0.0f), nsl::select(t_399, t_400[1], 0.0f), nsl::select(t_399, t_400[2], 0.0f)}}};
            t_401 = t_408;
            t_402 = t_409;
            t_403 = t_410;
        }
        Buf t_411;
        if (t_383) {
            t_411 = Buf{std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
        } else {
            t_411 = t_403;
        }
        std::array<float, 3> t_412 = t_401.d;
        std::array<float, 3> t_413 = t_411.d;
        int32_t t_414 = t_334 - 1;
        Buf t_415 = Buf{std::array<float, 3>{{t_412[0] + t_413[0], t_412[1] + t_413[1], t_412[2] + t_413[2]}}};
        t_334 = t_414;
        t_335 = t_415;
        continue;
    }
    return fill_bwd_Grads{t_118};
}
static void computeMain() {
    fill_bwd_Grads t_416 = fill_bwd(nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(1.0f, 0.5f, 0.1f));
    nsl::vec<float, 3> t_417 = t_416.f0;
    outputBuffer.data[0u] = t_417.x;
    outputBuffer.data[1u] = t_417.y;
    outputBuffer.data[2u] = t_417.z;
    nsl::vec<float, 3> t_418 = fill(nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f));
    outputBuffer.data[3u] = t_418.x;
    outputBuffer.data[4u] = t_418.y;
    outputBuffer.data[5u] = t_418.z;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    nsl::load_addresses(dir);
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
    const uint32_t size[3] = {1, 1, 1};
    const uint32_t threads = size[0] * size[1] * size[2];
    std::barrier<> group_barrier((std::ptrdiff_t)threads);
    nsl::group_barrier = &group_barrier;
    for (uint32_t gz = 0; gz < groups[2]; gz++)
    for (uint32_t gy = 0; gy < groups[1]; gy++)
    for (uint32_t gx = 0; gx < groups[0]; gx++) {
        std::vector<std::thread> invocations;
        for (uint32_t index = 0; index < threads; index++) {
            invocations.emplace_back([=] {
                const uint32_t lx = index % size[0], ly = index / size[0] % size[1], lz = index / (size[0] * size[1]);
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
