struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static int32_t endless(int32_t p);
static int32_t perIteration(int32_t n);
static int32_t labelledDo(int32_t n_1);
static int32_t labelledSwitch(int32_t t);
static void computeMain();
static int32_t endless(int32_t p) {
    int32_t steps;
    bool t_1;
    int32_t steps_1 = 0;
    bool t_2 = false;
    for (;;) {
        int32_t steps_2;
        bool t_3;
        int32_t j;
        int32_t steps_3 = steps_1;
        bool t_4 = t_2;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                int32_t t_5 = steps_3;
                bool t_6 = t_4;
                int32_t t_7 = j_1;
                steps_2 = t_5;
                t_3 = t_6;
                j = t_7;
                break;
            }
            int32_t t_8 = steps_3 + 1;
            bool t_9;
            if (t_8 > p) {
                int32_t t_10 = t_8;
                bool t_11 = true;
                int32_t t_12 = j_1;
                steps_2 = t_10;
                t_3 = t_11;
                j = t_12;
                break;
            } else {
                t_9 = t_4;
            }
            int32_t t_13 = t_8;
            bool t_14 = t_9;
            int32_t t_15 = j_1 + 1;
            steps_3 = t_13;
            t_4 = t_14;
            j_1 = t_15;
            continue;
        }
        if (t_3) {
            int32_t t_16 = steps_2;
            bool t_17 = t_3;
            steps = t_16;
            t_1 = t_17;
            break;
        }
        int32_t t_18 = steps_2 + 10;
        bool t_19 = t_3;
        steps_1 = t_18;
        t_2 = t_19;
        continue;
    }
    return steps;
}
static int32_t perIteration(int32_t n) {
    int32_t acc;
    int32_t i;
    int32_t acc_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t_20 = acc_1;
            int32_t t_21 = i_1;
            acc = t_20;
            i = t_21;
            break;
        }
        int32_t acc_2;
        bool t_22;
        int32_t acc_3 = acc_1;
        bool t_23 = false;
        for (;;) {
            int32_t acc_4;
            bool t_24;
            int32_t j_2;
            int32_t acc_5 = acc_3;
            bool t_25 = t_23;
            int32_t j_3 = 0;
            for (;;) {
                if (j_3 < 5) {
                } else {
                    int32_t t_26 = acc_5;
                    bool t_27 = t_25;
                    int32_t t_28 = j_3;
                    acc_4 = t_26;
                    t_24 = t_27;
                    j_2 = t_28;
                    break;
                }
                int32_t acc_6;
                bool t_29;
                switch (j_3) {
                case 2:
                {
                    bool t_30;
                    if (i_1 == n) {
                        int32_t t_31 = acc_5;
                        bool t_32 = true;
                        acc_6 = t_31;
                        t_29 = t_32;
                        break;
                    } else {
                        t_30 = t_25;
                    }
                    int32_t t_33 = acc_5 + 100;
                    bool t_34 = t_30;
                    acc_6 = t_33;
                    t_29 = t_34;
                    break;
                }
                default: {
                    int32_t t_35 = acc_5 + 1;
                    bool t_36 = t_25;
                    acc_6 = t_35;
                    t_29 = t_36;
                    break;
                }
                }
                if (t_29) {
                    int32_t t_37 = acc_6;
                    bool t_38 = t_29;
                    int32_t t_39 = j_3;
                    acc_4 = t_37;
                    t_24 = t_38;
                    j_2 = t_39;
                    break;
                }
                int32_t t_40 = acc_6;
                bool t_41 = t_29;
                int32_t t_42 = j_3 + 1;
                acc_5 = t_40;
                t_25 = t_41;
                j_3 = t_42;
                continue;
            }
            if (t_24) {
                int32_t t_43 = acc_4;
                bool t_44 = t_24;
                acc_2 = t_43;
                t_22 = t_44;
                break;
            }
            int32_t t_45 = acc_4;
            bool t_46 = t_24;
            acc_2 = t_45;
            t_22 = t_46;
            break;
        }
        int32_t t_47 = acc_2 + 1000;
        int32_t t_48 = i_1 + 1;
        acc_1 = t_47;
        i_1 = t_48;
        continue;
    }
    return acc;
}
static int32_t labelledDo(int32_t n_1) {
    int32_t k;
    bool t_49;
    int32_t k_1 = 0;
    bool t_50 = false;
    for (;;) {
        int32_t t_51 = k_1 + 1;
        bool t_52;
        switch (nsl::rem(t_51, 4)) {
        case 3:
        {
            bool t_53;
            if (t_51 > n_1) {
                t_52 = true;
                break;
            } else {
                t_53 = t_50;
            }
            t_52 = t_53;
            break;
        }
        default: {
            t_52 = t_50;
            break;
        }
        }
        if (t_52) {
            int32_t t_54 = t_51;
            bool t_55 = t_52;
            k = t_54;
            t_49 = t_55;
            break;
        }
        int32_t t_56 = t_51 + 10;
        if (t_56 < 100) {
        } else {
            int32_t t_57 = t_56;
            bool t_58 = t_52;
            k = t_57;
            t_49 = t_58;
            break;
        }
        int32_t t_59 = t_56;
        bool t_60 = t_52;
        k_1 = t_59;
        t_50 = t_60;
        continue;
    }
    return k;
}
static int32_t labelledSwitch(int32_t t) {
    int32_t r;
    bool t_61;
    switch (t) {
    case 0:
    {
        int32_t r_1;
        bool t_62;
        int32_t i_2;
        int32_t r_2 = 0;
        bool t_63 = false;
        int32_t i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int32_t t_64 = r_2;
                bool t_65 = t_63;
                int32_t t_66 = i_3;
                r_1 = t_64;
                t_62 = t_65;
                i_2 = t_66;
                break;
            }
            int32_t t_67 = r_2 + i_3;
            bool t_68;
            if (t_67 > 5) {
                int32_t t_69 = t_67;
                bool t_70 = true;
                int32_t t_71 = i_3;
                r_1 = t_69;
                t_62 = t_70;
                i_2 = t_71;
                break;
            } else {
                t_68 = t_63;
            }
            int32_t t_72 = t_67;
            bool t_73 = t_68;
            int32_t t_74 = i_3 + 1;
            r_2 = t_72;
            t_63 = t_73;
            i_3 = t_74;
            continue;
        }
        if (t_62) {
            int32_t t_75 = r_1;
            bool t_76 = t_62;
            r = t_75;
            t_61 = t_76;
            break;
        }
        int32_t t_77 = -1;
        bool t_78 = t_62;
        r = t_77;
        t_61 = t_78;
        break;
    }
    default: {
        int32_t r_3;
        int32_t i_4;
        int32_t r_4 = 0;
        int32_t i_5 = 0;
        for (;;) {
            if (i_5 < 10) {
            } else {
                int32_t t_79 = r_4;
                int32_t t_80 = i_5;
                r_3 = t_79;
                i_4 = t_80;
                break;
            }
            int32_t t_81 = r_4 + 2;
            if (i_5 == 2) {
                int32_t t_82 = t_81;
                int32_t t_83 = i_5;
                r_3 = t_82;
                i_4 = t_83;
                break;
            }
            int32_t t_84 = t_81;
            int32_t t_85 = i_5 + 1;
            r_4 = t_84;
            i_5 = t_85;
            continue;
        }
        int32_t t_86 = r_3 + 50;
        bool t_87 = false;
        r = t_86;
        t_61 = t_87;
        break;
    }
    }
    return r;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_88 = GlobalInvocationId;
    int32_t t_89 = nsl::convert<int32_t>(t_88.x);
    int32_t t_90 = t_89 * 5;
    int32_t t_91 = t_90 + 2;
    int32_t t_92 = endless(t_91);
    outputBuffer.data[nsl::convert<uint32_t>(t_90)] = t_92;
    int32_t t_93 = perIteration(t_89);
    outputBuffer.data[nsl::convert<uint32_t>(t_90 + 1)] = t_93;
    int32_t t_94 = labelledDo(t_89 * 20 + 5);
    outputBuffer.data[nsl::convert<uint32_t>(t_91)] = t_94;
    int32_t t_95 = labelledSwitch(t_89);
    outputBuffer.data[nsl::convert<uint32_t>(t_90 + 3)] = t_95;
    int32_t t_96 = labelledSwitch(t_89 + 5);
    outputBuffer.data[nsl::convert<uint32_t>(t_90 + 4)] = t_96;
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
    const uint32_t size[3] = {2, 1, 1};
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
