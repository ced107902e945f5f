struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Pair {
    float a;
    float b;
};
struct StructuredBuffer {
    nsl::rt_array<Pair> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static StructuredBuffer pairs;
static void computeMain();
static void computeMain() {
    float t = pairs.data[0u].b;
    outputBuffer.data[0u] = t + 0.125f;
    float t_1 = pairs.data[1u].a;
    outputBuffer.data[1u] = t_1;
    float t_2 = pairs.data[0u].a;
    outputBuffer.data[2u] = t_2;
    float t_3 = pairs.data[1u].b;
    outputBuffer.data[3u] = t_3 * 4.0f;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(Pair));
    pairs.count = (uint32_t)((buffer1.size() - sizeof(Pair)) / sizeof(Pair));
    pairs.data = {reinterpret_cast<Pair*>(buffer1.data()), pairs.count};
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
    buffer1.resize(buffer1.size() - sizeof(Pair));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
