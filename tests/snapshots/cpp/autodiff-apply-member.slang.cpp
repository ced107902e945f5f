struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Pt {
    float a;
    float b;
};
struct DifferentialPair_Pt_ {
    Pt p;
    Pt d;
};
struct DifferentialPair_float_ {
    float p;
    float d;
};
static RWStructuredBuffer outputBuffer;
static void _func_extension_bwd_diff_737(DifferentialPair_Pt_& _func_extension_this, DifferentialPair_float_& s, float p);
static void computeMain();
static void _func_extension_bwd_diff_737(DifferentialPair_Pt_& _func_extension_this, DifferentialPair_float_& s, float p) {
    Pt t = _func_extension_this.p;
    float t_1 = s.p;
    Pt t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Pt_{t_2, Pt{p * t_1, p * 2.0f * t_1}};
    float t_3 = s.p;
    s = DifferentialPair_float_{t_3, p * (t.a + 2.0f * t.b)};
    return;
}
static void computeMain() {
    DifferentialPair_Pt_ t_4 = DifferentialPair_Pt_{};
    t_4 = DifferentialPair_Pt_{Pt{1.0f, 3.0f}, Pt{0.0f, 0.0f}};
    DifferentialPair_float_ t_5 = DifferentialPair_float_{};
    t_5 = DifferentialPair_float_{4.0f, 0.0f};
    _func_extension_bwd_diff_737(t_4, t_5, 0.5f);
    DifferentialPair_Pt_ t_6 = t_4;
    Pt t_7 = t_6.d;
    DifferentialPair_float_ t_8 = t_5;
    outputBuffer.data[0u] = t_7.a;
    outputBuffer.data[1u] = t_7.b;
    outputBuffer.data[2u] = t_8.d;
    outputBuffer.data[3u] = t_6.p.b;
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
