struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct twice_bwd_Grads {
    float f0;
};
struct twice_fwd_Result {
    float p;
    float d;
};
static RWStructuredBuffer outputBuffer;
static twice_bwd_Grads twice_bwd(float p, float p_1);
static twice_fwd_Result twice_fwd(float p_2, float p_3);
static void computeMain();
static twice_bwd_Grads twice_bwd(float p, float p_1) {
    return twice_bwd_Grads{p * 2.0f * p_1 + p * p_1 * 5.0f};
}
static twice_fwd_Result twice_fwd(float p_2, float p_3) {
    float t = p_2 * 2.0f;
    return twice_fwd_Result{t * p_2, p_2 * (p_3 * 5.0f) + t * p_3};
}
static void computeMain() {
    outputBuffer.data[0u] = 10.0f;
    twice_bwd_Grads t_1 = twice_bwd(3.0f, 1.0f);
    outputBuffer.data[1u] = t_1.f0;
    twice_fwd_Result t_2 = twice_fwd(3.0f, 1.0f);
    outputBuffer.data[2u] = t_2.d;
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
