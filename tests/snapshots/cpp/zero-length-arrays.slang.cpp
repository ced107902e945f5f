struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
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
    std::array<int32_t, 2> g = std::array<int32_t, 2>{};
    g[0] = 20;
    g[1] = 300;
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int32_t t_1 = g[i_3];
        g[i_3] = t_1 + 1;
        i_3 = i_3 + 1;
        continue;
    }
    int32_t s;
    int32_t i_4;
    int32_t s_1 = 7;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 0) {
        } else {
            int32_t t_2 = s_1;
            int32_t t_3 = i_5;
            s = t_2;
            i_4 = t_3;
            break;
        }
        int32_t t_4 = s_1;
        int32_t t_5 = i_5 + 1;
        s_1 = t_4;
        i_5 = t_5;
        continue;
    }
    outputBuffer.data[0u] = s;
    int32_t s_2;
    int32_t i_6;
    int32_t s_3 = 17;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 0) {
        } else {
            int32_t t_6 = s_3;
            int32_t t_7 = i_7;
            s_2 = t_6;
            i_6 = t_7;
            break;
        }
        int32_t t_8 = s_3;
        int32_t t_9 = i_7 + 1;
        s_3 = t_8;
        i_7 = t_9;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    outputBuffer.data[2u] = 1303;
    std::array<int32_t, 2> t_10 = g;
    std::array<int32_t, 2> this_1 = std::array<int32_t, 2>{};
    this_1 = t_10;
    int32_t s_4;
    int32_t i_8;
    int32_t s_5 = 4002;
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int32_t t_11 = s_5;
            int32_t t_12 = i_9;
            s_4 = t_11;
            i_8 = t_12;
            break;
        }
        int32_t t_13 = this_1[i_9];
        int32_t t_14 = s_5 + t_13;
        int32_t t_15 = i_9 + 1;
        s_5 = t_14;
        i_9 = t_15;
        continue;
    }
    outputBuffer.data[3u] = s_4;
    outputBuffer.data[4u] = nsl::convert<int32_t>(t.x) + 4;
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
