struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<int32_t, 3> a = std::array<int32_t, 3>{};
    a = std::array<int32_t, 3>{{1, 2, 3}};
    int32_t s;
    int32_t i;
    int32_t s_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t = s_1;
            int32_t t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int32_t t_2 = a[i_1];
        int32_t t_3 = s_1 + t_2;
        int32_t t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[0u] = s;
    std::array<int32_t, 5> a_1 = std::array<int32_t, 5>{};
    a_1 = std::array<int32_t, 5>{{10, 20, 30, 40, 50}};
    int32_t s_2;
    int32_t i_2;
    int32_t s_3 = 0;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 5) {
        } else {
            int32_t t_5 = s_3;
            int32_t t_6 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        int32_t t_7 = a_1[i_3];
        int32_t t_8 = s_3 + t_7;
        int32_t t_9 = i_3 + 1;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    std::array<int32_t, 3> c = std::array<int32_t, 3>{};
    c = std::array<int32_t, 3>{{1, 2, 3}};
    int32_t t_10 = c[2];
    outputBuffer.data[2u] = t_10 * 3;
    std::array<int32_t, 5> c_1 = std::array<int32_t, 5>{};
    c_1 = std::array<int32_t, 5>{{10, 20, 30, 40, 50}};
    int32_t t_11 = c_1[4];
    outputBuffer.data[3u] = t_11 * 5;
    std::array<int32_t, 3> t_12 = std::array<int32_t, 3>{};
    t_12 = std::array<int32_t, 3>{{1, 2, 3}};
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        int32_t t_13 = t_12[i_5];
        t_12[i_5] = t_13 + 100;
        i_5 = i_5 + 1;
        continue;
    }
    std::array<int32_t, 3> t_14 = t_12;
    std::array<int32_t, 3> a_2 = std::array<int32_t, 3>{};
    a_2 = t_14;
    int32_t s_4;
    int32_t i_6;
    int32_t s_5 = 0;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            int32_t t_15 = s_5;
            int32_t t_16 = i_7;
            s_4 = t_15;
            i_6 = t_16;
            break;
        }
        int32_t t_17 = a_2[i_7];
        int32_t t_18 = s_5 + t_17;
        int32_t t_19 = i_7 + 1;
        s_5 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer.data[4u] = s_4;
    std::array<float, 2> t_20 = std::array<float, 2>{};
    t_20 = std::array<float, 2>{{0.5f, 1.5f}};
    int32_t i_8;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            i_8 = i_9;
            break;
        }
        float t_21 = t_20[i_9];
        t_20[i_9] = t_21 + 1.0f;
        i_9 = i_9 + 1;
        continue;
    }
    std::array<float, 2> t_22 = t_20;
    outputBuffer.data[5u] = nsl::convert<int32_t>(t_22[0] + t_22[1]);
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
