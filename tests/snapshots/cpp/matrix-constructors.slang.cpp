struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static void computeMain() {
    float t = inputs.data[0u];
    outputBuffer.data[0u] = nsl::convert<int32_t>(t + t * 10.0f + t * 100.0f);
    float t_1 = inputs.data[3u];
    outputBuffer.data[1u] = 7531;
    float t_2 = inputs.data[1u];
    nsl::vec<float, 4> t_3 = nsl::splat<nsl::vec<float, 4>>(t_2);
    nsl::mat<float, 4, 4> t_4 = nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(1.0f, 2.0f, 3.0f, 4.0f), nsl::make<nsl::vec<float, 4>>(5.0f, 6.0f, 7.0f, 8.0f), nsl::make<nsl::vec<float, 4>>(9.0f, 10.0f, 11.0f, 12.0f), nsl::make<nsl::vec<float, 4>>(13.0f, 14.0f, 15.0f, t_1)}} * nsl::mat<float, 4, 4>{{t_3, t_3, t_3, t_3}};
    outputBuffer.data[2u] = nsl::convert<nsl::vec<int32_t, 3>>(nsl::swizzle<0, 1, 2>(t_4[2])).z + nsl::convert<nsl::vec<int32_t, 3>>(nsl::swizzle<0, 1, 2>(t_4[0])).y * 100;
    float t_5 = inputs.data[1u];
    float t_6 = inputs.data[2u];
    float t_7 = inputs.data[0u];
    outputBuffer.data[3u] = nsl::convert<int32_t>(t_5 * 10.0f + t_6 + t_7 * 100.0f + 4000.0f);
    float t_8 = inputs.data[0u];
    float t_9 = inputs.data[3u];
    outputBuffer.data[4u] = nsl::convert<int32_t>(t_9 * t_8);
    outputBuffer.data[5u] = 34;
    outputBuffer.data[6u] = nsl::convert<int32_t>(t_1);
    float t_10 = inputs.data[2u];
    nsl::vec<float, 2> t_11 = nsl::splat<nsl::vec<float, 2>>(t_10);
    outputBuffer.data[7u] = nsl::convert<int32_t>(nsl::determinant(nsl::mat<float, 2, 2>{{t_11, t_11}}) + 100.0f);
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
    buffer1.resize(buffer1.size() + sizeof(float));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    inputs.data = {reinterpret_cast<float*>(buffer1.data()), inputs.count};
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
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
