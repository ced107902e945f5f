struct StructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct model_bwd_Grads {
    float f0;
    float f1;
};
struct model_fwd_Result {
    float p;
    float d;
};
struct Scale {
    float s;
};
struct Sq {
    float a;
};
struct ILayer {
    uint32_t typeId;
    Scale p0;
    Sq p1;
};
static StructuredBuffer kinds;
static RWStructuredBuffer outputBuffer;
static model_bwd_Grads model_bwd(uint32_t p, float p_1, float p_2, float p_3);
static model_fwd_Result model_fwd(uint32_t p_4, float p_5, float p_6, float p_7, float p_8);
static void computeMain();
static model_bwd_Grads model_bwd(uint32_t p, float p_1, float p_2, float p_3) {
    bool t = p == 0u;
    ILayer l;
    if (t) {
        l = ILayer{0u, Scale{p_1}, Sq{0.0f}};
    } else {
        l = ILayer{1u, Scale{0.0f}, Sq{p_1}};
    }
    float acc;
    int32_t i;
    float acc_1 = p_2;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_1 = acc_1;
            int32_t t_2 = i_1;
            acc = t_1;
            i = t_2;
            break;
        }
        float t_3;
        switch (l.typeId) {
        case 0u:
        {
            t_3 = l.p0.s * acc_1;
            break;
        }
        case 1u:
        {
            t_3 = l.p1.a * acc_1 * acc_1;
            break;
        }
        default: {
            t_3 = 0.0f;
            break;
        }
        }
        float t_4 = t_3 * 0.5f;
        int32_t t_5 = i_1 + 1;
        acc_1 = t_4;
        i_1 = t_5;
        continue;
    }
    int32_t t_6;
    float t_7 = p_2;
    int32_t t_8 = 0;
    int32_t t_9 = 0;
    for (;;) {
        bool t_10 = t_8 < 3;
        int32_t t_11 = nsl::select(t_10, 0, 2);
        int32_t t_12;
        float t_13;
        int32_t t_14;
        float t_15;
        int32_t t_16;
        if (t_11 == 0) {
            float t_17;
            switch (l.typeId) {
            case 0u:
            {
                t_17 = l.p0.s * t_7;
                break;
            }
            case 1u:
            {
                t_17 = l.p1.a * t_7 * t_7;
                break;
            }
            default: {
                t_17 = 0.0f;
                break;
            }
            }
            int32_t t_18 = 1;
            float t_19 = t_17 * 0.5f;
            int32_t t_20 = t_8 + 1;
            float t_21 = 0.0f;
            int32_t t_22 = 0;
            t_12 = t_18;
            t_13 = t_19;
            t_14 = t_20;
            t_15 = t_21;
            t_16 = t_22;
        } else {
            int32_t t_23 = t_11;
            float t_24 = 0.0f;
            int32_t t_25 = 0;
            float t_26 = nsl::select(t_10, 0.0f, t_7);
            int32_t t_27 = nsl::select(t_10, 0, t_8);
            t_12 = t_23;
            t_13 = t_24;
            t_14 = t_25;
            t_15 = t_26;
            t_16 = t_27;
        }
        int32_t t_28 = t_9 + 1;
        if (t_12 == 2) {
            t_6 = t_28;
            break;
        }
        float t_29 = t_13;
        int32_t t_30 = t_14;
        int32_t t_31 = t_28;
        t_7 = t_29;
        t_8 = t_30;
        t_9 = t_31;
        continue;
    }
    int32_t t_32 = t_6 - 1;
    float t_33;
    ILayer t_34;
    int32_t t_35 = t_32;
    float t_36 = 0.0f;
    ILayer t_37 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
    for (;;) {
        if (t_35 < 0) {
            float t_38 = t_36;
            ILayer t_39 = t_37;
            t_33 = t_38;
            t_34 = t_39;
            break;
        }
        float t_40;
        int32_t t_41;
        float t_42 = p_2;
        int32_t t_43 = 0;
        int32_t t_44 = 0;
        for (;;) {
            if (t_44 == t_35) {
                float t_45 = t_42;
                int32_t t_46 = t_43;
                t_40 = t_45;
                t_41 = t_46;
                break;
            }
            bool t_47 = t_43 < 3;
            int32_t t_48 = nsl::select(t_47, 0, 2);
            int32_t t_49;
            float t_50;
            int32_t t_51;
            float t_52;
            int32_t t_53;
            if (t_48 == 0) {
                float t_54;
                switch (l.typeId) {
                case 0u:
                {
                    t_54 = l.p0.s * t_42;
                    break;
                }
                case 1u:
                {
                    t_54 = l.p1.a * t_42 * t_42;
                    break;
                }
                default: {
                    t_54 = 0.0f;
                    break;
                }
                }
                int32_t t_55 = 1;
                float t_56 = t_54 * 0.5f;
                int32_t t_57 = t_43 + 1;
                float t_58 = 0.0f;
                int32_t t_59 = 0;
                t_49 = t_55;
                t_50 = t_56;
                t_51 = t_57;
                t_52 = t_58;
                t_53 = t_59;
            } else {
                int32_t t_60 = t_48;
                float t_61 = 0.0f;
                int32_t t_62 = 0;
                float t_63 = nsl::select(t_47, 0.0f, t_42);
                int32_t t_64 = nsl::select(t_47, 0, t_43);
                t_49 = t_60;
                t_50 = t_61;
                t_51 = t_62;
                t_52 = t_63;
                t_53 = t_64;
            }
            if (t_49 == 2) {
                float t_65 = t_42;
                int32_t t_66 = t_43;
                t_40 = t_65;
                t_41 = t_66;
                break;
            }
            float t_67 = t_50;
            int32_t t_68 = t_51;
            int32_t t_69 = t_44 + 1;
            t_42 = t_67;
            t_43 = t_68;
            t_44 = t_69;
            continue;
        }
        bool t_70 = t_41 < 3;
        ILayer t_71;
        float t_72;
        float t_73;
        float t_74;
        if (nsl::select(t_70, 0, 2) == 0) {
            uint32_t t_75 = l.typeId;
            float t_76 = 0.5f * t_36;
            ILayer t_77;
            float t_78;
            switch (t_75) {
            case 0u:
            {
                Scale t_79 = Scale{0.0f};
                t_79.s = t_40 * t_76;
                ILayer t_80;
                if (t_75 == 0u) {
                    t_80 = ILayer{0u, t_79, Sq{0.0f}};
                } else {
                    t_80 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
                }
                ILayer t_81 = t_80;
                float t_82 = l.p0.s * t_76;
                t_77 = t_81;
                t_78 = t_82;
                break;
            }
            case 1u:
            {
                float t_83 = l.p1.a;
                float t_84 = t_40 * t_76;
                Sq t_85 = Sq{0.0f};
                t_85.a = t_40 * t_84;
                ILayer t_86;
                if (t_75 == 1u) {
                    t_86 = ILayer{1u, Scale{0.0f}, t_85};
                } else {
                    t_86 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
                }
                ILayer t_87 = t_86;
                float t_88 = t_83 * t_40 * t_76 + t_83 * t_84;
                t_77 = t_87;
                t_78 = t_88;
                break;
            }
            default: {
                ILayer t_89 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
                float t_90 = 0.0f;
                t_77 = t_89;
                t_78 = t_90;
                break;
            }
            }
            ILayer t_91 = t_77;
            float t_92 = t_78;
            float t_93 = 0.0f;
            float t_94 = 0.0f;
            t_71 = t_91;
            t_72 = t_92;
            t_73 = t_93;
            t_74 = t_94;
        } else {
            ILayer t_95 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
            float t_96 = 0.0f;
            float t_97 = t_36;
            float t_98 = nsl::select(t_35 == t_32, p_3, 0.0f);
            t_71 = t_95;
            t_72 = t_96;
            t_73 = t_97;
            t_74 = t_98;
        }
        ILayer t_99;
        switch (t_37.typeId) {
        case 0u:
        {
            t_99 = ILayer{0u, Scale{t_37.p0.s + t_71.p0.s}, Sq{0.0f}};
            break;
        }
        case 1u:
        {
            t_99 = ILayer{1u, Scale{0.0f}, Sq{t_37.p1.a + t_71.p1.a}};
            break;
        }
        default: {
            t_99 = t_71;
            break;
        }
        }
        int32_t t_100 = t_35 - 1;
        float t_101 = t_72 + nsl::select(t_70, 0.0f, t_74);
        ILayer t_102 = t_99;
        t_35 = t_100;
        t_36 = t_101;
        t_37 = t_102;
        continue;
    }
    return model_bwd_Grads{nsl::select(t, t_34.p0.s, t_34.p1.a), t_33};
}
static model_fwd_Result model_fwd(uint32_t p_4, float p_5, float p_6, float p_7, float p_8) {
    ILayer l_1;
    ILayer t_103;
    if (p_4 == 0u) {
        ILayer t_104 = ILayer{0u, Scale{p_5}, Sq{0.0f}};
        ILayer t_105 = ILayer{0u, Scale{p_6}, Sq{0.0f}};
        l_1 = t_104;
        t_103 = t_105;
    } else {
        ILayer t_106 = ILayer{1u, Scale{0.0f}, Sq{p_5}};
        ILayer t_107 = ILayer{1u, Scale{0.0f}, Sq{p_6}};
        l_1 = t_106;
        t_103 = t_107;
    }
    float acc_2;
    float t_108;
    int32_t i_2;
    float acc_3 = p_7;
    float t_109 = p_8;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_110 = acc_3;
            float t_111 = t_109;
            int32_t t_112 = i_3;
            acc_2 = t_110;
            t_108 = t_111;
            i_2 = t_112;
            break;
        }
        float t_113;
        float t_114;
        switch (l_1.typeId) {
        case 0u:
        {
            float t_115 = l_1.p0.s;
            float t_116 = t_115 * acc_3;
            float t_117 = acc_3 * t_103.p0.s + t_115 * t_109;
            t_113 = t_116;
            t_114 = t_117;
            break;
        }
        case 1u:
        {
            float t_118 = l_1.p1.a;
            float t_119 = t_118 * acc_3;
            float t_120 = t_119 * acc_3;
            float t_121 = acc_3 * (acc_3 * t_103.p1.a + t_118 * t_109) + t_119 * t_109;
            t_113 = t_120;
            t_114 = t_121;
            break;
        }
        default: {
            float t_122 = 0.0f;
            float t_123 = 0.0f;
            t_113 = t_122;
            t_114 = t_123;
            break;
        }
        }
        float t_124 = t_113 * 0.5f;
        float t_125 = 0.5f * t_114;
        int32_t t_126 = i_3 + 1;
        acc_3 = t_124;
        t_109 = t_125;
        i_3 = t_126;
        continue;
    }
    return model_fwd_Result{acc_2, t_108};
}
static void computeMain() {
    uint32_t i_4;
    uint32_t i_5 = 0u;
    for (;;) {
        if (i_5 < 2u) {
        } else {
            i_4 = i_5;
            break;
        }
        uint32_t t_127 = kinds.data[i_5];
        uint32_t t_128 = i_5 * 4u;
        model_fwd_Result t_129 = model_fwd(t_127, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer.data[t_128] = t_129.d;
        model_fwd_Result t_130 = model_fwd(t_127, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer.data[t_128 + 1u] = t_130.d;
        model_bwd_Grads t_131 = model_bwd(t_127, 1.5f, 0.8f, 1.0f);
        outputBuffer.data[t_128 + 2u] = t_131.f0;
        outputBuffer.data[t_128 + 3u] = t_131.f1;
        i_5 = i_5 + 1u;
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
    kinds.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    kinds.data = {reinterpret_cast<uint32_t*>(buffer0.data()), kinds.count};
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
