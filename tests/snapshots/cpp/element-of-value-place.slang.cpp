struct RWStructuredBuffer {
    nsl::rt_array<nsl::vec<float, 4>> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer vectors;
static RWStructuredBuffer_1 result;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    uint32_t t_2 = t_1 + 2u;
    nsl::vec<float, 4> t_3 = vectors.data[0u];
    nsl::vec<float, 4> t_4 = nsl::vec<float, 4>{};
    t_4 = t_3;
    float t_5 = t_4[t_2];
    result.data[0u] = t_5;
    nsl::vec<float, 4> t_6 = vectors.data[1u];
    nsl::vec<float, 4> t_7 = nsl::vec<float, 4>{};
    t_7 = nsl::swizzle<3, 2, 1, 0>(t_6);
    float t_8 = t_7[t_2];
    result.data[1u] = t_8;
    nsl::vec<float, 4> t_9 = vectors.data[1u];
    nsl::vec<float, 2> t_10 = nsl::vec<float, 2>{};
    t_10 = nsl::swizzle<2, 3>(t_9);
    float t_11 = t_10[t_2 - 1u];
    result.data[2u] = t_11;
    nsl::vec<float, 3> t_12 = nsl::vec<float, 3>{};
    t_12 = nsl::swizzle<2, 1, 0>(t_6);
    float t_13 = t_12[t_1];
    result.data[3u] = t_13;
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
    buffer0.resize(buffer0.size() + sizeof(nsl::vec<float, 4>));
    vectors.count = (uint32_t)((buffer0.size() - sizeof(nsl::vec<float, 4>)) / sizeof(nsl::vec<float, 4>));
    vectors.data = {reinterpret_cast<nsl::vec<float, 4>*>(buffer0.data()), vectors.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    result.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    result.data = {reinterpret_cast<float*>(buffer1.data()), result.count};
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
    buffer0.resize(buffer0.size() - sizeof(nsl::vec<float, 4>));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
