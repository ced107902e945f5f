struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputBuffer;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    float t = inputBuffer.data[0u];
    outputBuffer.data[0u] = nsl::frac(t);
    float t_1 = inputBuffer.data[1u];
    outputBuffer.data[1u] = nsl::frac(t_1);
    float t_2 = inputBuffer.data[0u];
    float t_3 = inputBuffer.data[2u];
    float t_4 = inputBuffer.data[3u];
    nsl::vec<float, 3> t_5 = nsl::frac(nsl::make<nsl::vec<float, 3>>(t_2 * 3.0f, t_3 + 0.75f, -t_4));
    outputBuffer.data[2u] = t_5.x;
    outputBuffer.data[3u] = t_5.y;
    outputBuffer.data[4u] = t_5.z;
    float t_6 = inputBuffer.data[1u];
    outputBuffer.data[5u] = nsl::convert<float>(nsl::frac(nsl::convert<_Float16>(t_6 * 1.5f)));
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
    buffer0.resize(buffer0.size() + sizeof(float));
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    inputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
