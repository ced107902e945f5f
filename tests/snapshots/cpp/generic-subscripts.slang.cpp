struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static void computeMain() {
    std::array<int32_t, 4> t = std::array<int32_t, 4>{};
    t[0] = 10;
    t[1] = 12;
    t[2] = 14;
    std::array<int32_t, 4> t_1 = t;
    std::array<int32_t, 4> this_1 = std::array<int32_t, 4>{};
    this_1 = t_1;
    int32_t t_2 = this_1[0];
    std::array<int32_t, 4> t_3 = t;
    std::array<int32_t, 4> this_2 = std::array<int32_t, 4>{};
    this_2 = t_3;
    int32_t t_4 = this_2[1];
    t[3] = (t_2 + t_4) * 2;
    std::array<int32_t, 4> t_5 = t;
    std::array<int32_t, 4> this_3 = std::array<int32_t, 4>{};
    this_3 = t_5;
    int32_t t_6 = this_3[0];
    output.data[0u] = t_6;
    std::array<int32_t, 4> t_7 = t;
    std::array<int32_t, 4> this_4 = std::array<int32_t, 4>{};
    this_4 = t_7;
    int32_t t_8 = this_4[1];
    output.data[1u] = t_8;
    std::array<int32_t, 4> t_9 = t;
    std::array<int32_t, 4> this_5 = std::array<int32_t, 4>{};
    this_5 = t_9;
    int32_t t_10 = this_5[2];
    output.data[2u] = t_10;
    std::array<int32_t, 4> t_11 = t;
    std::array<int32_t, 4> this_6 = std::array<int32_t, 4>{};
    this_6 = t_11;
    int32_t t_12 = this_6[3];
    output.data[3u] = t_12;
    output.data[4u] = 106;
    output.data[5u] = 203;
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
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    output.data = {reinterpret_cast<int32_t*>(buffer0.data()), output.count};
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
    nsl::save_addresses(dir);
    return 0;
}
