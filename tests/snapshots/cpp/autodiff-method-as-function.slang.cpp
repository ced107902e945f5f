struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct P_f_fwd_Result {
    float p;
    float d;
};
struct P {
    float a;
    float b;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3);
static void computeMain();
static P_f_fwd_Result P_f_fwd(P p, P p_1, float p_2, float p_3) {
    float t = p.a;
    float t_1 = p.b;
    float t_2 = t * p_2;
    return P_f_fwd_Result{t_2 * p_2 + t_1 * p_2, p_2 * (p_2 * p_1.a + t * p_3) + t_2 * p_3 + (p_2 * p_1.b + t_1 * p_3)};
}
static void computeMain() {
    P_f_fwd_Result t_3 = P_f_fwd(P{2.0f, 3.0f}, P{1.0f, 0.5f}, 1.5f, 2.0f);
    outputBuffer.data[0u] = t_3.p;
    outputBuffer.data[1u] = t_3.d;
    outputBuffer.data[2u] = 2.25f;
    outputBuffer.data[3u] = 1.5f;
    outputBuffer.data[4u] = 9.0f;
    outputBuffer.data[5u] = 2.6327477f;
    outputBuffer.data[6u] = 5.2654953f;
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
