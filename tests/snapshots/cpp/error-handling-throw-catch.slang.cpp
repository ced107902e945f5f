struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Detail {
    int32_t a;
    int32_t b;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local int32_t calls = 0;
static int32_t twice(int32_t n, bool& p, int32_t& p_1);
static int32_t firstBad(int32_t n_1, bool& p_2, Detail& p_3);
static int32_t classify(int32_t n_2);
static int32_t loopy(int32_t n_3);
static int32_t detail(int32_t n_4);
static int32_t nested(int32_t n_5);
static int32_t anyError(int32_t n_6);
static void computeMain();
static int32_t twice(int32_t n, bool& p, int32_t& p_1) {
    int32_t t;
    bool t_1;
    int32_t t_2;
    bool t_3 = false;
    int32_t t_4 = 0;
    for (;;) {
        bool t_5;
        int32_t t_6;
        if (n < 2) {
            int32_t t_7 = 0;
            bool t_8 = true;
            int32_t t_9 = 3;
            t = t_7;
            t_1 = t_8;
            t_2 = t_9;
            break;
        } else {
            bool t_10 = t_3;
            int32_t t_11 = t_4;
            t_5 = t_10;
            t_6 = t_11;
        }
        bool t_12;
        int32_t t_13;
        if (n > 10) {
            int32_t t_14 = 0;
            bool t_15 = true;
            int32_t t_16 = 9;
            t = t_14;
            t_1 = t_15;
            t_2 = t_16;
            break;
        } else {
            bool t_17 = t_5;
            int32_t t_18 = t_6;
            t_12 = t_17;
            t_13 = t_18;
        }
        int32_t t_19 = n * 10;
        bool t_20 = t_12;
        int32_t t_21 = t_13;
        t = t_19;
        t_1 = t_20;
        t_2 = t_21;
        break;
    }
    if (t_1) {
        p_1 = t_2;
        p = true;
        int32_t t_22 = calls;
        calls = t_22 + 100;
        return 0;
    }
    int32_t t_23 = n + 1;
    int32_t t_24;
    bool t_25;
    int32_t t_26;
    bool t_27 = false;
    int32_t t_28 = 0;
    for (;;) {
        bool t_29;
        int32_t t_30;
        if (t_23 < 2) {
            int32_t t_31 = 0;
            bool t_32 = true;
            int32_t t_33 = 3;
            t_24 = t_31;
            t_25 = t_32;
            t_26 = t_33;
            break;
        } else {
            bool t_34 = t_27;
            int32_t t_35 = t_28;
            t_29 = t_34;
            t_30 = t_35;
        }
        bool t_36;
        int32_t t_37;
        if (t_23 > 10) {
            int32_t t_38 = 0;
            bool t_39 = true;
            int32_t t_40 = 9;
            t_24 = t_38;
            t_25 = t_39;
            t_26 = t_40;
            break;
        } else {
            bool t_41 = t_29;
            int32_t t_42 = t_30;
            t_36 = t_41;
            t_37 = t_42;
        }
        int32_t t_43 = t_23 * 10;
        bool t_44 = t_36;
        int32_t t_45 = t_37;
        t_24 = t_43;
        t_25 = t_44;
        t_26 = t_45;
        break;
    }
    if (t_25) {
        p_1 = t_26;
        p = true;
        int32_t t_46 = calls;
        calls = t_46 + 100;
        return 0;
    }
    int32_t t_47 = calls;
    calls = t_47 + 100;
    return t + t_24;
}
static int32_t firstBad(int32_t n_1, bool& p_2, Detail& p_3) {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < n_1) {
        } else {
            i = i_1;
            break;
        }
        switch (i_1) {
        case 2:
        {
            int32_t j;
            int32_t j_1 = 0;
            for (;;) {
                if (j_1 < 4) {
                } else {
                    j = j_1;
                    break;
                }
                if (nsl::select(j_1 == 1, n_1 > 3, false)) {
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
static int32_t classify(int32_t n_2) {
    int32_t t_48;
    int32_t t_49;
    int32_t t_50 = 0;
    int32_t t_51 = 0;
    for (;;) {
        bool t_52 = false;
        t_52 = false;
        int32_t t_53 = 0;
        int32_t t_54 = twice(n_2, t_52, t_53);
        bool t_55 = t_52;
        int32_t t_56;
        int32_t t_57;
        if (t_55) {
            int32_t t_58 = t_53;
            int32_t t_59 = 2;
            int32_t t_60 = t_58;
            t_48 = t_59;
            t_49 = t_60;
            break;
        } else {
            int32_t t_61 = t_50;
            int32_t t_62 = t_51;
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
static int32_t loopy(int32_t n_3) {
    int32_t sum;
    int32_t t_63;
    int32_t t_64;
    bool t_65;
    int32_t sum_1 = 0;
    int32_t t_66 = 0;
    int32_t t_67 = 0;
    bool t_68 = false;
    for (;;) {
        int32_t sum_2;
        int32_t t_69;
        int32_t t_70;
        bool t_71;
        int32_t i_2;
        int32_t sum_3 = sum_1;
        int32_t t_72 = t_66;
        int32_t t_73 = t_67;
        bool t_74 = t_68;
        int32_t i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int32_t t_75 = sum_3;
                int32_t t_76 = t_72;
                int32_t t_77 = t_73;
                bool t_78 = t_74;
                int32_t t_79 = i_3;
                sum_2 = t_75;
                t_69 = t_76;
                t_70 = t_77;
                t_71 = t_78;
                i_2 = t_79;
                break;
            }
            int32_t t_80 = sum_3 + i_3;
            int32_t t_81;
            int32_t t_82;
            bool t_83;
            if (i_3 == n_3) {
                int32_t t_84 = t_80;
                int32_t t_85 = 1;
                int32_t t_86 = 5;
                bool t_87 = true;
                int32_t t_88 = i_3;
                sum_2 = t_84;
                t_69 = t_85;
                t_70 = t_86;
                t_71 = t_87;
                i_2 = t_88;
                break;
            } else {
                int32_t t_89 = t_72;
                int32_t t_90 = t_73;
                bool t_91 = t_74;
                t_81 = t_89;
                t_82 = t_90;
                t_83 = t_91;
            }
            int32_t t_92 = t_80;
            int32_t t_93 = t_81;
            int32_t t_94 = t_82;
            bool t_95 = t_83;
            int32_t t_96 = i_3 + 1;
            sum_3 = t_92;
            t_72 = t_93;
            t_73 = t_94;
            t_74 = t_95;
            i_3 = t_96;
            continue;
        }
        if (t_71) {
            int32_t t_97 = sum_2;
            int32_t t_98 = t_69;
            int32_t t_99 = t_70;
            bool t_100 = t_71;
            sum = t_97;
            t_63 = t_98;
            t_64 = t_99;
            t_65 = t_100;
            break;
        }
        int32_t t_101 = sum_2 + 1000;
        int32_t t_102 = t_69;
        int32_t t_103 = t_70;
        bool t_104 = t_71;
        sum = t_101;
        t_63 = t_102;
        t_64 = t_103;
        t_65 = t_104;
        break;
    }
    return nsl::select(t_63 == 1, sum + 10 * t_64, sum);
}
static int32_t detail(int32_t n_4) {
    int32_t t_105;
    int32_t t_106;
    int32_t t_107;
    int32_t t_108 = 0;
    int32_t t_109 = 0;
    int32_t t_110 = 0;
    for (;;) {
        bool t_111 = false;
        t_111 = false;
        Detail t_112 = Detail{};
        int32_t t_113 = firstBad(n_4, t_111, t_112);
        bool t_114 = t_111;
        int32_t t_115;
        int32_t t_116;
        int32_t t_117;
        if (t_114) {
            Detail t_118 = t_112;
            int32_t t_119 = 1;
            int32_t t_120 = t_118.a;
            int32_t t_121 = t_118.b;
            t_105 = t_119;
            t_106 = t_120;
            t_107 = t_121;
            break;
        } else {
            int32_t t_122 = t_108;
            int32_t t_123 = t_109;
            int32_t t_124 = t_110;
            t_115 = t_122;
            t_116 = t_123;
            t_117 = t_124;
        }
        return t_113;
    }
    return t_106 * 100 + t_107;
}
static int32_t nested(int32_t n_5) {
    int32_t t_125;
    int32_t t_126;
    bool t_127;
    int32_t t_128 = 0;
    int32_t t_129 = 0;
    bool t_130 = false;
    for (;;) {
        int32_t t_131;
        int32_t t_132;
        bool t_133;
        int32_t t_134;
        int32_t t_135;
        int32_t t_136 = t_128;
        int32_t t_137 = t_129;
        bool t_138 = t_130;
        int32_t t_139 = 0;
        int32_t t_140 = 0;
        for (;;) {
            int32_t t_141;
            bool t_142;
            int32_t t_143;
            bool t_144 = false;
            int32_t t_145 = 0;
            for (;;) {
                bool t_146;
                int32_t t_147;
                if (n_5 < 2) {
                    int32_t t_148 = 0;
                    bool t_149 = true;
                    int32_t t_150 = 3;
                    t_141 = t_148;
                    t_142 = t_149;
                    t_143 = t_150;
                    break;
                } else {
                    bool t_151 = t_144;
                    int32_t t_152 = t_145;
                    t_146 = t_151;
                    t_147 = t_152;
                }
                bool t_153;
                int32_t t_154;
                if (n_5 > 10) {
                    int32_t t_155 = 0;
                    bool t_156 = true;
                    int32_t t_157 = 9;
                    t_141 = t_155;
                    t_142 = t_156;
                    t_143 = t_157;
                    break;
                } else {
                    bool t_158 = t_146;
                    int32_t t_159 = t_147;
                    t_153 = t_158;
                    t_154 = t_159;
                }
                int32_t t_160 = n_5 * 10;
                bool t_161 = t_153;
                int32_t t_162 = t_154;
                t_141 = t_160;
                t_142 = t_161;
                t_143 = t_162;
                break;
            }
            int32_t t_163;
            int32_t t_164;
            if (t_142) {
                int32_t t_165 = t_136;
                int32_t t_166 = t_137;
                bool t_167 = t_138;
                int32_t t_168 = 1;
                int32_t t_169 = t_143;
                t_131 = t_165;
                t_132 = t_166;
                t_133 = t_167;
                t_134 = t_168;
                t_135 = t_169;
                break;
            } else {
                int32_t t_170 = t_139;
                int32_t t_171 = t_140;
                t_163 = t_170;
                t_164 = t_171;
            }
            int32_t t_172 = 1;
            int32_t t_173 = 5;
            bool t_174 = true;
            int32_t t_175 = t_163;
            int32_t t_176 = t_164;
            t_131 = t_172;
            t_132 = t_173;
            t_133 = t_174;
            t_134 = t_175;
            t_135 = t_176;
            break;
        }
        if (t_133) {
            int32_t t_177 = t_131;
            int32_t t_178 = t_132;
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
static int32_t anyError(int32_t n_6) {
    int32_t t_180;
    int32_t t_181 = 0;
    for (;;) {
        int32_t t_182;
        bool t_183;
        int32_t t_184;
        bool t_185 = false;
        int32_t t_186 = 0;
        for (;;) {
            bool t_187;
            int32_t t_188;
            if (n_6 < 2) {
                int32_t t_189 = 0;
                bool t_190 = true;
                int32_t t_191 = 3;
                t_182 = t_189;
                t_183 = t_190;
                t_184 = t_191;
                break;
            } else {
                bool t_192 = t_185;
                int32_t t_193 = t_186;
                t_187 = t_192;
                t_188 = t_193;
            }
            bool t_194;
            int32_t t_195;
            if (n_6 > 10) {
                int32_t t_196 = 0;
                bool t_197 = true;
                int32_t t_198 = 9;
                t_182 = t_196;
                t_183 = t_197;
                t_184 = t_198;
                break;
            } else {
                bool t_199 = t_187;
                int32_t t_200 = t_188;
                t_194 = t_199;
                t_195 = t_200;
            }
            int32_t t_201 = n_6 * 10;
            bool t_202 = t_194;
            int32_t t_203 = t_195;
            t_182 = t_201;
            t_183 = t_202;
            t_184 = t_203;
            break;
        }
        int32_t t_204;
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
static void computeMain() {
    int32_t t_205 = classify(5);
    outputBuffer.data[0u] = t_205;
    int32_t t_206 = classify(1);
    outputBuffer.data[1u] = t_206;
    int32_t t_207 = classify(10);
    outputBuffer.data[2u] = t_207;
    int32_t t_208 = calls;
    outputBuffer.data[3u] = t_208;
    int32_t t_209 = loopy(3);
    outputBuffer.data[4u] = t_209;
    int32_t t_210 = loopy(20);
    outputBuffer.data[5u] = t_210;
    int32_t t_211 = detail(5);
    outputBuffer.data[6u] = t_211;
    int32_t t_212 = detail(3);
    outputBuffer.data[7u] = t_212;
    int32_t t_213 = nested(0);
    outputBuffer.data[8u] = t_213;
    int32_t t_214 = nested(5);
    outputBuffer.data[9u] = t_214;
    int32_t t_215 = anyError(0);
    outputBuffer.data[10u] = t_215;
    int32_t t_216 = anyError(4);
    outputBuffer.data[11u] = t_216;
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
