struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct cube_fwd_Result {
    float p;
    float d;
};
struct cube_fwd_fwd_Result {
    cube_fwd_Result p;
    cube_fwd_Result d;
};
struct g_fwd_Result {
    float p;
    float d;
};
struct g_fwd_fwd_Result {
    g_fwd_Result p;
    g_fwd_Result d;
};
struct sqrt_intrinsic_0_fwd_Result {
    float p;
    float d;
};
struct sqrt_intrinsic_0_fwd_fwd_Result {
    sqrt_intrinsic_0_fwd_Result p;
    sqrt_intrinsic_0_fwd_Result d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3);
static g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int32_t p_8);
static void computeMain();
static sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12);
static cube_fwd_fwd_Result cube_fwd_fwd(float p, float p_1, float p_2, float p_3) {
    float t = p * p;
    float t_1 = p * p_1;
    float t_2 = t_1 + t_1;
    float t_3 = p * p_2;
    float t_4 = p_2 * p_1 + p * p_3;
    float t_5 = t_3 + t_3;
    return cube_fwd_fwd_Result{cube_fwd_Result{t * p, p * t_5 + t * p_2}, cube_fwd_Result{p * t_2 + t * p_1, t_5 * p_1 + p * (t_4 + t_4) + (p_2 * t_2 + t * p_3)}};
}
static g_fwd_fwd_Result g_fwd_fwd(float p_4, float p_5, float p_6, float p_7, int32_t p_8) {
    cube_fwd_fwd_Result t_6 = cube_fwd_fwd(p_4, p_5, p_6, p_7);
    cube_fwd_Result t_7 = t_6.p;
    cube_fwd_Result t_8 = t_6.d;
    float t_9 = nsl::convert<float>(p_8);
    float t_10 = nsl::exp(p_4);
    float t_11 = t_10 * p_5;
    return g_fwd_fwd_Result{g_fwd_Result{t_7.p * t_9 + t_10, t_9 * t_7.d + t_10 * p_6}, g_fwd_Result{t_9 * t_8.p + t_11, t_9 * t_8.d + (p_6 * t_11 + t_10 * p_7)}};
}
static void computeMain() {
    g_fwd_fwd_Result t_12 = g_fwd_fwd(1.0f, 1.0f, 1.0f, 0.0f, 2);
    g_fwd_Result t_13 = t_12.p;
    g_fwd_Result t_14 = t_12.d;
    outputBuffer.data[0u] = t_13.p;
    outputBuffer.data[1u] = t_13.d;
    outputBuffer.data[2u] = t_14.p;
    outputBuffer.data[3u] = t_14.d;
    outputBuffer.data[4u] = 1.0f;
    sqrt_intrinsic_0_fwd_fwd_Result t_15 = sqrt_intrinsic_0_fwd_fwd(4.0f, 1.0f, 1.0f, 0.0f);
    outputBuffer.data[5u] = t_15.d.d;
    return;
}
static sqrt_intrinsic_0_fwd_fwd_Result sqrt_intrinsic_0_fwd_fwd(float p_9, float p_10, float p_11, float p_12) {
    float t_16 = nsl::max(1e-7f, p_9);
    float t_17 = nsl::sqrt(t_16);
    float t_18 = 0.5f / t_17;
    return sqrt_intrinsic_0_fwd_fwd_Result{sqrt_intrinsic_0_fwd_Result{nsl::sqrt(p_9), t_18 * p_11}, sqrt_intrinsic_0_fwd_Result{t_18 * p_10, p_11 * (-(t_18 / t_17) * (0.5f / nsl::sqrt(nsl::max(1e-7f, t_16)) * (nsl::select(p_9 > 1e-7f, 1.0f, nsl::select(1e-7f == p_9, 0.5f, 0.0f)) * p_10))) + t_18 * p_12}};
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
