struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer values;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    int32_t t_2;
    bool t_3;
    int32_t t_4;
    bool t_5 = false;
    int32_t t_6 = 0;
    for (;;) {
        bool t_7;
        int32_t t_8;
        int32_t k;
        bool t_9 = t_5;
        int32_t t_10 = t_6;
        int32_t k_1 = 0;
        for (;;) {
            if (k_1 < 8) {
            } else {
                bool t_11 = t_9;
                int32_t t_12 = t_10;
                int32_t t_13 = k_1;
                t_7 = t_11;
                t_8 = t_12;
                k = t_13;
                break;
            }
            int32_t t_14 = values.data[nsl::convert<uint32_t>(k_1)];
            bool t_15;
            int32_t t_16;
            if (t_14 > t_1) {
                bool t_17 = true;
                int32_t t_18 = k_1;
                int32_t t_19 = k_1;
                t_7 = t_17;
                t_8 = t_18;
                k = t_19;
                break;
            } else {
                bool t_20 = t_9;
                int32_t t_21 = t_10;
                t_15 = t_20;
                t_16 = t_21;
            }
            bool t_22 = t_15;
            int32_t t_23 = t_16;
            int32_t t_24 = k_1 + 1;
            t_9 = t_22;
            t_10 = t_23;
            k_1 = t_24;
            continue;
        }
        if (t_7) {
            int32_t t_25 = t_8;
            bool t_26 = t_7;
            int32_t t_27 = t_8;
            t_2 = t_25;
            t_3 = t_26;
            t_4 = t_27;
            break;
        }
        int32_t t_28 = -1;
        bool t_29 = t_7;
        int32_t t_30 = t_8;
        t_2 = t_28;
        t_3 = t_29;
        t_4 = t_30;
        break;
    }
    int32_t t_31;
    bool t_32;
    int32_t t_33;
    bool t_34 = false;
    int32_t t_35 = 0;
    for (;;) {
        bool t_36;
        int32_t t_37;
        switch (nsl::rem(t_1, 3)) {
        case 0:
        {
            int32_t t_38 = values.data[nsl::convert<uint32_t>(t_1)];
            bool t_39 = true;
            int32_t t_40 = t_38;
            t_36 = t_39;
            t_37 = t_40;
            break;
        }
        case 1:
        {
            bool t_41;
            int32_t t_42;
            if (t_1 > 3) {
                int32_t t_43 = values.data[nsl::convert<uint32_t>(t_1)];
                bool t_44 = true;
                int32_t t_45 = -t_43;
                t_36 = t_44;
                t_37 = t_45;
                break;
            } else {
                bool t_46 = t_34;
                int32_t t_47 = t_35;
                t_41 = t_46;
                t_42 = t_47;
            }
            bool t_48 = t_41;
            int32_t t_49 = t_42;
            t_36 = t_48;
            t_37 = t_49;
            break;
        }
        default: {
            bool t_50;
            int32_t t_51;
            int32_t j;
            bool t_52 = t_34;
            int32_t t_53 = t_35;
            int32_t j_1 = 0;
            for (;;) {
                if (j_1 < 4) {
                } else {
                    bool t_54 = t_52;
                    int32_t t_55 = t_53;
                    int32_t t_56 = j_1;
                    t_50 = t_54;
                    t_51 = t_55;
                    j = t_56;
                    break;
                }
                bool t_57;
                int32_t t_58;
                bool t_59 = t_52;
                int32_t t_60 = t_53;
                for (;;) {
                    int32_t t_61 = values.data[nsl::convert<uint32_t>(j_1)];
                    bool t_62;
                    int32_t t_63;
                    if (t_61 == t_1 + 1) {
                        bool t_64 = true;
                        int32_t t_65 = 100 + j_1;
                        t_57 = t_64;
                        t_58 = t_65;
                        break;
                    } else {
                        bool t_66 = t_59;
                        int32_t t_67 = t_60;
                        t_62 = t_66;
                        t_63 = t_67;
                    }
                    bool t_68 = t_62;
                    int32_t t_69 = t_63;
                    t_57 = t_68;
                    t_58 = t_69;
                    break;
                }
                if (t_57) {
                    bool t_70 = t_57;
                    int32_t t_71 = t_58;
                    int32_t t_72 = j_1;
                    t_50 = t_70;
                    t_51 = t_71;
                    j = t_72;
                    break;
                }
                bool t_73 = t_57;
                int32_t t_74 = t_58;
                int32_t t_75 = j_1 + 1;
                t_52 = t_73;
                t_53 = t_74;
                j_1 = t_75;
                continue;
            }
            if (t_50) {
                bool t_76 = t_50;
                int32_t t_77 = t_51;
                t_36 = t_76;
                t_37 = t_77;
                break;
            }
            bool t_78 = t_50;
            int32_t t_79 = t_51;
            t_36 = t_78;
            t_37 = t_79;
            break;
        }
        }
        if (t_36) {
            int32_t t_80 = t_37;
            bool t_81 = t_36;
            int32_t t_82 = t_37;
            t_31 = t_80;
            t_32 = t_81;
            t_33 = t_82;
            break;
        }
        int32_t t_83 = values.data[nsl::convert<uint32_t>(7 - t_1)];
        int32_t t_84 = t_83 * 10;
        bool t_85 = t_36;
        int32_t t_86 = t_37;
        t_31 = t_84;
        t_32 = t_85;
        t_33 = t_86;
        break;
    }
    bool t_87;
    bool t_88 = false;
    for (;;) {
        bool t_89;
        int32_t k_2;
        bool t_90 = t_88;
        int32_t k_3 = 0;
        for (;;) {
            if (k_3 < 2) {
            } else {
                bool t_91 = t_90;
                int32_t t_92 = k_3;
                t_89 = t_91;
                k_2 = t_92;
                break;
            }
            bool t_93;
            if (k_3 == 1) {
                outputBuffer.data[nsl::convert<uint32_t>(t_1)] = t_2 * 1000 + t_31;
                bool t_94 = true;
                int32_t t_95 = k_3;
                t_89 = t_94;
                k_2 = t_95;
                break;
            } else {
                t_93 = t_90;
            }
            bool t_96 = t_93;
            int32_t t_97 = k_3 + 1;
            t_90 = t_96;
            k_3 = t_97;
            continue;
        }
        if (t_89) {
            t_87 = t_89;
            break;
        }
        outputBuffer.data[nsl::convert<uint32_t>(t_1)] = -12345;
        t_87 = t_89;
        break;
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    values.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    values.data = {reinterpret_cast<int32_t*>(buffer0.data()), values.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
    const uint32_t size[3] = {8, 1, 1};
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
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
