struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static int32_t endless(int32_t p);
static int32_t perIteration(int32_t n);
static int32_t labelledDo(int32_t n_1);
static int32_t labelledSwitch(int32_t p_1);
static void computeMain();
static int32_t endless(int32_t p) {
    int32_t steps;
    bool t;
    int32_t steps_1 = 0;
    bool t_1 = false;
    for (;;) {
        int32_t steps_2;
        bool t_2;
        int32_t j;
        int32_t steps_3 = steps_1;
        bool t_3 = t_1;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                int32_t t_4 = steps_3;
                bool t_5 = t_3;
                int32_t t_6 = j_1;
                steps_2 = t_4;
                t_2 = t_5;
                j = t_6;
                break;
            }
            int32_t t_7 = steps_3 + 1;
            bool t_8;
            if (t_7 > p) {
                int32_t t_9 = t_7;
                bool t_10 = true;
                int32_t t_11 = j_1;
                steps_2 = t_9;
                t_2 = t_10;
                j = t_11;
                break;
            } else {
                t_8 = t_3;
            }
            int32_t t_12 = t_7;
            bool t_13 = t_8;
            int32_t t_14 = j_1 + 1;
            steps_3 = t_12;
            t_3 = t_13;
            j_1 = t_14;
            continue;
        }
        if (t_2) {
            int32_t t_15 = steps_2;
            bool t_16 = t_2;
            steps = t_15;
            t = t_16;
            break;
        }
        int32_t t_17 = steps_2 + 10;
        bool t_18 = t_2;
        steps_1 = t_17;
        t_1 = t_18;
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
            int32_t t_19 = acc_1;
            int32_t t_20 = i_1;
            acc = t_19;
            i = t_20;
            break;
        }
        int32_t acc_2;
        bool t_21;
        int32_t acc_3 = acc_1;
        bool t_22 = false;
        for (;;) {
            int32_t acc_4;
            bool t_23;
            int32_t j_2;
            int32_t acc_5 = acc_3;
            bool t_24 = t_22;
            int32_t j_3 = 0;
            for (;;) {
                if (j_3 < 5) {
                } else {
                    int32_t t_25 = acc_5;
                    bool t_26 = t_24;
                    int32_t t_27 = j_3;
                    acc_4 = t_25;
                    t_23 = t_26;
                    j_2 = t_27;
                    break;
                }
                int32_t acc_6;
                bool t_28;
                switch (j_3) {
                case 2:
                {
                    bool t_29;
                    if (i_1 == n) {
                        int32_t t_30 = acc_5;
                        bool t_31 = true;
                        acc_6 = t_30;
                        t_28 = t_31;
                        break;
                    } else {
                        t_29 = t_24;
                    }
                    int32_t t_32 = acc_5 + 100;
                    bool t_33 = t_29;
                    acc_6 = t_32;
                    t_28 = t_33;
                    break;
                }
                default: {
                    int32_t t_34 = acc_5 + 1;
                    bool t_35 = t_24;
                    acc_6 = t_34;
                    t_28 = t_35;
                    break;
                }
                }
                if (t_28) {
                    int32_t t_36 = acc_6;
                    bool t_37 = t_28;
                    int32_t t_38 = j_3;
                    acc_4 = t_36;
                    t_23 = t_37;
                    j_2 = t_38;
                    break;
                }
                int32_t t_39 = acc_6;
                bool t_40 = t_28;
                int32_t t_41 = j_3 + 1;
                acc_5 = t_39;
                t_24 = t_40;
                j_3 = t_41;
                continue;
            }
            if (t_23) {
                int32_t t_42 = acc_4;
                bool t_43 = t_23;
                acc_2 = t_42;
                t_21 = t_43;
                break;
            }
            int32_t t_44 = acc_4;
            bool t_45 = t_23;
            acc_2 = t_44;
            t_21 = t_45;
            break;
        }
        int32_t t_46 = acc_2 + 1000;
        int32_t t_47 = i_1 + 1;
        acc_1 = t_46;
        i_1 = t_47;
        continue;
    }
    return acc;
}
static int32_t labelledDo(int32_t n_1) {
    int32_t k;
    bool t_48;
    int32_t k_1 = 0;
    bool t_49 = false;
    for (;;) {
        int32_t t_50 = k_1 + 1;
        bool t_51;
        switch (nsl::rem(t_50, 4)) {
        case 3:
        {
            bool t_52;
            if (t_50 > n_1) {
                t_51 = true;
                break;
            } else {
                t_52 = t_49;
            }
            t_51 = t_52;
            break;
        }
        default: {
            t_51 = t_49;
            break;
        }
        }
        if (t_51) {
            int32_t t_53 = t_50;
            bool t_54 = t_51;
            k = t_53;
            t_48 = t_54;
            break;
        }
        int32_t t_55 = t_50 + 10;
        if (t_55 < 100) {
        } else {
            int32_t t_56 = t_55;
            bool t_57 = t_51;
            k = t_56;
            t_48 = t_57;
            break;
        }
        int32_t t_58 = t_55;
        bool t_59 = t_51;
        k_1 = t_58;
        t_49 = t_59;
        continue;
    }
    return k;
}
static int32_t labelledSwitch(int32_t p_1) {
    int32_t r;
    bool t_60;
    switch (p_1) {
    case 0:
    {
        int32_t r_1;
        bool t_61;
        int32_t i_2;
        int32_t r_2 = 0;
        bool t_62 = false;
        int32_t i_3 = 0;
        for (;;) {
            if (i_3 < 10) {
            } else {
                int32_t t_63 = r_2;
                bool t_64 = t_62;
                int32_t t_65 = i_3;
                r_1 = t_63;
                t_61 = t_64;
                i_2 = t_65;
                break;
            }
            int32_t t_66 = r_2 + i_3;
            bool t_67;
            if (t_66 > 5) {
                int32_t t_68 = t_66;
                bool t_69 = true;
                int32_t t_70 = i_3;
                r_1 = t_68;
                t_61 = t_69;
                i_2 = t_70;
                break;
            } else {
                t_67 = t_62;
            }
            int32_t t_71 = t_66;
            bool t_72 = t_67;
            int32_t t_73 = i_3 + 1;
            r_2 = t_71;
            t_62 = t_72;
            i_3 = t_73;
            continue;
        }
        if (t_61) {
            int32_t t_74 = r_1;
            bool t_75 = t_61;
            r = t_74;
            t_60 = t_75;
            break;
        }
        int32_t t_76 = -1;
        bool t_77 = t_61;
        r = t_76;
        t_60 = t_77;
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
                int32_t t_78 = r_4;
                int32_t t_79 = i_5;
                r_3 = t_78;
                i_4 = t_79;
                break;
            }
            int32_t t_80 = r_4 + 2;
            if (i_5 == 2) {
                int32_t t_81 = t_80;
                int32_t t_82 = i_5;
                r_3 = t_81;
                i_4 = t_82;
                break;
            }
            int32_t t_83 = t_80;
            int32_t t_84 = i_5 + 1;
            r_4 = t_83;
            i_5 = t_84;
            continue;
        }
        int32_t t_85 = r_3 + 50;
        bool t_86 = false;
        r = t_85;
        t_60 = t_86;
        break;
    }
    }
    return r;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_87 = GlobalInvocationId;
    int32_t t_88 = nsl::convert<int32_t>(t_87.x);
    int32_t t_89 = t_88 * 5;
    int32_t t_90 = t_89 + 2;
    int32_t t_91 = endless(t_90);
    outputBuffer.data[nsl::convert<uint32_t>(t_89)] = t_91;
    int32_t t_92 = perIteration(t_88);
    outputBuffer.data[nsl::convert<uint32_t>(t_89 + 1)] = t_92;
    int32_t t_93 = labelledDo(t_88 * 20 + 5);
    outputBuffer.data[nsl::convert<uint32_t>(t_90)] = t_93;
    int32_t t_94 = labelledSwitch(t_88);
    outputBuffer.data[nsl::convert<uint32_t>(t_89 + 3)] = t_94;
    int32_t t_95 = labelledSwitch(t_88 + 5);
    outputBuffer.data[nsl::convert<uint32_t>(t_89 + 4)] = t_95;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
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
    return 0;
}
