struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static int32_t switchInLoop(int32_t p);
static int32_t nested(int32_t n);
static int32_t doWhile(int32_t n_1);
static int32_t search(int32_t p_1);
static void computeMain();
static int32_t switchInLoop(int32_t p) {
    int32_t acc;
    int32_t i;
    int32_t acc_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 10) {
        } else {
            int32_t t = acc_1;
            int32_t t_1 = i_1;
            acc = t;
            i = t_1;
            break;
        }
        int32_t acc_2;
        int32_t i_2;
        switch (nsl::rem(i_1 + p, 4)) {
        case 0:
        {
            int32_t t_2 = acc_1 + 1;
            int32_t t_3 = i_1 + (1 + (i_1 & 1));
            acc_1 = t_2;
            i_1 = t_3;
            continue;
        }
        case 1:
        {
            int32_t t_4 = acc_1 + 10 + 100;
            int32_t t_5 = i_1;
            acc_2 = t_4;
            i_2 = t_5;
            break;
        }
        case 2:
        {
            int32_t t_6 = acc_1 + 100;
            int32_t t_7 = i_1;
            acc_2 = t_6;
            i_2 = t_7;
            break;
        }
        default: {
            if (acc_1 > 300) {
                return acc_1 * 2;
            }
            int32_t t_8 = acc_1 + 1000;
            int32_t t_9 = i_1;
            acc_2 = t_8;
            i_2 = t_9;
            break;
        }
        }
        int32_t t_10 = acc_2 + 5;
        int32_t t_11 = i_2 + (1 + (i_2 & 1));
        acc_1 = t_10;
        i_1 = t_11;
        continue;
    }
    return acc;
}
static int32_t nested(int32_t n) {
    int32_t acc_3;
    bool done;
    int32_t i_3;
    int32_t acc_4 = 0;
    bool done_1 = false;
    int32_t i_4 = 0;
    for (;;) {
        if (nsl::select(i_4 < 5, !done_1, false)) {
        } else {
            int32_t t_12 = acc_4;
            bool t_13 = done_1;
            int32_t t_14 = i_4;
            acc_3 = t_12;
            done = t_13;
            i_3 = t_14;
            break;
        }
        int32_t acc_5;
        bool done_2;
        int32_t j;
        int32_t acc_6 = acc_4;
        bool done_3 = done_1;
        int32_t j_1 = 0;
        for (;;) {
            int32_t t_15 = j_1 + 1;
            if (t_15 > i_4 + n) {
                int32_t t_16 = acc_6;
                bool t_17 = done_3;
                int32_t t_18 = t_15;
                acc_5 = t_16;
                done_2 = t_17;
                j = t_18;
                break;
            }
            if ((t_15 & 1) == 0) {
                int32_t t_19 = acc_6;
                bool t_20 = done_3;
                int32_t t_21 = t_15;
                acc_6 = t_19;
                done_3 = t_20;
                j_1 = t_21;
                continue;
            }
            int32_t t_22 = acc_6 + (i_4 * 10 + t_15);
            bool done_4;
            if (t_22 > 60) {
                int32_t t_23 = t_22;
                bool t_24 = true;
                int32_t t_25 = t_15;
                acc_5 = t_23;
                done_2 = t_24;
                j = t_25;
                break;
            } else {
                done_4 = done_3;
            }
            int32_t t_26 = t_22;
            bool t_27 = done_4;
            int32_t t_28 = t_15;
            acc_6 = t_26;
            done_3 = t_27;
            j_1 = t_28;
            continue;
        }
        int32_t t_29 = acc_5;
        bool t_30 = done_2;
        int32_t t_31 = i_4 + 1;
        acc_4 = t_29;
        done_1 = t_30;
        i_4 = t_31;
        continue;
    }
    return acc_3;
}
static int32_t doWhile(int32_t n_1) {
    int32_t k;
    int32_t acc_7;
    int32_t k_1 = 0;
    int32_t acc_8 = 0;
    for (;;) {
        int32_t t_32 = k_1 + 1;
        if (nsl::rem(t_32, 3) == 0) {
            if (t_32 < n_1) {
            } else {
                int32_t t_33 = t_32;
                int32_t t_34 = acc_8;
                k = t_33;
                acc_7 = t_34;
                break;
            }
            int32_t t_35 = t_32;
            int32_t t_36 = acc_8;
            k_1 = t_35;
            acc_8 = t_36;
            continue;
        }
        int32_t t_37 = acc_8 + t_32;
        if (t_32 < n_1) {
        } else {
            int32_t t_38 = t_32;
            int32_t t_39 = t_37;
            k = t_38;
            acc_7 = t_39;
            break;
        }
        int32_t t_40 = t_32;
        int32_t t_41 = t_37;
        k_1 = t_40;
        acc_8 = t_41;
        continue;
    }
    int32_t acc_9;
    int32_t a;
    int32_t b;
    int32_t acc_10 = acc_7;
    int32_t a_1 = 0;
    int32_t b_1 = 10;
    for (;;) {
        if (a_1 < b_1) {
        } else {
            int32_t t_42 = acc_10;
            int32_t t_43 = a_1;
            int32_t t_44 = b_1;
            acc_9 = t_42;
            a = t_43;
            b = t_44;
            break;
        }
        int32_t t_45 = acc_10 + a_1 * b_1;
        int32_t t_46 = a_1 + 2;
        int32_t t_47 = b_1 - 1;
        acc_10 = t_45;
        a_1 = t_46;
        b_1 = t_47;
        continue;
    }
    return acc_9;
}
static int32_t search(int32_t p_1) {
    int32_t i_5;
    int32_t i_6 = 0;
    for (;;) {
        if (i_6 < 4) {
        } else {
            i_5 = i_6;
            break;
        }
        int32_t j_2;
        int32_t j_3 = 0;
        for (;;) {
            if (j_3 < 4) {
            } else {
                j_2 = j_3;
                break;
            }
            int32_t t_48 = i_6 * 4;
            int32_t t_49 = t_48 + j_3;
            int32_t j_4;
            switch (t_49) {
            case 5:
            case 6:
            {
                if (p_1 == 1) {
                    return 100 + t_48 + j_3;
                }
                j_4 = j_3;
                break;
            }
            case 9:
            {
                if (p_1 == 2) {
                    return 200 + j_3;
                }
                j_3 = j_3 + 1;
                continue;
            }
            default: {
                if (t_49 == p_1 * 5) {
                    return 300 + t_48 + j_3;
                }
                j_4 = j_3;
                break;
            }
            }
            j_3 = j_4 + 1;
            continue;
        }
        i_6 = i_6 + 1;
        continue;
    }
    return -1;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_50 = GlobalInvocationId;
    int32_t t_51 = nsl::convert<int32_t>(t_50.x);
    int32_t t_52 = t_51 * 4;
    int32_t t_53 = switchInLoop(t_51);
    outputBuffer.data[nsl::convert<uint32_t>(t_52)] = t_53;
    int32_t t_54 = nested(t_51);
    outputBuffer.data[nsl::convert<uint32_t>(t_52 + 1)] = t_54;
    int32_t t_55 = doWhile(t_51 + 7);
    outputBuffer.data[nsl::convert<uint32_t>(t_52 + 2)] = t_55;
    int32_t t_56 = search(t_51 + 1);
    outputBuffer.data[nsl::convert<uint32_t>(t_52 + 3)] = t_56;
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
