struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer inputBuffer;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t t = inputBuffer.data[0u];
    int32_t t_1 = inputBuffer.data[2u];
    nsl::vec<int32_t, 2> t_2 = nsl::vec<int32_t, 2>(nsl::splat<nsl::vec<int32_t, 2>>(t_1) >> (nsl::make<nsl::vec<int32_t, 2>>(t - 2, 2) & nsl::make<nsl::vec<int32_t, 2>>(31, 31)));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    int32_t t_3 = inputBuffer.data[1u];
    nsl::vec<int32_t, 3> t_4 = nsl::vec<int32_t, 3>(nsl::splat<nsl::vec<int32_t, 3>>(t_3) << (nsl::make<nsl::vec<int32_t, 3>>(1, 2, 3) & nsl::make<nsl::vec<int32_t, 3>>(31, 31, 31)));
    outputBuffer.data[2u] = t_4.x;
    outputBuffer.data[3u] = t_4.z;
    int32_t t_5 = inputBuffer.data[3u];
    nsl::vec<int32_t, 2> t_6 = nsl::vec<int32_t, 2>(nsl::splat<nsl::vec<int32_t, 2>>(t_5) >> (nsl::make<nsl::vec<int32_t, 2>>(1, 3) & nsl::make<nsl::vec<int32_t, 2>>(31, 31)));
    outputBuffer.data[4u] = t_6.x;
    outputBuffer.data[5u] = t_6.y;
    outputBuffer.data[6u] = 8;
    outputBuffer.data[7u] = 1;
    int32_t t_7 = inputBuffer.data[1u];
    nsl::vec<uint16_t, 2> t_8 = nsl::convert<nsl::vec<uint16_t, 2>>(nsl::vec<uint32_t, 2>(nsl::convert<nsl::vec<uint32_t, 2>>(nsl::splat<nsl::vec<uint16_t, 2>>(nsl::convert<uint16_t>(t_7))) << (nsl::make<nsl::vec<uint32_t, 2>>(1u, 13u) & nsl::make<nsl::vec<uint32_t, 2>>(31u, 31u))));
    outputBuffer.data[8u] = nsl::convert<int32_t>(t_8.x);
    outputBuffer.data[9u] = nsl::convert<int32_t>(t_8.y);
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
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    inputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
