struct StructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct AInst_eval_fwd_Result {
    float p;
    float d;
};
struct AInst {
    float s;
};
struct Data {
    std::array<float, 2> v;
};
struct A_setup_bwd_Grads {
    float f0;
    Data f1;
};
struct B_setup_bwd_Grads {
    float f0;
    Data f1;
};
struct g_bwd_Grads {
    float f0;
};
struct g_fwd_Result {
    float p;
    float d;
};
struct IMat {
    uint32_t typeId;
};
struct IInst {
    uint32_t typeId;
    AInst p0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer ids;
static RWStructuredBuffer outputBuffer;
static AInst_eval_fwd_Result AInst_eval_fwd(AInst p, Data p_1, Data p_2, float p_3, float p_4);
static A_setup_bwd_Grads A_setup_bwd(float p_5, Data& p_6, Data p_7);
static AInst A_setup_fwd(float p_8, float p_9, Data& p_10, Data& p_11);
static B_setup_bwd_Grads B_setup_bwd(float p_12, Data& p_13, Data p_14);
static void B_setup_fwd(float p_15, float p_16, Data& p_17, Data& p_18);
static g_bwd_Grads g_bwd(uint32_t p_19, float p_20, float p_21);
static g_fwd_Result g_fwd(uint32_t p_22, float p_23, float p_24);
static void computeMain();
static AInst_eval_fwd_Result AInst_eval_fwd(AInst p, Data p_1, Data p_2, float p_3, float p_4) {
    float t = p.s;
    std::array<float, 2> t_1 = p_1.v;
    float t_2 = t_1[0];
    std::array<float, 2> t_3 = p_2.v;
    return AInst_eval_fwd_Result{t_2 * p_3 + t_1[1] * t, p_3 * t_3[0] + t_2 * p_4 + t * t_3[1]};
}
static A_setup_bwd_Grads A_setup_bwd(float p_5, Data& p_6, Data p_7) {
    p_6 = Data{std::array<float, 2>{{p_5 * p_5, 1.0f}}};
    float t_4 = p_5 * p_7.v[0];
    return A_setup_bwd_Grads{t_4 + 2.0f * t_4, Data{std::array<float, 2>{{0.0f, 0.0f}}}};
}
static AInst A_setup_fwd(float p_8, float p_9, Data& p_10, Data& p_11) {
    p_10.v[0] = p_8 * p_8;
    p_11.v[0] = p_8 * (2.0f * p_9) + p_8 * p_9;
    p_10.v[1] = 1.0f;
    p_11.v[1] = 0.0f;
    return AInst{2.0f};
}
static B_setup_bwd_Grads B_setup_bwd(float p_12, Data& p_13, Data p_14) {
    Data t_5 = p_13;
    Data t_6;
    int32_t i;
    Data t_7 = t_5;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            Data t_8 = t_7;
            int32_t t_9 = i_1;
            t_6 = t_8;
            i = t_9;
            break;
        }
        int32_t t_10 = i_1 + 1;
        float t_11 = p_12 * nsl::convert<float>(t_10);
        std::array<float, 2> t_12 = t_7.v;
        std::array<float, 2> t_13 = t_12;
        t_13[0] = nsl::select(i_1 == 0, t_11, t_12[0]);
        std::array<float, 2> t_14 = t_13;
        t_14[1] = nsl::select(i_1 == 1, t_11, t_12[1]);
        Data t_15 = t_7;
        t_15.v = t_14;
        Data t_16 = t_15;
        int32_t t_17 = t_10;
        t_7 = t_16;
        i_1 = t_17;
        continue;
    }
    p_13 = t_6;
    int32_t t_18;
    Data t_19 = t_5;
    int32_t t_20 = 0;
    int32_t t_21 = 0;
    for (;;) {
        int32_t t_22;
        Data t_23;
        int32_t t_24;
        Data t_25;
        int32_t t_26;
        if (t_20 < 2) {
            int32_t t_27 = 0;
            Data t_28 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_29 = 0;
            Data t_30 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_31 = 0;
            t_22 = t_27;
            t_23 = t_28;
            t_24 = t_29;
            t_25 = t_30;
            t_26 = t_31;
        } else {
            int32_t t_32 = 2;
            Data t_33 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_34 = 0;
            Data t_35 = t_19;
            int32_t t_36 = t_20;
            t_22 = t_32;
            t_23 = t_33;
            t_24 = t_34;
            t_25 = t_35;
            t_26 = t_36;
        }
        int32_t t_37;
        Data t_38;
        int32_t t_39;
        Data t_40;
        int32_t t_41;
        if (t_22 == 0) {
            int32_t t_42 = t_20 + 1;
            float t_43 = p_12 * nsl::convert<float>(t_42);
            std::array<float, 2> t_44 = t_19.v;
            std::array<float, 2> t_45 = t_44;
            t_45[0] = nsl::select(t_20 == 0, t_43, t_44[0]);
            std::array<float, 2> t_46 = t_45;
            t_46[1] = nsl::select(t_20 == 1, t_43, t_44[1]);
            Data t_47 = t_19;
            t_47.v = t_46;
            int32_t t_48 = 1;
            Data t_49 = t_47;
            int32_t t_50 = t_42;
            Data t_51 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_52 = 0;
            t_37 = t_48;
            t_38 = t_49;
            t_39 = t_50;
            t_40 = t_51;
            t_41 = t_52;
        } else {
            int32_t t_53 = t_22;
            Data t_54 = t_23;
            int32_t t_55 = t_24;
            Data t_56 = t_25;
            int32_t t_57 = t_26;
            t_37 = t_53;
            t_38 = t_54;
            t_39 = t_55;
            t_40 = t_56;
            t_41 = t_57;
        }
        int32_t t_58 = t_21 + 1;
        if (t_37 == 2) {
            t_18 = t_58;
            break;
        }
        Data t_59 = t_38;
        int32_t t_60 = t_39;
        int32_t t_61 = t_58;
        t_19 = t_59;
        t_20 = t_60;
        t_21 = t_61;
        continue;
    }
    int32_t t_62 = t_18 - 1;
    Data t_63;
    float t_64;
    int32_t t_65 = t_62;
    Data t_66 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
    float t_67 = 0.0f;
    for (;;) {
        if (t_65 < 0) {
            Data t_68 = t_66;
            float t_69 = t_67;
            t_63 = t_68;
            t_64 = t_69;
            break;
        }
        Data t_70;
        int32_t t_71;
        Data t_72 = t_5;
        int32_t t_73 = 0;
        int32_t t_74 = 0;
        for (;;) {
            if (t_74 == t_65) {
                Data t_75 = t_72;
                int32_t t_76 = t_73;
                t_70 = t_75;
                t_71 = t_76;
                break;
            }
            int32_t t_77;
            Data t_78;
            int32_t t_79;
            Data t_80;
            int32_t t_81;
            if (t_73 < 2) {
                int32_t t_82 = 0;
                Data t_83 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
                int32_t t_84 = 0;
                Data t_85 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
                int32_t t_86 = 0;
                t_77 = t_82;
                t_78 = t_83;
                t_79 = t_84;
                t_80 = t_85;
                t_81 = t_86;
            } else {
                int32_t t_87 = 2;
                Data t_88 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
                int32_t t_89 = 0;
                Data t_90 = t_72;
                int32_t t_91 = t_73;
                t_77 = t_87;
                t_78 = t_88;
                t_79 = t_89;
                t_80 = t_90;
                t_81 = t_91;
            }
            int32_t t_92;
            Data t_93;
            int32_t t_94;
            Data t_95;
            int32_t t_96;
            if (t_77 == 0) {
                int32_t t_97 = t_73 + 1;
                float t_98 = p_12 * nsl::convert<float>(t_97);
                std::array<float, 2> t_99 = t_72.v;
                std::array<float, 2> t_100 = t_99;
                t_100[0] = nsl::select(t_73 == 0, t_98, t_99[0]);
                std::array<float, 2> t_101 = t_100;
                t_101[1] = nsl::select(t_73 == 1, t_98, t_99[1]);
                Data t_102 = t_72;
                t_102.v = t_101;
                int32_t t_103 = 1;
                Data t_104 = t_102;
                int32_t t_105 = t_97;
                Data t_106 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
                int32_t t_107 = 0;
                t_92 = t_103;
                t_93 = t_104;
                t_94 = t_105;
                t_95 = t_106;
                t_96 = t_107;
            } else {
                int32_t t_108 = t_77;
                Data t_109 = t_78;
                int32_t t_110 = t_79;
                Data t_111 = t_80;
                int32_t t_112 = t_81;
                t_92 = t_108;
                t_93 = t_109;
                t_94 = t_110;
                t_95 = t_111;
                t_96 = t_112;
            }
            if (t_92 == 2) {
                Data t_113 = t_72;
                int32_t t_114 = t_73;
                t_70 = t_113;
                t_71 = t_114;
                break;
            }
            Data t_115 = t_93;
            int32_t t_116 = t_94;
            int32_t t_117 = t_74 + 1;
            t_72 = t_115;
            t_73 = t_116;
            t_74 = t_117;
            continue;
        }
        bool t_118 = t_71 < 2;
        int32_t t_119;
        Data t_120;
        int32_t t_121;
        Data t_122;
        int32_t t_123;
        if (t_118) {
            int32_t t_124 = 0;
            Data t_125 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_126 = 0;
            Data t_127 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_128 = 0;
            t_119 = t_124;
            t_120 = t_125;
            t_121 = t_126;
            t_122 = t_127;
            t_123 = t_128;
        } else {
            int32_t t_129 = 2;
            Data t_130 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            int32_t t_131 = 0;
            Data t_132 = t_70;
            int32_t t_133 = t_71;
            t_119 = t_129;
            t_120 = t_130;
            t_121 = t_131;
            t_122 = t_132;
            t_123 = t_133;
        }
        bool t_134 = t_65 == t_62;
        std::array<float, 2> t_135 = p_14.v;
        float t_136;
        Data t_137;
        Data t_138;
        Data t_139;
        if (t_119 == 0) {
            bool t_140 = t_71 == 0;
            bool t_141 = t_71 == 1;
            std::array<float, 2> t_142 = t_66.v;
            float t_143 = t_142[1];
            float t_144 = t_142[0];
            float t_145 = 3.0f * (nsl::convert<float>(t_71 + 1) * (nsl::select(t_141, t_143, 0.0f) + nsl::select(t_140, t_144, 0.0f)));
            Data t_146 = Data{std::array<float, 2>{{0.0f + (0.0f + nsl::select(t_140, 0.0f, t_144)), 0.0f + (nsl::select(t_141, 0.0f, t_143) + 0.0f + 0.0f)}}};
            Data t_147 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            Data t_148 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            t_136 = t_145;
            t_137 = t_146;
            t_138 = t_147;
            t_139 = t_148;
        } else {
            float t_149 = 0.0f;
            Data t_150 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
            Data t_151 = t_66;
            Data t_152 = Data{std::array<float, 2>{{nsl::select(t_134, t_135[0], 0.0f), nsl::select(t_134, t_135[1], 0.0f)}}};
            t_136 = t_149;
            t_137 = t_150;
            t_138 = t_151;
            t_139 = t_152;
        }
        Data t_153;
        if (t_118) {
            t_153 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        } else {
            t_153 = t_139;
        }
        std::array<float, 2> t_154 = t_137.v;
        std::array<float, 2> t_155 = t_153.v;
        int32_t t_156 = t_65 - 1;
        Data t_157 = Data{std::array<float, 2>{{t_154[0] + t_155[0], t_154[1] + t_155[1]}}};
        float t_158 = t_67 + t_136;
        t_65 = t_156;
        t_66 = t_157;
        t_67 = t_158;
        continue;
    }
    return B_setup_bwd_Grads{t_64, t_63};
}
static void B_setup_fwd(float p_15, float p_16, Data& p_17, Data& p_18) {
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int32_t t_159 = i_3 + 1;
        float t_160 = nsl::convert<float>(t_159);
        p_17.v[i_3] = p_15 * t_160;
        p_18.v[i_3] = t_160 * (3.0f * p_16);
        i_3 = t_159;
        continue;
    }
    return;
}
static g_bwd_Grads g_bwd(uint32_t p_19, float p_20, float p_21) {
    IMat t_161;
    for (;;) {
        if (p_19 == 0u) {
            t_161 = IMat{0u};
            break;
        }
        t_161 = IMat{1u};
        break;
    }
    uint32_t t_162 = t_161.typeId;
    IInst t_163;
    Data t_164;
    switch (t_162) {
    case 0u:
    {
        IInst t_165 = IInst{0u, AInst{2.0f}};
        Data t_166 = Data{std::array<float, 2>{{p_20 * p_20, 1.0f}}};
        t_163 = t_165;
        t_164 = t_166;
        break;
    }
    case 1u:
    {
        std::array<float, 2> t_167 = std::array<float, 2>{};
        t_167 = std::array<float, 2>{{0.0f, 0.0f}};
        int32_t i_4;
        int32_t i_5 = 0;
        for (;;) {
            if (i_5 < 2) {
            } else {
                i_4 = i_5;
                break;
            }
            int32_t t_168 = i_5 + 1;
            t_167[i_5] = p_20 * nsl::convert<float>(t_168);
            i_5 = t_168;
            continue;
        }
        std::array<float, 2> t_169 = t_167;
        IInst t_170 = IInst{1u, AInst{0.0f}};
        Data t_171 = Data{t_169};
        t_163 = t_170;
        t_164 = t_171;
        break;
    }
    default: {
        IInst t_172 = IInst{0u, AInst{0.0f}};
        Data t_173 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        t_163 = t_172;
        t_164 = t_173;
        break;
    }
    }
    Data t_174;
    float t_175;
    switch (t_163.typeId) {
    case 0u:
    {
        Data t_176 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        t_176.v = std::array<float, 2>{{0.0f + p_20 * p_21, t_163.p0.s * p_21 + 0.0f}};
        Data t_177 = t_176;
        float t_178 = t_164.v[0] * p_21;
        t_174 = t_177;
        t_175 = t_178;
        break;
    }
    case 1u:
    {
        std::array<float, 2> t_179 = t_164.v;
        Data t_180 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        t_180.v = std::array<float, 2>{{0.0f + t_179[1] * p_21, t_179[0] * p_21 + 0.0f}};
        Data t_181 = t_180;
        float t_182 = p_21;
        t_174 = t_181;
        t_175 = t_182;
        break;
    }
    default: {
        Data t_183 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        float t_184 = 0.0f;
        t_174 = t_183;
        t_175 = t_184;
        break;
    }
    }
    Data t_185;
    float t_186;
    switch (t_162) {
    case 0u:
    {
        Data t_187 = Data{};
        t_187 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
        A_setup_bwd_Grads t_188 = A_setup_bwd(p_20, t_187, t_174);
        Data t_189 = t_188.f1;
        float t_190 = t_188.f0;
        t_185 = t_189;
        t_186 = t_190;
        break;
    }
    case 1u:
    {
        std::array<float, 2> t_191 = std::array<float, 2>{};
        t_191 = std::array<float, 2>{{0.0f, 0.0f}};
        std::array<float, 2> t_192 = t_191;
        int32_t i_6;
        int32_t i_7 = 0;
        for (;;) {
            if (i_7 < 2) {
            } else {
                i_6 = i_7;
                break;
            }
            int32_t t_193 = i_7 + 1;
            t_191[i_7] = p_20 * nsl::convert<float>(t_193);
            i_7 = t_193;
            continue;
        }
        Data t_194 = Data{};
        t_194 = Data{t_192};
        B_setup_bwd_Grads t_195 = B_setup_bwd(p_20, t_194, t_174);
        Data t_196 = t_195.f1;
        float t_197 = t_195.f0;
        t_185 = t_196;
        t_186 = t_197;
        break;
    }
    default: {
        Data t_198 = t_174;
        float t_199 = 0.0f;
        t_185 = t_198;
        t_186 = t_199;
        break;
    }
    }
    return g_bwd_Grads{t_175 + t_186};
}
static g_fwd_Result g_fwd(uint32_t p_22, float p_23, float p_24) {
    IMat t_200;
    for (;;) {
        if (p_22 == 0u) {
            t_200 = IMat{0u};
            break;
        }
        t_200 = IMat{1u};
        break;
    }
    Data t_201 = Data{};
    Data t_202 = Data{};
    t_202 = Data{std::array<float, 2>{{0.0f, 0.0f}}};
    IInst t_203;
    switch (t_200.typeId) {
    case 0u:
    {
        AInst t_204 = A_setup_fwd(p_23, p_24, t_201, t_202);
        t_203 = IInst{0u, t_204};
        break;
    }
    case 1u:
    {
        B_setup_fwd(p_23, p_24, t_201, t_202);
        t_203 = IInst{1u, AInst{0.0f}};
        break;
    }
    default: {
        t_203 = IInst{0u, AInst{0.0f}};
        break;
    }
    }
    Data t_205 = t_201;
    Data t_206 = t_202;
    float t_207;
    float t_208;
    switch (t_203.typeId) {
    case 0u:
    {
        AInst_eval_fwd_Result t_209 = AInst_eval_fwd(t_203.p0, t_205, t_206, p_23, p_24);
        float t_210 = t_209.p;
        float t_211 = t_209.d;
        t_207 = t_210;
        t_208 = t_211;
        break;
    }
    case 1u:
    {
        std::array<float, 2> t_212 = t_205.v;
        float t_213 = t_212[0];
        float t_214 = t_212[1];
        std::array<float, 2> t_215 = t_206.v;
        float t_216 = t_213 * t_214 + p_23;
        float t_217 = t_214 * t_215[0] + t_213 * t_215[1] + p_24;
        t_207 = t_216;
        t_208 = t_217;
        break;
    }
    default: {
        float t_218 = 0.0f;
        float t_219 = 0.0f;
        t_207 = t_218;
        t_208 = t_219;
        break;
    }
    }
    return g_fwd_Result{t_207, t_208};
}
static void computeMain() {
    int32_t i_8;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            i_8 = i_9;
            break;
        }
        uint32_t t_220 = ids.data[nsl::convert<uint32_t>(i_9)];
        g_fwd_Result t_221 = g_fwd(t_220, 0.5f, 1.0f);
        int32_t t_222 = 3 * i_9;
        outputBuffer.data[nsl::convert<uint32_t>(t_222)] = t_221.p;
        outputBuffer.data[nsl::convert<uint32_t>(t_222 + 1)] = t_221.d;
        g_bwd_Grads t_223 = g_bwd(t_220, 0.5f, 1.0f);
        outputBuffer.data[nsl::convert<uint32_t>(t_222 + 2)] = t_223.f0;
        i_9 = i_9 + 1;
        continue;
    }
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    ids.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    ids.data = {reinterpret_cast<uint32_t*>(buffer0.data()), ids.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
