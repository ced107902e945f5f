struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static int32_t defaultFirst(int32_t x);
static int32_t whileNested(int32_t p);
static void computeMain();
static int32_t defaultFirst(int32_t x) {
    int32_t r;
    int32_t i;
    int32_t r_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            int32_t t = r_1;
            int32_t t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        int32_t r_2;
        int32_t i_2;
        switch (x + i_1) {
        case 2:
        {
            int32_t t_2 = r_1 + 10;
            if (t_2 > 40) {
                return t_2 + 1000;
            }
            int32_t r_3;
            int32_t i_3;
            switch (i_1) {
            case 1:
            {
                int32_t t_3 = t_2 + 100;
                int32_t t_4 = i_1 + 1;
                r_1 = t_3;
                i_1 = t_4;
                continue;
            }
            default: {
                int32_t t_5 = t_2;
                int32_t t_6 = i_1;
                r_3 = t_5;
                i_3 = t_6;
                break;
            }
            }
            int32_t t_7 = r_3 + 5;
            int32_t t_8 = i_3;
            r_2 = t_7;
            i_2 = t_8;
            break;
        }
        case 3:
        {
            int32_t r_4;
            int32_t i_4;
            switch (i_1) {
            case 1:
            {
                int32_t t_9 = r_1 + 100;
                int32_t t_10 = i_1 + 1;
                r_1 = t_9;
                i_1 = t_10;
                continue;
            }
            default: {
                int32_t t_11 = r_1;
                int32_t t_12 = i_1;
                r_4 = t_11;
                i_4 = t_12;
                break;
            }
            }
            int32_t t_13 = r_4 + 5;
            int32_t t_14 = i_4;
            r_2 = t_13;
            i_2 = t_14;
            break;
        }
        default: {
            int32_t t_15 = r_1 + 1 + 10;
            if (t_15 > 40) {
                return t_15 + 1000;
            }
            int32_t r_5;
            int32_t i_5;
            switch (i_1) {
            case 1:
            {
                int32_t t_16 = t_15 + 100;
                int32_t t_17 = i_1 + 1;
                r_1 = t_16;
                i_1 = t_17;
                continue;
            }
            default: {
                int32_t t_18 = t_15;
                int32_t t_19 = i_1;
                r_5 = t_18;
                i_5 = t_19;
                break;
            }
            }
            int32_t t_20 = r_5 + 5;
            int32_t t_21 = i_5;
            r_2 = t_20;
            i_2 = t_21;
            break;
        }
        }
        int32_t t_22 = r_2 * 2;
        int32_t t_23 = i_2 + 1;
        r_1 = t_22;
        i_1 = t_23;
        continue;
    }
    return r;
}
static int32_t whileNested(int32_t p) {
    int32_t i_6;
    int32_t acc;
    int32_t i_7 = 0;
    int32_t acc_1 = 0;
    for (;;) {
        if (i_7 < p) {
        } else {
            int32_t t_24 = i_7;
            int32_t t_25 = acc_1;
            i_6 = t_24;
            acc = t_25;
            break;
        }
        int32_t t_26 = i_7 + 1;
        int32_t acc_2;
        switch (nsl::rem(t_26, 3)) {
        case 0:
        {
            int32_t acc_3;
            int32_t k;
            int32_t acc_4 = acc_1;
            int32_t k_1 = 0;
            for (;;) {
                if (k_1 < t_26) {
                } else {
                    int32_t t_27 = acc_4;
                    int32_t t_28 = k_1;
                    acc_3 = t_27;
                    k = t_28;
                    break;
                }
                if (k_1 == 2) {
                    int32_t t_29 = acc_4;
                    int32_t t_30 = k_1;
                    acc_3 = t_29;
                    k = t_30;
                    break;
                }
                int32_t t_31 = acc_4 + k_1;
                int32_t t_32 = k_1 + 1;
                acc_4 = t_31;
                k_1 = t_32;
                continue;
            }
            acc_2 = acc_3;
            break;
        }
        case 1:
        {
            int32_t acc_5;
            switch (nsl::rem(t_26, 2)) {
            case 0:
            {
                int32_t t_33 = t_26;
                int32_t t_34 = acc_1;
                i_7 = t_33;
                acc_1 = t_34;
                continue;
            }
            default: {
                acc_5 = acc_1 + 50;
                break;
            }
            }
            acc_2 = acc_5 + 7;
            break;
        }
        default: {
            acc_2 = acc_1 + 7;
            break;
        }
        }
        int32_t t_35 = t_26;
        int32_t t_36 = acc_2 + 1000;
        i_7 = t_35;
        acc_1 = t_36;
        continue;
    }
    return acc;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_37 = GlobalInvocationId;
    int32_t t_38 = nsl::convert<int32_t>(t_37.x);
    int32_t t_39 = t_38 * 3;
    int32_t t_40 = defaultFirst(t_38);
    outputBuffer.data[nsl::convert<uint32_t>(t_39)] = t_40;
    int32_t t_41 = defaultFirst(t_38 - 3);
    outputBuffer.data[nsl::convert<uint32_t>(t_39 + 1)] = t_41;
    int32_t t_42 = whileNested(t_38 + 3);
    outputBuffer.data[nsl::convert<uint32_t>(t_39 + 2)] = t_42;
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
    const uint32_t size[3] = {4, 1, 1};
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
