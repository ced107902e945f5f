struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct viaLocalDot_fwd_Result {
    float p;
    float d;
};
struct viaDiff_fwd_Result {
    float p;
    float d;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3);
static viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7);
static void computeMain() {
    outputBuffer.data[0u] = 0.0f;
    viaLocalDot_fwd_Result t = viaLocalDot_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer.data[1u] = t.d;
    viaLocalDot_fwd_Result t_1 = viaLocalDot_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer.data[2u] = t_1.d;
    outputBuffer.data[3u] = 0.0f;
    viaDiff_fwd_Result t_2 = viaDiff_fwd(2.0f, 0.0f, 3.0f, 1.0f);
    outputBuffer.data[4u] = t_2.d;
    viaDiff_fwd_Result t_3 = viaDiff_fwd(2.0f, 1.0f, 3.0f, 0.0f);
    outputBuffer.data[5u] = t_3.d;
    outputBuffer.data[6u] = 20.0f;
    outputBuffer.data[7u] = 6.0f;
    return;
}
static viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3) {
    return viaLocalDot_fwd_Result{p * p_2, p_2 * 0.0f + p * p_3};
}
static viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7) {
    return viaDiff_fwd_Result{p_4 * p_6, p_6 * p_5 + p_4 * p_7};
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
