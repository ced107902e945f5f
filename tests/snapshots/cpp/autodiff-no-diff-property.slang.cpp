struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct g_fwd_Result {
    float p;
    float d;
};
struct S {
    float a;
    float b;
};
struct h_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3);
static h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7);
static void computeMain();
static g_fwd_Result g_fwd(S p, S p_1, float p_2, float p_3) {
    float t = p.a;
    return g_fwd_Result{2.0f * t + t * p_2, 0.0f + (p_2 * p_1.a + t * p_3)};
}
static h_fwd_Result h_fwd(S p_4, S p_5, float p_6, float p_7) {
    float t_1 = p_4.a;
    return h_fwd_Result{t_1 * p_6, t_1 * p_7};
}
static void computeMain() {
    outputBuffer.data[0u] = 15.0f;
    outputBuffer.data[1u] = 7.0f;
    g_fwd_Result t_2 = g_fwd(S{3.0f, 5.0f}, S{1.0f, 1.0f}, 2.0f, 1.0f);
    outputBuffer.data[2u] = t_2.p;
    outputBuffer.data[3u] = t_2.d;
    h_fwd_Result t_3 = h_fwd(S{3.0f, 5.0f}, S{1.0f, 1.0f}, 2.0f, 0.5f);
    outputBuffer.data[4u] = t_3.p;
    outputBuffer.data[5u] = t_3.d;
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
