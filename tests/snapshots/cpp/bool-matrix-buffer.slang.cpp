struct RWStructuredBuffer {
    nsl::rt_array<nsl::mat<float, 2, 2>> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<std::array<nsl::vec<uint32_t, 2>, 2>> data;
    uint32_t count;
};
static RWStructuredBuffer inputBuffer;
static RWStructuredBuffer_1 flags;
static void computeMain();
static void computeMain() {
    nsl::mat<float, 2, 2> t = inputBuffer.data[0u];
    nsl::mat<float, 2, 2> t_1 = inputBuffer.data[1u];
    nsl::vec<float, 2> t_2 = t_1[0];
    nsl::vec<float, 2> t_3 = t[0];
    flags.data[0u][0] = nsl::select(t_3 < t_2, nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u));
    nsl::vec<float, 2> t_4 = t_1[1];
    nsl::vec<float, 2> t_5 = t[1];
    flags.data[0u][1] = nsl::select(t_5 < t_4, nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u));
    flags.data[1u][0] = nsl::select(t_3 == t_2, nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u));
    flags.data[1u][1] = nsl::select(t_5 == t_4, nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u));
    nsl::vec<uint32_t, 2> t_6 = flags.data[0u][0];
    nsl::vec<uint32_t, 2> t_7 = flags.data[0u][1];
    flags.data[2u][0] = nsl::select(t_7 != nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u));
    flags.data[2u][1] = nsl::select(t_6 != nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u));
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
    buffer0.resize(buffer0.size() + sizeof(nsl::mat<float, 2, 2>));
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(nsl::mat<float, 2, 2>)) / sizeof(nsl::mat<float, 2, 2>));
    inputBuffer.data = {reinterpret_cast<nsl::mat<float, 2, 2>*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(std::array<nsl::vec<uint32_t, 2>, 2>));
    flags.count = (uint32_t)((buffer1.size() - sizeof(std::array<nsl::vec<uint32_t, 2>, 2>)) / sizeof(std::array<nsl::vec<uint32_t, 2>, 2>));
    flags.data = {reinterpret_cast<std::array<nsl::vec<uint32_t, 2>, 2>*>(buffer1.data()), flags.count};
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
    buffer0.resize(buffer0.size() - sizeof(nsl::mat<float, 2, 2>));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(std::array<nsl::vec<uint32_t, 2>, 2>));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
