struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<std::array<float, 4>, 3> g = std::array<std::array<float, 4>, 3>{};
    g = std::array<std::array<float, 4>, 3>{{std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}, std::array<float, 4>{{0.0f, 0.0f, 0.0f, 0.0f}}}};
    g[0][0] = 1.5f;
    g[0][2] = 2.5f;
    g[1][3] = 4.0f;
    std::array<std::array<float, 4>, 3> t = g;
    std::array<std::array<float, 4>, 3> this_1 = std::array<std::array<float, 4>, 3>{};
    this_1 = t;
    float t_1 = this_1[1][3];
    std::array<std::array<float, 4>, 3> t_2 = g;
    std::array<float, 4> this_2 = std::array<float, 4>{};
    this_2 = t_2[0];
    float t_3 = this_2[2];
    g[2][0] = t_1 + t_3;
    std::array<std::array<float, 4>, 3> t_4 = g;
    outputBuffer.data[0u] = t_4[0][0];
    std::array<std::array<float, 4>, 3> t_5 = g;
    std::array<float, 4> this_3 = std::array<float, 4>{};
    this_3 = t_5[0];
    float t_6 = this_3[2];
    outputBuffer.data[1u] = t_6;
    std::array<std::array<float, 4>, 3> t_7 = g;
    std::array<std::array<float, 4>, 3> this_4 = std::array<std::array<float, 4>, 3>{};
    this_4 = t_7;
    float t_8 = this_4[1][3];
    outputBuffer.data[2u] = t_8;
    std::array<std::array<float, 4>, 3> t_9 = g;
    std::array<std::array<float, 4>, 3> this_5 = std::array<std::array<float, 4>, 3>{};
    this_5 = t_9;
    float t_10 = this_5[2][0];
    outputBuffer.data[3u] = t_10;
    float t_11 = g[0][2];
    outputBuffer.data[4u] = t_11;
    std::array<std::array<float, 4>, 3> t_12 = g;
    std::array<std::array<float, 4>, 3> this_6 = std::array<std::array<float, 4>, 3>{};
    this_6 = t_12;
    float t_13 = this_6[0][0];
    outputBuffer.data[5u] = t_13;
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
    nsl::save_addresses(dir);
    return 0;
}
