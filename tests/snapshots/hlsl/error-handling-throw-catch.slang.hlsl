struct Detail
{
    int a;
    int b;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int calls = 0;
int twice(int n, inout bool p, inout int p_1);
int firstBad(int n_1, inout bool p_2, inout Detail p_3);
int classify(int n_2);
int loopy(int n_3);
int detail(int n_4);
int nested(int n_5);
int anyError(int n_6);
void computeMain_1();
int twice(int n, inout bool p, inout int p_1) {
    int t;
    bool t_1;
    int t_2;
    bool t_3 = false;
    int t_4 = 0;
    for (;;) {
        bool t_5;
        int t_6;
        if (n < 2) {
            int t_7 = 0;
            bool t_8 = true;
            int t_9 = 3;
            t = t_7;
            t_1 = t_8;
            t_2 = t_9;
            break;
        } else {
            bool t_10 = t_3;
            int t_11 = t_4;
            t_5 = t_10;
            t_6 = t_11;
        }
        bool t_12;
        int t_13;
        if (n > 10) {
            int t_14 = 0;
            bool t_15 = true;
            int t_16 = 9;
            t = t_14;
            t_1 = t_15;
            t_2 = t_16;
            break;
        } else {
            bool t_17 = t_5;
            int t_18 = t_6;
            t_12 = t_17;
            t_13 = t_18;
        }
        int t_19 = n * 10;
        bool t_20 = t_12;
        int t_21 = t_13;
        t = t_19;
        t_1 = t_20;
        t_2 = t_21;
        break;
    }
    if (t_1) {
        p_1 = t_2;
        p = true;
        int t_22 = calls;
        calls = t_22 + 100;
        return 0;
    }
    int t_23 = n + 1;
    int t_24;
    bool t_25;
    int t_26;
    bool t_27 = false;
    int t_28 = 0;
    for (;;) {
        bool t_29;
        int t_30;
        if (t_23 < 2) {
            int t_31 = 0;
            bool t_32 = true;
            int t_33 = 3;
            t_24 = t_31;
            t_25 = t_32;
            t_26 = t_33;
            break;
        } else {
            bool t_34 = t_27;
            int t_35 = t_28;
            t_29 = t_34;
            t_30 = t_35;
        }
        bool t_36;
        int t_37;
        if (t_23 > 10) {
            int t_38 = 0;
            bool t_39 = true;
            int t_40 = 9;
            t_24 = t_38;
            t_25 = t_39;
            t_26 = t_40;
            break;
        } else {
            bool t_41 = t_29;
            int t_42 = t_30;
            t_36 = t_41;
            t_37 = t_42;
        }
        int t_43 = t_23 * 10;
        bool t_44 = t_36;
        int t_45 = t_37;
        t_24 = t_43;
        t_25 = t_44;
        t_26 = t_45;
        break;
    }
    if (t_25) {
        p_1 = t_26;
        p = true;
        int t_46 = calls;
        calls = t_46 + 100;
        return 0;
    }
    int t_47 = calls;
    calls = t_47 + 100;
    return t + t_24;
}
int firstBad(int n_1, inout bool p_2, inout Detail p_3) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < n_1) {
        } else {
            i = i_1;
            break;
        }
        switch (i_1) {
        case 2:
        {
            int j;
            int j_1 = 0;
            for (;;) {
                if (j_1 < 4) {
                } else {
                    j = j_1;
                    break;
                }
                if (j_1 == 1 ? n_1 > 3 : false) {
                    Detail t_48 = {i_1, j_1};
                    p_3 = t_48;
                    p_2 = true;
                    return 0;
                }
                j_1 = j_1 + 1;
                continue;
            }
            break;
        }
        default: {
            break;
        }
        }
        i_1 = i_1 + 1;
        continue;
    }
    return n_1;
}
int classify(int n_2) {
    int t_49;
    int t_50;
    int t_51 = 0;
    int t_52 = 0;
    for (;;) {
        bool t_53 = false;
        t_53 = false;
        int t_54 = 0;
        int t_55 = twice(n_2, t_53, t_54);
        bool t_56 = t_53;
        int t_57;
        int t_58;
        if (t_56) {
            int t_59 = t_54;
            int t_60 = 2;
            int t_61 = t_59;
            t_49 = t_60;
            t_50 = t_61;
            break;
        } else {
            int t_62 = t_51;
            int t_63 = t_52;
            t_57 = t_62;
            t_58 = t_63;
        }
        return t_55;
    }
    if (t_49 == 1) {
        return 1000;
    } else {
        return -t_50;
    }
    return 0;
}
int loopy(int n_3) {
    int sum;
    int t_64;
    int t_65;
    bool t_66;
    int sum_1 = 0;
    int t_67 = 0;
    int t_68 = 0;
    bool t_69 = false;
    for (;;) {
        int sum_2;
        int t_70;
        int t_71;
        bool t_72;
        int i_2;
        int sum_3 = sum_1;
        int t_73 = t_67;
        int t_74 = t_68;
        bool t_75 = t_69;
        int i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int t_76 = sum_3;
                int t_77 = t_73;
                int t_78 = t_74;
                bool t_79 = t_75;
                int t_80 = i_3;
                sum_2 = t_76;
                t_70 = t_77;
                t_71 = t_78;
                t_72 = t_79;
                i_2 = t_80;
                break;
            }
            int t_81 = sum_3 + i_3;
            int t_82;
            int t_83;
            bool t_84;
            if (i_3 == n_3) {
                int t_85 = t_81;
                int t_86 = 1;
                int t_87 = 5;
                bool t_88 = true;
                int t_89 = i_3;
                sum_2 = t_85;
                t_70 = t_86;
                t_71 = t_87;
                t_72 = t_88;
                i_2 = t_89;
                break;
            } else {
                int t_90 = t_73;
                int t_91 = t_74;
                bool t_92 = t_75;
                t_82 = t_90;
                t_83 = t_91;
                t_84 = t_92;
            }
            int t_93 = t_81;
            int t_94 = t_82;
            int t_95 = t_83;
            bool t_96 = t_84;
            int t_97 = i_3 + 1;
            sum_3 = t_93;
            t_73 = t_94;
            t_74 = t_95;
            t_75 = t_96;
            i_3 = t_97;
            continue;
        }
        if (t_72) {
            int t_98 = sum_2;
            int t_99 = t_70;
            int t_100 = t_71;
            bool t_101 = t_72;
            sum = t_98;
            t_64 = t_99;
            t_65 = t_100;
            t_66 = t_101;
            break;
        }
        int t_102 = sum_2 + 1000;
        int t_103 = t_70;
        int t_104 = t_71;
        bool t_105 = t_72;
        sum = t_102;
        t_64 = t_103;
        t_65 = t_104;
        t_66 = t_105;
        break;
    }
    return t_64 == 1 ? sum + 10 * t_65 : sum;
}
int detail(int n_4) {
    int t_106;
    int t_107;
    int t_108;
    int t_109 = 0;
    int t_110 = 0;
    int t_111 = 0;
    for (;;) {
        bool t_112 = false;
        t_112 = false;
        Detail t_113 = (Detail)0;
        int t_114 = firstBad(n_4, t_112, t_113);
        bool t_115 = t_112;
        int t_116;
        int t_117;
        int t_118;
        if (t_115) {
            Detail t_119 = t_113;
            int t_120 = 1;
            int t_121 = t_119.a;
            int t_122 = t_119.b;
            t_106 = t_120;
            t_107 = t_121;
            t_108 = t_122;
            break;
        } else {
            int t_123 = t_109;
            int t_124 = t_110;
            int t_125 = t_111;
            t_116 = t_123;
            t_117 = t_124;
            t_118 = t_125;
        }
        return t_114;
    }
    return t_107 * 100 + t_108;
}
int nested(int n_5) {
    int t_126;
    int t_127;
    bool t_128;
    int t_129 = 0;
    int t_130 = 0;
    bool t_131 = false;
    for (;;) {
        int t_132;
        int t_133;
        bool t_134;
        int t_135;
        int t_136;
        int t_137 = t_129;
        int t_138 = t_130;
        bool t_139 = t_131;
        int t_140 = 0;
        int t_141 = 0;
        for (;;) {
            int t_142;
            bool t_143;
            int t_144;
            bool t_145 = false;
            int t_146 = 0;
            for (;;) {
                bool t_147;
                int t_148;
                if (n_5 < 2) {
                    int t_149 = 0;
                    bool t_150 = true;
                    int t_151 = 3;
                    t_142 = t_149;
                    t_143 = t_150;
                    t_144 = t_151;
                    break;
                } else {
                    bool t_152 = t_145;
                    int t_153 = t_146;
                    t_147 = t_152;
                    t_148 = t_153;
                }
                bool t_154;
                int t_155;
                if (n_5 > 10) {
                    int t_156 = 0;
                    bool t_157 = true;
                    int t_158 = 9;
                    t_142 = t_156;
                    t_143 = t_157;
                    t_144 = t_158;
                    break;
                } else {
                    bool t_159 = t_147;
                    int t_160 = t_148;
                    t_154 = t_159;
                    t_155 = t_160;
                }
                int t_161 = n_5 * 10;
                bool t_162 = t_154;
                int t_163 = t_155;
                t_142 = t_161;
                t_143 = t_162;
                t_144 = t_163;
                break;
            }
            int t_164;
            int t_165;
            if (t_143) {
                int t_166 = t_137;
                int t_167 = t_138;
                bool t_168 = t_139;
                int t_169 = 1;
                int t_170 = t_144;
                t_132 = t_166;
                t_133 = t_167;
                t_134 = t_168;
                t_135 = t_169;
                t_136 = t_170;
                break;
            } else {
                int t_171 = t_140;
                int t_172 = t_141;
                t_164 = t_171;
                t_165 = t_172;
            }
            int t_173 = 1;
            int t_174 = 5;
            bool t_175 = true;
            int t_176 = t_164;
            int t_177 = t_165;
            t_132 = t_173;
            t_133 = t_174;
            t_134 = t_175;
            t_135 = t_176;
            t_136 = t_177;
            break;
        }
        if (t_134) {
            int t_178 = t_132;
            int t_179 = t_133;
            bool t_180 = t_134;
            t_126 = t_178;
            t_127 = t_179;
            t_128 = t_180;
            break;
        }
        return 1;
    }
    return 2;
}
int anyError(int n_6) {
    int t_181;
    int t_182 = 0;
    for (;;) {
        int t_183;
        bool t_184;
        int t_185;
        bool t_186 = false;
        int t_187 = 0;
        for (;;) {
            bool t_188;
            int t_189;
            if (n_6 < 2) {
                int t_190 = 0;
                bool t_191 = true;
                int t_192 = 3;
                t_183 = t_190;
                t_184 = t_191;
                t_185 = t_192;
                break;
            } else {
                bool t_193 = t_186;
                int t_194 = t_187;
                t_188 = t_193;
                t_189 = t_194;
            }
            bool t_195;
            int t_196;
            if (n_6 > 10) {
                int t_197 = 0;
                bool t_198 = true;
                int t_199 = 9;
                t_183 = t_197;
                t_184 = t_198;
                t_185 = t_199;
                break;
            } else {
                bool t_200 = t_188;
                int t_201 = t_189;
                t_195 = t_200;
                t_196 = t_201;
            }
            int t_202 = n_6 * 10;
            bool t_203 = t_195;
            int t_204 = t_196;
            t_183 = t_202;
            t_184 = t_203;
            t_185 = t_204;
            break;
        }
        int t_205;
        if (t_184) {
            t_181 = 2;
            break;
        } else {
            t_205 = t_182;
        }
        return t_183;
    }
    if (t_181 == 1) {
        return 1000;
    } else {
        return -1;
    }
    return 0;
}
void computeMain_1() {
    int t_206 = classify(5);
    outputBuffer[0u] = t_206;
    int t_207 = classify(1);
    outputBuffer[1u] = t_207;
    int t_208 = classify(10);
    outputBuffer[2u] = t_208;
    int t_209 = calls;
    outputBuffer[3u] = t_209;
    int t_210 = loopy(3);
    outputBuffer[4u] = t_210;
    int t_211 = loopy(20);
    outputBuffer[5u] = t_211;
    int t_212 = detail(5);
    outputBuffer[6u] = t_212;
    int t_213 = detail(3);
    outputBuffer[7u] = t_213;
    int t_214 = nested(0);
    outputBuffer[8u] = t_214;
    int t_215 = nested(5);
    outputBuffer[9u] = t_215;
    int t_216 = anyError(0);
    outputBuffer[10u] = t_216;
    int t_217 = anyError(4);
    outputBuffer[11u] = t_217;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
