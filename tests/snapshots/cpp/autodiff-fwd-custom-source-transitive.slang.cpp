struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct outer_fwd_Result {
    float p;
    float d;
};
static StructuredBuffer buf;
static RWStructuredBuffer outputBuffer;
static outer_fwd_Result outer_fwd(float p, float p_1);
static void computeMain();
static outer_fwd_Result outer_fwd(float p, float p_1) {
    float t = buf.data[1u];
    float t_1 = t * 2.0f;
    float t_2 = buf.data[0u];
    return outer_fwd_Result{t_1 * p + t_2 * 2.0f, p * 22.0f + t_1 * p_1 + 20.0f};
}
static void computeMain() {
    outer_fwd_Result t_3 = outer_fwd(3.0f, 0.0f);
    outputBuffer.data[0u] = t_3.d;
    outer_fwd_Result t_4 = outer_fwd(3.0f, 1.0f);
    outputBuffer.data[1u] = t_4.d;
    outer_fwd_Result t_5 = outer_fwd(3.0f, 1.0f);
    outputBuffer.data[2u] = t_5.p;
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
    buf.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    buf.data = {reinterpret_cast<float*>(buffer0.data()), buf.count};
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
