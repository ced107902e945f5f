struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static RWStructuredBuffer input;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static void computeMain() {
    float t = input.data[0u];
    float t_1 = input.data[1u];
    float t_2 = input.data[2u];
    float t_3 = input.data[3u];
    float t_4 = input.data[4u];
    float t_5 = input.data[5u];
    nsl::mat<float, 2, 3> t_6 = nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(t, t_1, t_2), nsl::make<nsl::vec<float, 3>>(t_3, t_4, t_5)}};
    nsl::mat<float, 2, 3> t_7 = nsl::sqrt(t_6);
    nsl::mat<float, 2, 3> t_8 = nsl::pow(t_6, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 1.0f, 2.0f), nsl::make<nsl::vec<float, 3>>(0.5f, 2.0f, 1.0f)}});
    nsl::mat<float, 2, 3> t_9 = nsl::clamp(t_6, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f), nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f)}}, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(5.0f, 5.0f, 5.0f), nsl::make<nsl::vec<float, 3>>(5.0f, 5.0f, 5.0f)}});
    nsl::vec<float, 3> t_10 = t_7[0];
    outputBuffer.data[0u] = t_10.x;
    outputBuffer.data[1u] = t_10.z;
    outputBuffer.data[2u] = t_7[1].y;
    outputBuffer.data[3u] = t_8[0].x;
    nsl::vec<float, 3> t_11 = t_8[1];
    outputBuffer.data[4u] = t_11.y;
    outputBuffer.data[5u] = t_11.z;
    outputBuffer.data[6u] = t_9[0].x;
    nsl::vec<float, 3> t_12 = t_9[1];
    outputBuffer.data[7u] = t_12.x;
    outputBuffer.data[8u] = t_12.z;
    nsl::mat<float, 2, 3> t_13 = nsl::rem(t_6, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.75f, 3.0f, 4.0f), nsl::make<nsl::vec<float, 3>>(5.0f, 1.0f, 0.2f)}});
    outputBuffer.data[9u] = t_13[0].y;
    nsl::vec<float, 3> t_14 = t_13[1];
    outputBuffer.data[10u] = t_14.x;
    outputBuffer.data[11u] = t_14.z;
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
    input.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    input.data = {reinterpret_cast<float*>(buffer0.data()), input.count};
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
