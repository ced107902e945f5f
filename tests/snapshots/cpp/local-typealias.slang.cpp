struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    int32_t t_2 = t_1 * 4;
    outputBuffer.data[nsl::convert<uint32_t>(t_2)] = t_1 + 10 + 100;
    nsl::vec<int32_t, 2> t_3 = nsl::make<nsl::vec<int32_t, 2>>(t_1, 10) * nsl::make<nsl::vec<int32_t, 2>>(2, 2);
    outputBuffer.data[nsl::convert<uint32_t>(t_2 + 1)] = t_3.x + t_3.y;
    nsl::vec<int32_t, 3> w = nsl::vec<int32_t, 3>{};
    w = nsl::splat<nsl::vec<int32_t, 3>>(t_1 + 4) + nsl::make<nsl::vec<int32_t, 3>>(1, 1, 1);
    int32_t s;
    int32_t i;
    int32_t s_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t_4 = s_1;
            int32_t t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int32_t t_6 = w[i_1];
        int32_t t_7 = s_1 + t_6;
        int32_t t_8 = i_1 + 1;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    nsl::vec<uint32_t, 2> w_1 = nsl::vec<uint32_t, 2>{};
    w_1 = nsl::splat<nsl::vec<uint32_t, 2>>(nsl::convert<uint32_t>(t_1)) + nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u);
    uint32_t s_2;
    int32_t i_2;
    uint32_t s_3 = 0u;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            uint32_t t_9 = s_3;
            int32_t t_10 = i_3;
            s_2 = t_9;
            i_2 = t_10;
            break;
        }
        uint32_t t_11 = w_1[i_3];
        uint32_t t_12 = s_3 + t_11;
        int32_t t_13 = i_3 + 1;
        s_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer.data[nsl::convert<uint32_t>(t_2 + 2)] = s + nsl::convert<int32_t>(s_2);
    outputBuffer.data[nsl::convert<uint32_t>(t_2 + 3)] = 2 * (t_1 + 20);
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
