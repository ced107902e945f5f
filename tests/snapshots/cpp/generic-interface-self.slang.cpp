struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Bag_3_ {
    int32_t bias;
};
struct IFold_3_ {
    uint32_t typeId;
    Bag_3_ p0;
};
struct Bag_2_ {
    int32_t bias;
};
struct IFold_2_ {
    uint32_t typeId;
    Bag_2_ p0;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t apply(IFold_3_ p, int32_t p_1);
static int32_t apply_1(IFold_2_ f, int32_t seed);
static void computeMain() {
    outputBuffer.data[0u] = 1;
    outputBuffer.data[1u] = 0;
    outputBuffer.data[2u] = 1;
    int32_t t = apply(IFold_3_{0u, Bag_3_{1}}, 4);
    outputBuffer.data[3u] = t;
    int32_t t_1 = apply_1(IFold_2_{0u, Bag_2_{0}}, 1);
    outputBuffer.data[4u] = t_1;
    std::array<int32_t, 3> xs = std::array<int32_t, 3>{};
    xs = std::array<int32_t, 3>{{0, 0, 1}};
    int32_t r;
    int32_t i;
    int32_t r_1 = 1;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t_2 = r_1;
            int32_t t_3 = i_1;
            r = t_2;
            i = t_3;
            break;
        }
        int32_t t_4 = xs[i_1];
        int32_t t_5 = r_1 * 2 + t_4;
        int32_t t_6 = i_1 + 1;
        r_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[5u] = r;
    return;
}
static int32_t apply(IFold_3_ p, int32_t p_1) {
    std::array<int32_t, 3> xs_1 = std::array<int32_t, 3>{};
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        xs_1[i_3] = p_1 + i_3;
        i_3 = i_3 + 1;
        continue;
    }
    std::array<int32_t, 3> t_7 = xs_1;
    std::array<int32_t, 3> xs_2 = std::array<int32_t, 3>{};
    xs_2 = t_7;
    int32_t r_2;
    int32_t i_4;
    int32_t r_3 = p.p0.bias;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            int32_t t_8 = r_3;
            int32_t t_9 = i_5;
            r_2 = t_8;
            i_4 = t_9;
            break;
        }
        int32_t t_10 = xs_2[i_5];
        int32_t t_11 = r_3 * 2 + t_10;
        int32_t t_12 = i_5 + 1;
        r_3 = t_11;
        i_5 = t_12;
        continue;
    }
    return r_2;
}
static int32_t apply_1(IFold_2_ f, int32_t seed) {
    std::array<int32_t, 2> xs_3 = std::array<int32_t, 2>{};
    int32_t i_6;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            i_6 = i_7;
            break;
        }
        xs_3[i_7] = seed + i_7;
        i_7 = i_7 + 1;
        continue;
    }
    std::array<int32_t, 2> t_13 = xs_3;
    std::array<int32_t, 2> xs_4 = std::array<int32_t, 2>{};
    xs_4 = t_13;
    int32_t r_4;
    int32_t i_8;
    int32_t r_5 = f.p0.bias;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int32_t t_14 = r_5;
            int32_t t_15 = i_9;
            r_4 = t_14;
            i_8 = t_15;
            break;
        }
        int32_t t_16 = xs_4[i_9];
        int32_t t_17 = r_5 * 2 + t_16;
        int32_t t_18 = i_9 + 1;
        r_5 = t_17;
        i_9 = t_18;
        continue;
    }
    return r_4;
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
