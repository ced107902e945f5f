#include <metal_stdlib>
using namespace metal;
struct Detail
{
    int a;
    int b;
};
int twice(int n, thread bool& p, thread int& p_1, thread int& calls_1);
int firstBad(int n_1, thread bool& p_2, thread Detail& p_3);
int classify(int n_2, thread int& calls_2);
int loopy(int n_3);
int detail(int n_4);
int nested(int n_5);
int anyError(int n_6);
int twice(int n, thread bool& p, thread int& p_1, thread int& calls_1) {
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
        int t_22 = calls_1;
        calls_1 = t_22 + 100;
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
        int t_46 = calls_1;
        calls_1 = t_46 + 100;
        return 0;
    }
    int t_47 = calls_1;
    calls_1 = t_47 + 100;
    return t + t_24;
}
int firstBad(int n_1, thread bool& p_2, thread Detail& p_3) {
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
                if (select(false, n_1 > 3, j_1 == 1)) {
                    p_3 = Detail{i_1, j_1};
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
int classify(int n_2, thread int& calls_2) {
    int t_48;
    int t_49;
    int t_50 = 0;
    int t_51 = 0;
    for (;;) {
        bool t_52 = bool{};
        t_52 = false;
        int t_53 = int{};
        int t_54 = twice(n_2, t_52, t_53, calls_2);
        bool t_55 = t_52;
        int t_56;
        int t_57;
        if (t_55) {
            int t_58 = t_53;
            int t_59 = 2;
            int t_60 = t_58;
            t_48 = t_59;
            t_49 = t_60;
            break;
        } else {
            int t_61 = t_50;
            int t_62 = t_51;
            t_56 = t_61;
            t_57 = t_62;
        }
        return t_54;
    }
    if (t_48 == 1) {
        return 1000;
    } else {
        return -t_49;
    }
    return 0;
}
int loopy(int n_3) {
    int sum;
    int t_63;
    int t_64;
    bool t_65;
    int sum_1 = 0;
    int t_66 = 0;
    int t_67 = 0;
    bool t_68 = false;
    for (;;) {
        int sum_2;
        int t_69;
        int t_70;
        bool t_71;
        int i_2;
        int sum_3 = sum_1;
        int t_72 = t_66;
        int t_73 = t_67;
        bool t_74 = t_68;
        int i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int t_75 = sum_3;
                int t_76 = t_72;
                int t_77 = t_73;
                bool t_78 = t_74;
                int t_79 = i_3;
                sum_2 = t_75;
                t_69 = t_76;
                t_70 = t_77;
                t_71 = t_78;
                i_2 = t_79;
                break;
            }
            int t_80 = sum_3 + i_3;
            int t_81;
            int t_82;
            bool t_83;
            if (i_3 == n_3) {
                int t_84 = t_80;
                int t_85 = 1;
                int t_86 = 5;
                bool t_87 = true;
                int t_88 = i_3;
                sum_2 = t_84;
                t_69 = t_85;
                t_70 = t_86;
                t_71 = t_87;
                i_2 = t_88;
                break;
            } else {
                int t_89 = t_72;
                int t_90 = t_73;
                bool t_91 = t_74;
                t_81 = t_89;
                t_82 = t_90;
                t_83 = t_91;
            }
            int t_92 = t_80;
            int t_93 = t_81;
            int t_94 = t_82;
            bool t_95 = t_83;
            int t_96 = i_3 + 1;
            sum_3 = t_92;
            t_72 = t_93;
            t_73 = t_94;
            t_74 = t_95;
            i_3 = t_96;
            continue;
        }
        if (t_71) {
            int t_97 = sum_2;
            int t_98 = t_69;
            int t_99 = t_70;
            bool t_100 = t_71;
            sum = t_97;
            t_63 = t_98;
            t_64 = t_99;
            t_65 = t_100;
            break;
        }
        int t_101 = sum_2 + 1000;
        int t_102 = t_69;
        int t_103 = t_70;
        bool t_104 = t_71;
        sum = t_101;
        t_63 = t_102;
        t_64 = t_103;
        t_65 = t_104;
        break;
    }
    return select(sum, sum + 10 * t_64, t_63 == 1);
}
int detail(int n_4) {
    int t_105;
    int t_106;
    int t_107;
    int t_108 = 0;
    int t_109 = 0;
    int t_110 = 0;
    for (;;) {
        bool t_111 = bool{};
        t_111 = false;
        Detail t_112 = Detail{};
        int t_113 = firstBad(n_4, t_111, t_112);
        bool t_114 = t_111;
        int t_115;
        int t_116;
        int t_117;
        if (t_114) {
            Detail t_118 = t_112;
            int t_119 = 1;
            int t_120 = t_118.a;
            int t_121 = t_118.b;
            t_105 = t_119;
            t_106 = t_120;
            t_107 = t_121;
            break;
        } else {
            int t_122 = t_108;
            int t_123 = t_109;
            int t_124 = t_110;
            t_115 = t_122;
            t_116 = t_123;
            t_117 = t_124;
        }
        return t_113;
    }
    return t_106 * 100 + t_107;
}
int nested(int n_5) {
    int t_125;
    int t_126;
    bool t_127;
    int t_128 = 0;
    int t_129 = 0;
    bool t_130 = false;
    for (;;) {
        int t_131;
        int t_132;
        bool t_133;
        int t_134;
        int t_135;
        int t_136 = t_128;
        int t_137 = t_129;
        bool t_138 = t_130;
        int t_139 = 0;
        int t_140 = 0;
        for (;;) {
            int t_141;
            bool t_142;
            int t_143;
            bool t_144 = false;
            int t_145 = 0;
            for (;;) {
                bool t_146;
                int t_147;
                if (n_5 < 2) {
                    int t_148 = 0;
                    bool t_149 = true;
                    int t_150 = 3;
                    t_141 = t_148;
                    t_142 = t_149;
                    t_143 = t_150;
                    break;
                } else {
                    bool t_151 = t_144;
                    int t_152 = t_145;
                    t_146 = t_151;
                    t_147 = t_152;
                }
                bool t_153;
                int t_154;
                if (n_5 > 10) {
                    int t_155 = 0;
                    bool t_156 = true;
                    int t_157 = 9;
                    t_141 = t_155;
                    t_142 = t_156;
                    t_143 = t_157;
                    break;
                } else {
                    bool t_158 = t_146;
                    int t_159 = t_147;
                    t_153 = t_158;
                    t_154 = t_159;
                }
                int t_160 = n_5 * 10;
                bool t_161 = t_153;
                int t_162 = t_154;
                t_141 = t_160;
                t_142 = t_161;
                t_143 = t_162;
                break;
            }
            int t_163;
            int t_164;
            if (t_142) {
                int t_165 = t_136;
                int t_166 = t_137;
                bool t_167 = t_138;
                int t_168 = 1;
                int t_169 = t_143;
                t_131 = t_165;
                t_132 = t_166;
                t_133 = t_167;
                t_134 = t_168;
                t_135 = t_169;
                break;
            } else {
                int t_170 = t_139;
                int t_171 = t_140;
                t_163 = t_170;
                t_164 = t_171;
            }
            int t_172 = 1;
            int t_173 = 5;
            bool t_174 = true;
            int t_175 = t_163;
            int t_176 = t_164;
            t_131 = t_172;
            t_132 = t_173;
            t_133 = t_174;
            t_134 = t_175;
            t_135 = t_176;
            break;
        }
        if (t_133) {
            int t_177 = t_131;
            int t_178 = t_132;
            bool t_179 = t_133;
            t_125 = t_177;
            t_126 = t_178;
            t_127 = t_179;
            break;
        }
        return 1;
    }
    return 2;
}
int anyError(int n_6) {
    int t_180;
    int t_181 = 0;
    for (;;) {
        int t_182;
        bool t_183;
        int t_184;
        bool t_185 = false;
        int t_186 = 0;
        for (;;) {
            bool t_187;
            int t_188;
            if (n_6 < 2) {
                int t_189 = 0;
                bool t_190 = true;
                int t_191 = 3;
                t_182 = t_189;
                t_183 = t_190;
                t_184 = t_191;
                break;
            } else {
                bool t_192 = t_185;
                int t_193 = t_186;
                t_187 = t_192;
                t_188 = t_193;
            }
            bool t_194;
            int t_195;
            if (n_6 > 10) {
                int t_196 = 0;
                bool t_197 = true;
                int t_198 = 9;
                t_182 = t_196;
                t_183 = t_197;
                t_184 = t_198;
                break;
            } else {
                bool t_199 = t_187;
                int t_200 = t_188;
                t_194 = t_199;
                t_195 = t_200;
            }
            int t_201 = n_6 * 10;
            bool t_202 = t_194;
            int t_203 = t_195;
            t_182 = t_201;
            t_183 = t_202;
            t_184 = t_203;
            break;
        }
        int t_204;
        if (t_183) {
            t_180 = 2;
            break;
        } else {
            t_204 = t_181;
        }
        return t_182;
    }
    if (t_180 == 1) {
        return 1000;
    } else {
        return -1;
    }
    return 0;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int calls = 0;
    int t_205 = classify(5, calls);
    outputBuffer[0u] = t_205;
    int t_206 = classify(1, calls);
    outputBuffer[1u] = t_206;
    int t_207 = classify(10, calls);
    outputBuffer[2u] = t_207;
    int t_208 = calls;
    outputBuffer[3u] = t_208;
    int t_209 = loopy(3);
    outputBuffer[4u] = t_209;
    int t_210 = loopy(20);
    outputBuffer[5u] = t_210;
    int t_211 = detail(5);
    outputBuffer[6u] = t_211;
    int t_212 = detail(3);
    outputBuffer[7u] = t_212;
    int t_213 = nested(0);
    outputBuffer[8u] = t_213;
    int t_214 = nested(5);
    outputBuffer[9u] = t_214;
    int t_215 = anyError(0);
    outputBuffer[10u] = t_215;
    int t_216 = anyError(4);
    outputBuffer[11u] = t_216;
    return;
}
