struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static void computeMain() {
    uint32_t t = inputs.data[1u];
    uint32_t t_1 = inputs.data[0u];
    uint64_t t_2 = uint64_t(nsl::convert<uint64_t>(t) << (uint64_t(32ull) & uint64_t(63ull))) | nsl::convert<uint64_t>(t_1);
    uint32_t t_3 = inputs.data[3u];
    uint32_t t_4 = inputs.data[2u];
    uint64_t t_5 = uint64_t(nsl::convert<uint64_t>(t_3) << (uint64_t(32ull) & uint64_t(63ull))) | nsl::convert<uint64_t>(t_4);
    uint32_t t_6 = inputs.data[5u];
    uint32_t t_7 = inputs.data[4u];
    uint64_t t_8 = uint64_t(nsl::convert<uint64_t>(t_6) << (uint64_t(32ull) & uint64_t(63ull))) | nsl::convert<uint64_t>(t_7);
    int64_t t_9 = nsl::convert<int64_t>(t_5) - int64_t(5ll);
    outputBuffer.data[0u] = nsl::convert<int32_t>(nsl::countbits(t_2));
    outputBuffer.data[1u] = nsl::convert<int32_t>(nsl::firstbitlow(t_2));
    outputBuffer.data[2u] = nsl::convert<int32_t>(nsl::firstbithigh(t_2));
    outputBuffer.data[3u] = nsl::convert<int32_t>(nsl::firstbitlow(t_5));
    outputBuffer.data[4u] = nsl::convert<int32_t>(nsl::firstbithigh(t_5));
    outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::firstbitlow(t_8));
    outputBuffer.data[6u] = nsl::convert<int32_t>(nsl::firstbithigh(t_9));
    outputBuffer.data[7u] = nsl::convert<int32_t>(nsl::countbits(t_9));
    uint64_t t_10 = nsl::reversebits(t_2);
    outputBuffer.data[8u] = nsl::convert<int32_t>(uint64_t(t_10 >> (uint64_t(32ull) & uint64_t(63ull))));
    outputBuffer.data[9u] = nsl::convert<int32_t>(t_10);
    nsl::vec<uint32_t, 2> t_11 = nsl::countbits(nsl::make<nsl::vec<uint64_t, 2>>(t_2, t_8));
    outputBuffer.data[10u] = nsl::convert<int32_t>(t_11.x * 10u + t_11.y);
    nsl::vec<uint32_t, 2> t_12 = nsl::firstbitlow(nsl::make<nsl::vec<uint64_t, 2>>(t_8, uint64_t(1ull)));
    outputBuffer.data[11u] = nsl::convert<int32_t>(t_12.x * 10u + t_12.y);
    outputBuffer.data[12u] = int32_t(0x80000000u);
    outputBuffer.data[13u] = nsl::convert<int32_t>(nsl::firstbithigh(nsl::convert<int64_t>(t_8)));
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
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    inputs.data = {reinterpret_cast<uint32_t*>(buffer1.data()), inputs.count};
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
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
