struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct DifferentialPair_float_ {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void _func_extension_bwd_diff_834(DifferentialPair_float_& a, DifferentialPair_float_& b, float p);
static void computeMain();
static void _func_extension_bwd_diff_1143(DifferentialPair_float_& x, float _func_extension_dOut);
static void _func_extension_bwd_diff_834(DifferentialPair_float_& a, DifferentialPair_float_& b, float p) {
    float t = a.p;
    float t_1 = b.p;
    float t_2 = 10.0f * p;
    float t_3 = a.p;
    a = DifferentialPair_float_{t_3, t_2 * t_1};
    float t_4 = b.p;
    b = DifferentialPair_float_{t_4, t_2 * t};
    return;
}
static void computeMain() {
    DifferentialPair_float_ t_5 = DifferentialPair_float_{};
    t_5 = DifferentialPair_float_{3.0f, 0.0f};
    DifferentialPair_float_ t_6 = DifferentialPair_float_{};
    t_6 = DifferentialPair_float_{5.0f, 0.0f};
    _func_extension_bwd_diff_834(t_5, t_6, 2.0f);
    DifferentialPair_float_ t_7 = t_5;
    DifferentialPair_float_ t_8 = t_6;
    outputBuffer.data[0u] = t_7.d;
    outputBuffer.data[1u] = t_8.d;
    DifferentialPair_float_ t_9 = DifferentialPair_float_{};
    t_9 = DifferentialPair_float_{1.5f, 0.0f};
    _func_extension_bwd_diff_1143(t_9, 0.5f);
    DifferentialPair_float_ t_10 = t_9;
    outputBuffer.data[2u] = t_10.d;
    outputBuffer.data[3u] = 8.0f;
    return;
}
static void _func_extension_bwd_diff_1143(DifferentialPair_float_& x, float _func_extension_dOut) {
    float t_11 = x.p;
    float t_12 = x.p;
    x = DifferentialPair_float_{t_12, 20.0f * _func_extension_dOut * t_11};
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
