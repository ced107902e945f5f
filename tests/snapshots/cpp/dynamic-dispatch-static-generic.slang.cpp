struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct reduce3_bwd_Grads {
    nsl::vec<float, 3> f0;
};
struct IReduce {
    uint32_t typeId;
};
struct reduce3_fwd_Result {
    float p;
    float d;
};
struct Sum_total_bwd_Grads {
    nsl::vec<float, 3> f0;
};
struct Sum_total_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static reduce3_bwd_Grads reduce3_bwd(IReduce p, nsl::vec<float, 3> p_1, float p_2);
static reduce3_fwd_Result reduce3_fwd(IReduce p_3, nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5);
static void computeMain();
static Sum_total_bwd_Grads Sum_total_bwd(nsl::vec<float, 3> p_6, float p_7);
static Sum_total_fwd_Result Sum_total_fwd(nsl::vec<float, 3> p_8, nsl::vec<float, 3> p_9);
static reduce3_bwd_Grads reduce3_bwd(IReduce p, nsl::vec<float, 3> p_1, float p_2) {
    uint32_t t = p.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        nsl::vec<float, 3> v = nsl::vec<float, 3>{};
        v = p_1;
        float s;
        uint32_t i;
        float s_1 = 0.0f;
        uint32_t i_1 = 0u;
        for (;;) {
            if (i_1 < 3u) {
            } else {
                float t_2 = s_1;
                uint32_t t_3 = i_1;
                s = t_2;
                i = t_3;
                break;
            }
            float t_4 = v[i_1];
            float t_5 = s_1 + t_4;
            uint32_t t_6 = i_1 + 1u;
            s_1 = t_5;
            i_1 = t_6;
            continue;
        }
        t_1 = s;
        break;
    }
    case 1u:
    {
        t_1 = nsl::dot(p_1, p_1);
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    nsl::vec<float, 3> t_7;
    switch (t) {
    case 0u:
    {
        nsl::vec<float, 3> v_1 = nsl::vec<float, 3>{};
        v_1 = p_1;
        float s_2;
        uint32_t i_2;
        float s_3 = 0.0f;
        uint32_t i_3 = 0u;
        for (;;) {
            if (i_3 < 3u) {
            } else {
                float t_8 = s_3;
                uint32_t t_9 = i_3;
                s_2 = t_8;
                i_2 = t_9;
                break;
            }
            float t_10 = v_1[i_3];
            float t_11 = s_3 + t_10;
            uint32_t t_12 = i_3 + 1u;
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
        nsl::vec<float, 3> t_14 = nsl::splat<nsl::vec<float, 3>>(p_2) * p_1;
        t_7 = t_14 + t_14;
        break;
    }
    default: {
        t_7 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
        break;
    }
    }
    return reduce3_bwd_Grads{t_7};
}
static reduce3_fwd_Result reduce3_fwd(IReduce p_3, nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5) {
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
        float t_20 = nsl::dot(p_5, p_4);
        float t_21 = nsl::dot(p_4, p_4);
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
static void computeMain() {
    nsl::vec<uint32_t, 3> t_25 = GlobalInvocationId;
    uint32_t t_26 = t_25.x;
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
    uint32_t t_28 = t_26 + 1u;
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
    uint32_t t_30 = t_27.typeId;
    float t_31;
    switch (t_30) {
    case 0u:
    {
        nsl::vec<float, 3> v_2 = nsl::vec<float, 3>{};
        v_2 = nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f);
        float s_4;
        uint32_t i_4;
        float s_5 = 0.0f;
        uint32_t i_5 = 0u;
        for (;;) {
            if (i_5 < 3u) {
            } else {
                float t_32 = s_5;
                uint32_t t_33 = i_5;
                s_4 = t_32;
                i_4 = t_33;
                break;
            }
            float t_34 = v_2[i_5];
            float t_35 = s_5 + t_34;
            uint32_t t_36 = i_5 + 1u;
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
    outputBuffer.data[0u] = t_31;
    uint32_t t_37 = t_29.typeId;
    float t_38;
    switch (t_37) {
    case 0u:
    {
        nsl::vec<float, 3> v_3 = nsl::vec<float, 3>{};
        v_3 = nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f);
        float s_6;
        uint32_t i_6;
        float s_7 = 0.0f;
        uint32_t i_7 = 0u;
        for (;;) {
            if (i_7 < 3u) {
            } else {
                float t_39 = s_7;
                uint32_t t_40 = i_7;
                s_6 = t_39;
                i_6 = t_40;
                break;
            }
            float t_41 = v_3[i_7];
            float t_42 = s_7 + t_41;
            uint32_t t_43 = i_7 + 1u;
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
    outputBuffer.data[1u] = t_38;
    float t_44;
    switch (t_30) {
    case 0u:
    {
        nsl::vec<float, 2> v_4 = nsl::vec<float, 2>{};
        v_4 = nsl::make<nsl::vec<float, 2>>(4.0f, 5.0f);
        float s_8;
        uint32_t i_8;
        float s_9 = 0.0f;
        uint32_t i_9 = 0u;
        for (;;) {
            if (i_9 < 2u) {
            } else {
                float t_45 = s_9;
                uint32_t t_46 = i_9;
                s_8 = t_45;
                i_8 = t_46;
                break;
            }
            float t_47 = v_4[i_9];
            float t_48 = s_9 + t_47;
            uint32_t t_49 = i_9 + 1u;
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
    outputBuffer.data[2u] = t_44;
    float t_50;
    switch (t_37) {
    case 0u:
    {
        nsl::vec<float, 2> v_5 = nsl::vec<float, 2>{};
        v_5 = nsl::make<nsl::vec<float, 2>>(4.0f, 5.0f);
        float s_10;
        uint32_t i_10;
        float s_11 = 0.0f;
        uint32_t i_11 = 0u;
        for (;;) {
            if (i_11 < 2u) {
            } else {
                float t_51 = s_11;
                uint32_t t_52 = i_11;
                s_10 = t_51;
                i_10 = t_52;
                break;
            }
            float t_53 = v_5[i_11];
            float t_54 = s_11 + t_53;
            uint32_t t_55 = i_11 + 1u;
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
    outputBuffer.data[3u] = t_50;
    reduce3_bwd_Grads t_56 = reduce3_bwd(t_27, nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), 2.0f);
    outputBuffer.data[4u] = t_56.f0.y;
    reduce3_bwd_Grads t_57 = reduce3_bwd(t_29, nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), 2.0f);
    nsl::vec<float, 3> t_58 = t_57.f0;
    outputBuffer.data[5u] = t_58.x;
    outputBuffer.data[6u] = t_58.z;
    reduce3_fwd_Result t_59 = reduce3_fwd(t_29, nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(1.0f, 0.0f, 1.0f));
    outputBuffer.data[7u] = t_59.d;
    return;
}
static Sum_total_bwd_Grads Sum_total_bwd(nsl::vec<float, 3> p_6, float p_7) {
    float s_12;
    uint32_t i_12;
    float s_13 = 0.0f;
    uint32_t i_13 = 0u;
    for (;;) {
        if (i_13 < 3u) {
        } else {
            float t_60 = s_13;
            uint32_t t_61 = i_13;
            s_12 = t_60;
            i_12 = t_61;
            break;
        }
        float t_62 = s_13 + p_6[i_13];
        uint32_t t_63 = i_13 + 1u;
        s_13 = t_62;
        i_13 = t_63;
        continue;
    }
    int32_t t_64;
    float t_65 = 0.0f;
    uint32_t t_66 = 0u;
    int32_t t_67 = 0;
    for (;;) {
        bool t_68 = t_66 < 3u;
        int32_t t_69 = nsl::select(t_68, 0, 2);
        int32_t t_70;
        float t_71;
        uint32_t t_72;
        float t_73;
        uint32_t t_74;
        if (t_69 == 0) {
            int32_t t_75 = 1;
            float t_76 = t_65 + p_6[t_66];
            uint32_t t_77 = t_66 + 1u;
            float t_78 = 0.0f;
            uint32_t t_79 = 0u;
            t_70 = t_75;
            t_71 = t_76;
            t_72 = t_77;
            t_73 = t_78;
            t_74 = t_79;
        } else {
            int32_t t_80 = t_69;
            float t_81 = 0.0f;
            uint32_t t_82 = 0u;
            float t_83 = nsl::select(t_68, 0.0f, t_65);
            uint32_t t_84 = nsl::select(t_68, 0u, t_66);
            t_70 = t_80;
            t_71 = t_81;
            t_72 = t_82;
            t_73 = t_83;
            t_74 = t_84;
        }
        int32_t t_85 = t_67 + 1;
        if (t_70 == 2) {
            t_64 = t_85;
            break;
        }
        float t_86 = t_71;
        uint32_t t_87 = t_72;
        int32_t t_88 = t_85;
        t_65 = t_86;
        t_66 = t_87;
        t_67 = t_88;
        continue;
    }
    int32_t t_89 = t_64 - 1;
    float t_90;
    nsl::vec<float, 3> t_91;
    int32_t t_92 = t_89;
    float t_93 = 0.0f;
    nsl::vec<float, 3> t_94 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    for (;;) {
        if (t_92 < 0) {
            float t_95 = t_93;
            nsl::vec<float, 3> t_96 = t_94;
            t_90 = t_95;
            t_91 = t_96;
            break;
        }
        float t_97;
        uint32_t t_98;
        float t_99 = 0.0f;
        uint32_t t_100 = 0u;
        int32_t t_101 = 0;
        for (;;) {
            if (t_101 == t_92) {
                float t_102 = t_99;
                uint32_t t_103 = t_100;
                t_97 = t_102;
                t_98 = t_103;
                break;
            }
            bool t_104 = t_100 < 3u;
            int32_t t_105 = nsl::select(t_104, 0, 2);
            int32_t t_106;
            float t_107;
            uint32_t t_108;
            float t_109;
            uint32_t t_110;
            if (t_105 == 0) {
                int32_t t_111 = 1;
                float t_112 = t_99 + p_6[t_100];
                uint32_t t_113 = t_100 + 1u;
                float t_114 = 0.0f;
                uint32_t t_115 = 0u;
                t_106 = t_111;
                t_107 = t_112;
                t_108 = t_113;
                t_109 = t_114;
                t_110 = t_115;
            } else {
                int32_t t_116 = t_105;
                float t_117 = 0.0f;
                uint32_t t_118 = 0u;
                float t_119 = nsl::select(t_104, 0.0f, t_99);
                uint32_t t_120 = nsl::select(t_104, 0u, t_100);
                t_106 = t_116;
                t_107 = t_117;
                t_108 = t_118;
                t_109 = t_119;
                t_110 = t_120;
            }
            if (t_106 == 2) {
                float t_121 = t_99;
                uint32_t t_122 = t_100;
                t_97 = t_121;
                t_98 = t_122;
                break;
            }
            float t_123 = t_107;
            uint32_t t_124 = t_108;
            int32_t t_125 = t_101 + 1;
            t_99 = t_123;
            t_100 = t_124;
            t_101 = t_125;
            continue;
        }
        bool t_126 = t_98 < 3u;
        nsl::vec<float, 3> t_127;
        float t_128;
        float t_129;
        float t_130;
        if (nsl::select(t_126, 0, 2) == 0) {
            nsl::vec<float, 3> t_131 = nsl::make<nsl::vec<float, 3>>(nsl::select(t_98 == 0u, t_93, 0.0f), nsl::select(t_98 == 1u, t_93, 0.0f), nsl::select(t_98 == 2u, t_93, 0.0f));
            float t_132 = t_93;
            float t_133 = 0.0f;
            float t_134 = 0.0f;
            t_127 = t_131;
            t_128 = t_132;
            t_129 = t_133;
            t_130 = t_134;
        } else {
            nsl::vec<float, 3> t_135 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
            float t_136 = 0.0f;
            float t_137 = t_93;
            float t_138 = nsl::select(t_92 == t_89, p_7, 0.0f);
            t_127 = t_135;
            t_128 = t_136;
            t_129 = t_137;
            t_130 = t_138;
        }
        int32_t t_139 = t_92 - 1;
        float t_140 = t_128 + nsl::select(t_126, 0.0f, t_130);
        nsl::vec<float, 3> t_141 = t_94 + t_127;
        t_92 = t_139;
        t_93 = t_140;
        t_94 = t_141;
        continue;
    }
    return Sum_total_bwd_Grads{t_91};
}
static Sum_total_fwd_Result Sum_total_fwd(nsl::vec<float, 3> p_8, nsl::vec<float, 3> p_9) {
    nsl::vec<float, 3> v_6 = nsl::vec<float, 3>{};
    nsl::vec<float, 3> t_142 = nsl::vec<float, 3>{};
    t_142 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    v_6 = p_8;
    t_142 = p_9;
    float s_14;
    float t_143;
    uint32_t i_14;
    float s_15 = 0.0f;
    float t_144 = 0.0f;
    uint32_t i_15 = 0u;
    for (;;) {
        if (i_15 < 3u) {
        } else {
            float t_145 = s_15;
            float t_146 = t_144;
            uint32_t t_147 = i_15;
            s_14 = t_145;
            t_143 = t_146;
            i_14 = t_147;
            break;
        }
        float t_148 = v_6[i_15];
        float t_149 = t_142[i_15];
        float t_150 = s_15 + t_148;
        float t_151 = t_144 + t_149;
        uint32_t t_152 = i_15 + 1u;
        s_15 = t_150;
        t_144 = t_151;
        i_15 = t_152;
        continue;
    }
    return Sum_total_fwd_Result{s_14, t_143};
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
