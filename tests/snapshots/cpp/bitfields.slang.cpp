struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static void computeMain() {
    outputBuffer.data[0u] = 900;
    int32_t t = inputs.data[1u];
    int32_t t_1 = inputs.data[0u];
    uint32_t t_2 = (nsl::convert<uint32_t>(t) & 15u & 4294901775u | uint32_t(nsl::convert<uint32_t>(t_1 * 20) << (4u & 31u)) & 65520u) & 65535u | 4293984256u;
    int32_t t_3 = inputs.data[1u];
    int32_t t_4 = inputs.data[2u];
    uint64_t t_5 = nsl::convert<uint64_t>(int64_t(nsl::convert<int64_t>(t_3) << (int64_t(30ll) & int64_t(63ll)))) & uint64_t(1099511627775ull) & uint64_t(18446736377128157183ull) | uint64_t(nsl::convert<uint64_t>(nsl::convert<uint8_t>(t_4 + 1)) << (uint64_t(40ull) & uint64_t(63ull))) & uint64_t(7696581394432ull);
    int32_t t_6 = int32_t(nsl::bitcast<int32_t>(uint32_t(t_2 << (28u & 31u))) >> (28 & 31));
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = nsl::convert<int32_t>(uint32_t(uint32_t(t_2 << (16u & 31u)) >> (20u & 31u)));
    outputBuffer.data[3u] = nsl::convert<int32_t>(uint32_t(t_2 >> (16u & 31u)));
    outputBuffer.data[4u] = nsl::convert<int32_t>(int64_t(int64_t(nsl::bitcast<int64_t>(uint64_t(t_5 << (uint64_t(24ull) & uint64_t(63ull)))) >> (int64_t(24ll) & int64_t(63ll))) >> (int64_t(20ll) & int64_t(63ll))));
    outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::convert<uint8_t>(uint64_t(uint64_t(t_5 << (uint64_t(21ull) & uint64_t(63ull))) >> (uint64_t(61ull) & uint64_t(63ull)))));
    outputBuffer.data[6u] = int32_t(nsl::bitcast<int32_t>(uint32_t((t_2 & 4294967280u | nsl::convert<uint32_t>(t_6 + 10) & 15u) << (28u & 31u))) >> (28 & 31));
    outputBuffer.data[7u] = 12188089;
    outputBuffer.data[8u] = 1682;
    outputBuffer.data[9u] = 28;
    outputBuffer.data[10u] = 28;
    outputBuffer.data[11u] = 9;
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
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    inputs.data = {reinterpret_cast<int32_t*>(buffer1.data()), inputs.count};
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
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
