struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Particle {
    nsl::vec<float, 3> pos;
    float mass;
};
struct Particle_kinetic_bwd_Grads {
    Particle f0;
};
struct withDetach_fwd_Result {
    float p;
    float d;
};
struct policies_bwd_Grads {
    float f0;
};
struct policies_fwd_Result {
    float p;
    float d;
};
struct Circle {
    float r;
};
struct totalArea_bwd_Grads {
    Circle f0;
    float f1;
};
struct Rect {
    nsl::vec<float, 2> size;
    float tag;
};
struct totalArea_1_bwd_Grads {
    Rect f0;
    float f1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1);
static withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4);
static policies_bwd_Grads policies_bwd(float p_5, float p_6);
static policies_fwd_Result policies_fwd(float p_7, float p_8);
static void computeMain();
static totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11);
static totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14);
static Particle_kinetic_bwd_Grads Particle_kinetic_bwd(Particle p, float p_1) {
    nsl::vec<float, 3> t = p.pos;
    float t_1 = p.mass;
    nsl::vec<float, 3> t_2 = nsl::splat<nsl::vec<float, 3>>(t_1);
    nsl::vec<float, 3> t_3 = t * t_2;
    nsl::vec<float, 3> t_4 = nsl::splat<nsl::vec<float, 3>>(0.5f * (1.0f / t_1 * p_1)) * t_3;
    nsl::vec<float, 3> t_5 = t_4 + t_4;
    nsl::vec<float, 3> t_6 = t * t_5;
    return Particle_kinetic_bwd_Grads{Particle{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + t_2 * t_5, -(0.5f * nsl::dot(t_3, t_3) / t_1 / t_1) * p_1 + (t_6.x + t_6.y + t_6.z) + 0.0f}};
}
static withDetach_fwd_Result withDetach_fwd(float p_2, float p_3, float p_4) {
    float t_7 = p_2 * p_2 + p_2 * p_4;
    return withDetach_fwd_Result{t_7 * p_2, p_2 * (p_4 * p_3 + p_2 * 0.0f) + t_7 * p_3};
}
static policies_bwd_Grads policies_bwd(float p_5, float p_6) {
    float s;
    int32_t i;
    float s_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_8 = s_1;
            int32_t t_9 = i_1;
            s = t_8;
            i = t_9;
            break;
        }
        float t_10 = p_5 + nsl::convert<float>(i_1);
        float t_11 = s_1 + p_5;
        float t_12 = s_1 + nsl::exp(nsl::sin(t_10)) * t_10 * nsl::log(1.0f + t_11 * t_11);
        int32_t t_13 = i_1 + 1;
        s_1 = t_12;
        i_1 = t_13;
        continue;
    }
    int32_t t_14;
    float t_15 = 0.0f;
    int32_t t_16 = 0;
    int32_t t_17 = 0;
    for (;;) {
        bool t_18 = t_16 < 3;
        int32_t t_19 = nsl::select(t_18, 0, 2);
        int32_t t_20;
        float t_21;
        int32_t t_22;
        float t_23;
        int32_t t_24;
        if (t_19 == 0) {
            float t_25 = p_5 + nsl::convert<float>(t_16);
            float t_26 = t_15 + p_5;
            int32_t t_27 = 1;
            float t_28 = t_15 + nsl::exp(nsl::sin(t_25)) * t_25 * nsl::log(1.0f + t_26 * t_26);
            int32_t t_29 = t_16 + 1;
            float t_30 = 0.0f;
            int32_t t_31 = 0;
            t_20 = t_27;
            t_21 = t_28;
            t_22 = t_29;
            t_23 = t_30;
            t_24 = t_31;
        } else {
            int32_t t_32 = t_19;
            float t_33 = 0.0f;
            int32_t t_34 = 0;
            float t_35 = nsl::select(t_18, 0.0f, t_15);
            int32_t t_36 = nsl::select(t_18, 0, t_16);
            t_20 = t_32;
            t_21 = t_33;
            t_22 = t_34;
            t_23 = t_35;
            t_24 = t_36;
        }
        int32_t t_37 = t_17 + 1;
        if (t_20 == 2) {
            t_14 = t_37;
            break;
        }
        float t_38 = t_21;
        int32_t t_39 = t_22;
        int32_t t_40 = t_37;
        t_15 = t_38;
        t_16 = t_39;
        t_17 = t_40;
        continue;
    }
    int32_t t_41 = t_14 - 1;
    float t_42;
    float t_43;
    int32_t t_44 = t_41;
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
        int32_t t_50;
        float t_51 = 0.0f;
        int32_t t_52 = 0;
        int32_t t_53 = 0;
        for (;;) {
            if (t_53 == t_44) {
                float t_54 = t_51;
                int32_t t_55 = t_52;
                t_49 = t_54;
                t_50 = t_55;
                break;
            }
            bool t_56 = t_52 < 3;
            int32_t t_57 = nsl::select(t_56, 0, 2);
            int32_t t_58;
            float t_59;
            int32_t t_60;
            float t_61;
            int32_t t_62;
            if (t_57 == 0) {
                float t_63 = p_5 + nsl::convert<float>(t_52);
                float t_64 = t_51 + p_5;
                int32_t t_65 = 1;
                float t_66 = t_51 + nsl::exp(nsl::sin(t_63)) * t_63 * nsl::log(1.0f + t_64 * t_64);
                int32_t t_67 = t_52 + 1;
                float t_68 = 0.0f;
                int32_t t_69 = 0;
                t_58 = t_65;
                t_59 = t_66;
                t_60 = t_67;
                t_61 = t_68;
                t_62 = t_69;
            } else {
                int32_t t_70 = t_57;
                float t_71 = 0.0f;
                int32_t t_72 = 0;
                float t_73 = nsl::select(t_56, 0.0f, t_51);
                int32_t t_74 = nsl::select(t_56, 0, t_52);
                t_58 = t_70;
                t_59 = t_71;
                t_60 = t_72;
                t_61 = t_73;
                t_62 = t_74;
            }
            if (t_58 == 2) {
                float t_75 = t_51;
                int32_t t_76 = t_52;
                t_49 = t_75;
                t_50 = t_76;
                break;
            }
            float t_77 = t_59;
            int32_t t_78 = t_60;
            int32_t t_79 = t_53 + 1;
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
        if (nsl::select(t_80, 0, 2) == 0) {
            float t_85 = p_5 + nsl::convert<float>(t_50);
            float t_86 = nsl::exp(nsl::sin(t_85));
            float t_87 = t_49 + p_5;
            float t_88 = 1.0f + t_87 * t_87;
            float t_89 = nsl::log(t_88) * t_45;
            float t_90 = t_87 * (1.0f / (t_88 * 1.0f) * (t_86 * t_85 * t_45));
            float t_91 = t_90 + t_90;
            float t_92 = t_91 + (t_86 * t_89 + nsl::cos(t_85) * (t_86 * (t_85 * t_89)));
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
            float t_99 = nsl::select(t_44 == t_41, p_6, 0.0f);
            t_81 = t_96;
            t_82 = t_97;
            t_83 = t_98;
            t_84 = t_99;
        }
        int32_t t_100 = t_44 - 1;
        float t_101 = t_82 + nsl::select(t_80, 0.0f, t_84);
        float t_102 = t_46 + t_81;
        t_44 = t_100;
        t_45 = t_101;
        t_46 = t_102;
        continue;
    }
    return policies_bwd_Grads{t_43};
}
static policies_fwd_Result policies_fwd(float p_7, float p_8) {
    float s_2;
    float t_103;
    int32_t i_2;
    float s_3 = 0.0f;
    float t_104 = 0.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_105 = s_3;
            float t_106 = t_104;
            int32_t t_107 = i_3;
            s_2 = t_105;
            t_103 = t_106;
            i_2 = t_107;
            break;
        }
        float t_108 = p_7 + nsl::convert<float>(i_3);
        float t_109 = nsl::exp(nsl::sin(t_108));
        float t_110 = t_109 * t_108;
        float t_111 = s_3 + p_7;
        float t_112 = t_111 * (t_104 + p_8);
        float t_113 = 1.0f + t_111 * t_111;
        float t_114 = nsl::log(t_113);
        float t_115 = s_3 + t_110 * t_114;
        float t_116 = t_104 + (t_114 * (t_108 * (t_109 * (nsl::cos(t_108) * p_8)) + t_109 * p_8) + t_110 * (1.0f / (t_113 * 1.0f) * (t_112 + t_112)));
        int32_t t_117 = i_3 + 1;
        s_3 = t_115;
        t_104 = t_116;
        i_3 = t_117;
        continue;
    }
    return policies_fwd_Result{s_2, t_103};
}
static void computeMain() {
    totalArea_bwd_Grads t_118 = totalArea_bwd(Circle{1.3f}, 1.1f, 1.0f);
    outputBuffer.data[0u] = t_118.f0.r;
    outputBuffer.data[1u] = t_118.f1;
    totalArea_1_bwd_Grads t_119 = totalArea_1_bwd(Rect{nsl::make<nsl::vec<float, 2>>(2.0f, 0.5f), 7.0f}, 0.9f, 1.0f);
    nsl::vec<float, 2> t_120 = t_119.f0.size;
    outputBuffer.data[2u] = t_120.x;
    outputBuffer.data[3u] = t_120.y;
    outputBuffer.data[4u] = t_119.f1;
    outputBuffer.data[5u] = 2.0f;
    outputBuffer.data[6u] = 14.0f;
    Particle_kinetic_bwd_Grads t_121 = Particle_kinetic_bwd(Particle{nsl::make<nsl::vec<float, 3>>(1.0f, -0.5f, 2.0f), 1.7f}, 1.0f);
    Particle t_122 = t_121.f0;
    nsl::vec<float, 3> t_123 = t_122.pos;
    outputBuffer.data[7u] = t_123.x;
    outputBuffer.data[8u] = t_123.z;
    outputBuffer.data[9u] = t_122.mass;
    outputBuffer.data[10u] = 1.5f;
    outputBuffer.data[11u] = 0.6f;
    outputBuffer.data[12u] = -4.0f;
    outputBuffer.data[13u] = 10.36f;
    withDetach_fwd_Result t_124 = withDetach_fwd(1.4f, 1.0f, 3.0f);
    outputBuffer.data[14u] = t_124.d;
    policies_bwd_Grads t_125 = policies_bwd(0.35f, 1.0f);
    outputBuffer.data[15u] = t_125.f0;
    policies_fwd_Result t_126 = policies_fwd(0.35f, 1.0f);
    outputBuffer.data[16u] = t_126.d;
    return;
}
static totalArea_bwd_Grads totalArea_bwd(Circle p_9, float p_10, float p_11) {
    float t_127 = p_9.r;
    float t_128 = t_127 * p_10;
    float t_129 = 3.14159f * t_127;
    float t_130 = p_10 * p_11;
    float t_131 = 3.14159f * t_128 * p_11 + 3.14159f * (t_128 * p_11);
    return totalArea_bwd_Grads{Circle{t_129 * t_130 + 3.14159f * (t_127 * t_130) + p_10 * t_131}, t_129 * t_127 * p_11 + t_127 * t_131};
}
static totalArea_1_bwd_Grads totalArea_1_bwd(Rect p_12, float p_13, float p_14) {
    nsl::vec<float, 2> t_132 = p_12.size;
    nsl::vec<float, 2> t_133 = nsl::splat<nsl::vec<float, 2>>(p_13);
    nsl::vec<float, 2> t_134 = t_132 * t_133;
    float t_135 = t_132.x;
    float t_136 = t_132.y;
    float t_137 = p_13 * p_14;
    nsl::vec<float, 2> t_138 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_138.y = t_135 * t_137;
    nsl::vec<float, 2> t_139 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_139.x = t_136 * t_137;
    nsl::vec<float, 2> t_140 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_140.y = t_134.x * p_14;
    nsl::vec<float, 2> t_141 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_141.x = t_134.y * p_14;
    nsl::vec<float, 2> t_142 = t_140 + t_141;
    nsl::vec<float, 2> t_143 = t_132 * t_142;
    return totalArea_1_bwd_Grads{Rect{t_138 + t_139 + t_133 * t_142, 0.0f}, (t_135 * t_136 + p_12.tag) * p_14 + (t_143.x + t_143.y)};
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
