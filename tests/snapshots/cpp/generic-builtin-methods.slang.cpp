struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static float poly(float x, float y);
static int32_t poly_1(int32_t x_1, int32_t y_1);
static void computeMain() {
    output.data[0u] = 33.0f;
    output.data[1u] = 99.0f;
    float t = poly(6.0f, 4.0f);
    output.data[2u] = t;
    int32_t t_1 = poly_1(3, 5);
    output.data[3u] = nsl::convert<float>(t_1);
    output.data[4u] = 3.5f;
    output.data[5u] = 1.0f;
    output.data[6u] = 6.0f;
    output.data[7u] = 142.0f;
    return;
}
static float poly(float x, float y) {
    float t_2 = (x * y + x - y) / y;
    return nsl::select(x < y, -t_2, t_2);
}
static int32_t poly_1(int32_t x_1, int32_t y_1) {
    int32_t t_3 = nsl::div(x_1 * y_1 + x_1 - y_1, y_1);
    return nsl::select(x_1 < y_1, -t_3, t_3);
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
    output.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    output.data = {reinterpret_cast<float*>(buffer0.data()), output.count};
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
    nsl::save_addresses(dir);
    return 0;
}
