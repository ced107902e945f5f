struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local int32_t calls = 0;
static int32_t labels(uint32_t p);
static int32_t doSwitch(int32_t p_1);
static int32_t doNested(int32_t n);
static int32_t shortCircuit(int32_t n_1);
static int32_t forever(int32_t x);
static void computeMain();
static int32_t labels(uint32_t p) {
    int32_t r;
    switch (p) {
    case 4294967295u:
    {
        r = 1;
        break;
    }
    case 2147483648u:
    {
        int32_t r_1;
        switch (p & 3u) {
        case 3u:
        {
            r_1 = 32;
            break;
        }
        default: {
            r_1 = 42;
            break;
        }
        }
        r = r_1 + 100;
        break;
    }
    case 7u:
    {
        int32_t r_2;
        switch (p & 3u) {
        case 3u:
        {
            r_2 = 30;
            break;
        }
        default: {
            r_2 = 40;
            break;
        }
        }
        r = r_2 + 100;
        break;
    }
    default: {
        r = 0;
        break;
    }
    }
    int32_t r_3;
    switch (r) {
    default: {
        r_3 = r + 1000;
        break;
    }
    }
    return r_3;
}
static int32_t doSwitch(int32_t p_1) {
    int32_t i;
    int32_t acc;
    bool t;
    int32_t i_1 = 0;
    int32_t acc_1 = 0;
    bool t_1 = false;
    for (;;) {
        int32_t i_2;
        int32_t acc_2;
        bool t_2;
        switch (nsl::rem(i_1, 3)) {
        case 0:
        {
            int32_t t_3 = i_1 + 2;
            bool t_4;
            if (t_3 < p_1) {
                t_4 = t_1;
            } else {
                int32_t t_5 = t_3;
                int32_t t_6 = acc_1;
                bool t_7 = true;
                i_2 = t_5;
                acc_2 = t_6;
                t_2 = t_7;
                break;
            }
            int32_t t_8 = t_3;
            int32_t t_9 = acc_1;
            bool t_10 = t_4;
            i_1 = t_8;
            acc_1 = t_9;
            t_1 = t_10;
            continue;
        }
        case 1:
        {
            int32_t t_11 = i_1;
            int32_t t_12 = acc_1 + i_1;
            bool t_13 = t_1;
            i_2 = t_11;
            acc_2 = t_12;
            t_2 = t_13;
            break;
        }
        default: {
            int32_t t_14 = i_1;
            int32_t t_15 = acc_1 + 10 * i_1;
            bool t_16 = t_1;
            i_2 = t_14;
            acc_2 = t_15;
            t_2 = t_16;
            break;
        }
        }
        if (t_2) {
            int32_t t_17 = i_2;
            int32_t t_18 = acc_2;
            bool t_19 = t_2;
            i = t_17;
            acc = t_18;
            t = t_19;
            break;
        }
        int32_t t_20 = i_2 + 1;
        if (t_20 < p_1) {
        } else {
            int32_t t_21 = t_20;
            int32_t t_22 = acc_2;
            bool t_23 = t_2;
            i = t_21;
            acc = t_22;
            t = t_23;
            break;
        }
        int32_t t_24 = t_20;
        int32_t t_25 = acc_2;
        bool t_26 = t_2;
        i_1 = t_24;
        acc_1 = t_25;
        t_1 = t_26;
        continue;
    }
    return acc * 100 + i;
}
static int32_t doNested(int32_t n) {
    int32_t i_3;
    int32_t acc_3;
    bool t_27;
    int32_t i_4 = 0;
    int32_t acc_4 = 0;
    bool t_28 = false;
    for (;;) {
        int32_t t_29 = i_4 + 1;
        int32_t acc_5;
        bool t_30;
        switch (t_29 & 1) {
        case 1:
        {
            int32_t acc_6;
            bool t_31;
            switch (nsl::rem(t_29, 3)) {
            case 0:
            {
                int32_t t_32 = acc_4 + 1000;
                bool t_33;
                if (t_29 < n) {
                    t_33 = t_28;
                } else {
                    int32_t t_34 = t_32;
                    bool t_35 = true;
                    acc_6 = t_34;
                    t_31 = t_35;
                    break;
                }
                int32_t t_36 = t_29;
                int32_t t_37 = t_32;
                bool t_38 = t_33;
                i_4 = t_36;
                acc_4 = t_37;
                t_28 = t_38;
                continue;
            }
            default: {
                int32_t t_39 = acc_4 + t_29;
                bool t_40 = t_28;
                acc_6 = t_39;
                t_31 = t_40;
                break;
            }
            }
            if (t_31) {
                int32_t t_41 = acc_6;
                bool t_42 = t_31;
                acc_5 = t_41;
                t_30 = t_42;
                break;
            }
            int32_t t_43 = acc_6 + 100;
            bool t_44 = t_31;
            acc_5 = t_43;
            t_30 = t_44;
            break;
        }
        default: {
            int32_t t_45 = acc_4;
            bool t_46 = t_28;
            acc_5 = t_45;
            t_30 = t_46;
            break;
        }
        }
        if (t_30) {
            int32_t t_47 = t_29;
            int32_t t_48 = acc_5;
            bool t_49 = t_30;
            i_3 = t_47;
            acc_3 = t_48;
            t_27 = t_49;
            break;
        }
        int32_t t_50 = acc_5 + 1;
        if (t_29 < n) {
        } else {
            int32_t t_51 = t_29;
            int32_t t_52 = t_50;
            bool t_53 = t_30;
            i_3 = t_51;
            acc_3 = t_52;
            t_27 = t_53;
            break;
        }
        int32_t t_54 = t_29;
        int32_t t_55 = t_50;
        bool t_56 = t_30;
        i_4 = t_54;
        acc_4 = t_55;
        t_28 = t_56;
        continue;
    }
    return acc_3;
}
static int32_t shortCircuit(int32_t n_1) {
    calls = 0;
    int32_t k;
    int32_t i_5;
    int32_t k_1 = 0;
    int32_t i_6 = 0;
    for (;;) {
        bool t_57;
        if (i_6 < n_1) {
            int32_t t_58 = calls;
            calls = t_58 + i_6;
            t_57 = i_6 <= 2;
        } else {
            t_57 = false;
        }
        if (t_57) {
        } else {
            int32_t t_59 = k_1;
            int32_t t_60 = i_6;
            k = t_59;
            i_5 = t_60;
            break;
        }
        int32_t t_61 = k_1 + 1;
        int32_t t_62 = i_6 + 1;
        k_1 = t_61;
        i_6 = t_62;
        continue;
    }
    int32_t m;
    int32_t steps;
    int32_t m_1 = n_1;
    int32_t steps_1 = 0;
    for (;;) {
        int32_t t_63 = nsl::div(m_1, 2);
        if (t_63 > 0) {
        } else {
            int32_t t_64 = t_63;
            int32_t t_65 = steps_1;
            m = t_64;
            steps = t_65;
            break;
        }
        int32_t t_66 = t_63;
        int32_t t_67 = steps_1 + 1;
        m_1 = t_66;
        steps_1 = t_67;
        continue;
    }
    int32_t t_68 = calls;
    return t_68 * 1000 + k * 100 + steps;
}
static int32_t forever(int32_t x) {
    int32_t i_7;
    int32_t i_8 = 0;
    for (;;) {
        int32_t t_69 = i_8 + 1;
        if (t_69 > 50) {
            return -t_69;
        }
        if (nsl::rem(x * t_69, 7) == 3) {
            switch (t_69 & 1) {
            case 0:
            {
                return t_69 * 10;
            }
            case 1:
            {
                if (t_69 > 4) {
                    return t_69 * 100;
                }
                break;
            }
            default: {
                break;
            }
            }
        }
        i_8 = t_69;
        continue;
    }
    return 0;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_70 = GlobalInvocationId;
    int32_t t_71 = nsl::convert<int32_t>(t_70.x);
    std::array<uint32_t, 3> us = std::array<uint32_t, 3>{};
    us = std::array<uint32_t, 3>{{4294967295u, 2147483648u, 7u}};
    int32_t t_72 = t_71 * 7;
    uint32_t t_73 = us[t_71];
    int32_t t_74 = labels(t_73);
    outputBuffer.data[nsl::convert<uint32_t>(t_72)] = t_74;
    int32_t t_75 = labels(nsl::select(t_71 == 0, 7u, 5u));
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 1)] = t_75;
    int32_t t_76 = doSwitch(t_71 + 6);
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 2)] = t_76;
    int32_t t_77 = shortCircuit(t_71 * 3 + 2);
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 3)] = t_77;
    int32_t t_78 = forever(t_71 + 2);
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 4)] = t_78;
    int32_t t_79 = forever(t_71 + 5);
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 5)] = t_79;
    int32_t t_80 = doNested(t_71 * 4 + 3);
    outputBuffer.data[nsl::convert<uint32_t>(t_72 + 6)] = t_80;
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
