struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Box {
    float x;
};
struct Plain {
    float y;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Box this_1 = Box{};
    this_1 = Box{3.0f};
    float t = this_1.x;
    outputBuffer.data[0u] = t + 100.0f;
    Box this_2 = Box{};
    this_2 = Box{3.0f};
    float t_1 = this_2.x;
    outputBuffer.data[1u] = t_1 + 100.0f;
    Box this_3 = Box{};
    this_3 = Box{3.0f};
    float t_2 = this_3.x;
    outputBuffer.data[2u] = t_2 * 2.0f + 10.0f;
    Plain this_4 = Plain{};
    this_4 = Plain{5.0f};
    float t_3 = this_4.y;
    outputBuffer.data[3u] = t_3 * 3.0f + 10.0f;
    Plain this_5 = Plain{};
    this_5 = Plain{5.0f};
    float t_4 = this_5.y;
    outputBuffer.data[4u] = t_4 * 3.0f + 10.0f;
    Plain this_6 = Plain{};
    this_6 = Plain{5.0f};
    float t_5 = this_6.y;
    outputBuffer.data[5u] = t_5 * 3.0f + 10.0f;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
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
    return 0;
}
