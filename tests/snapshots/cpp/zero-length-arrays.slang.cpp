struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Bag_0_ {
    int32_t first;
    int32_t last;
};
struct Bag_2_ {
    int32_t first;
    std::array<int32_t, 2> items;
    int32_t last;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    Bag_0_ r = Bag_0_{};
    r.first = 3;
    r.last = 4;
    Bag_0_ t_1 = r;
    Bag_0_ e = Bag_0_{};
    e = t_1;
    Bag_0_ t_2 = e;
    Bag_0_ f = Bag_0_{};
    f = t_2;
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 0) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    int32_t t_3 = f.first;
    f.first = t_3 + 10;
    Bag_2_ g = Bag_2_{};
    g.first = 1;
    g.items[0] = 20;
    g.items[1] = 300;
    g.last = 4000;
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int32_t t_4 = g.items[i_3];
        g.items[i_3] = t_4 + 1;
        i_3 = i_3 + 1;
        continue;
    }
    int32_t t_5 = g.first;
    g.first = t_5 + 1;
    Bag_0_ t_6 = e;
    Bag_0_ this_1 = Bag_0_{};
    this_1 = t_6;
    int32_t t_7 = this_1.first;
    int32_t t_8 = this_1.last;
    int32_t s;
    int32_t i_4;
    int32_t s_1 = t_7 + t_8;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 0) {
        } else {
            int32_t t_9 = s_1;
            int32_t t_10 = i_5;
            s = t_9;
            i_4 = t_10;
            break;
        }
        int32_t t_11 = s_1;
        int32_t t_12 = i_5 + 1;
        s_1 = t_11;
        i_5 = t_12;
        continue;
    }
    outputBuffer.data[0u] = s;
    Bag_0_ t_13 = f;
    Bag_0_ this_2 = Bag_0_{};
    this_2 = t_13;
    int32_t t_14 = this_2.first;
    int32_t t_15 = this_2.last;
    int32_t s_2;
    int32_t i_6;
    int32_t s_3 = t_14 + t_15;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 0) {
        } else {
            int32_t t_16 = s_3;
            int32_t t_17 = i_7;
            s_2 = t_16;
            i_6 = t_17;
            break;
        }
        int32_t t_18 = s_3;
        int32_t t_19 = i_7 + 1;
        s_3 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    int32_t t_20 = f.first;
    int32_t t_21 = e.first;
    outputBuffer.data[2u] = t_20 * 100 + t_21;
    Bag_2_ t_22 = g;
    Bag_2_ this_3 = Bag_2_{};
    this_3 = t_22;
    int32_t t_23 = this_3.first;
    int32_t t_24 = this_3.last;
    int32_t s_4;
    int32_t i_8;
    int32_t s_5 = t_23 + t_24;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int32_t t_25 = s_5;
            int32_t t_26 = i_9;
            s_4 = t_25;
            i_8 = t_26;
            break;
        }
        int32_t t_27 = this_3.items[i_9];
        int32_t t_28 = s_5 + t_27;
        int32_t t_29 = i_9 + 1;
        s_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer.data[3u] = s_4;
    int32_t t_30 = e.last;
    outputBuffer.data[4u] = nsl::convert<int32_t>(t.x) + t_30;
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    return 0;
}
