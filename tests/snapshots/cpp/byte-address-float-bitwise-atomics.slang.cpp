struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWByteAddressBuffer fBuf;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = nsl::atomic_exchange(fBuf.data[0u], 1075838976u);
    uint32_t t_1 = nsl::atomic_cmpxchg(fBuf.data[1u], 1073741824u, 1088421888u);
    uint32_t t_2 = nsl::atomic_cmpxchg(fBuf.data[2u], 0u, 1091567616u);
    uint32_t t_3 = nsl::atomic_cmpxchg(fBuf.data[3u], 1077936128u, 1082130432u);
    uint32_t t_4 = nsl::atomic_cmpxchg(fBuf.data[3u], 1077936128u, 1084227584u);
    outputBuffer.data[0u] = nsl::convert<uint32_t>(nsl::bitcast<float>(t) * 100.0f);
    outputBuffer.data[1u] = nsl::convert<uint32_t>(nsl::bitcast<float>(t_1) * 100.0f);
    outputBuffer.data[2u] = t_2;
    uint32_t t_5 = fBuf.data[0u];
    outputBuffer.data[3u] = nsl::convert<uint32_t>(nsl::bitcast<float>(t_5) * 100.0f);
    uint32_t t_6 = fBuf.data[1u];
    outputBuffer.data[4u] = nsl::convert<uint32_t>(nsl::bitcast<float>(t_6) * 100.0f);
    uint32_t t_7 = fBuf.data[2u];
    outputBuffer.data[5u] = t_7;
    uint32_t t_8 = fBuf.data[3u];
    outputBuffer.data[6u] = nsl::convert<uint32_t>(nsl::bitcast<float>(t_8) * 100.0f);
    outputBuffer.data[7u] = 1u;
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    fBuf.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    fBuf.data = {reinterpret_cast<uint32_t*>(buffer0.data()), fBuf.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
