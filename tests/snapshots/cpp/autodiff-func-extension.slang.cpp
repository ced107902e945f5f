struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct DifferentialPair_float_ {
    float p;
    float d;
};
struct Pt {
    float u;
    float v;
};
struct DifferentialPair_Pt_ {
    Pt p;
    Pt d;
};
struct Scale {
    float k;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x);
static DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p);
static void _func_extension_bwd_diff_1543(DifferentialPair_Pt_& self, float dOut);
static DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1);
static void computeMain();
static DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x) {
    float t = x.p;
    return DifferentialPair_float_{t * t * t * t, 40.0f * t * t * t * x.d};
}
static DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p) {
    Pt t_1 = p.p;
    float t_2 = t_1.u;
    float t_3 = t_1.v;
    Pt t_4 = p.d;
    return DifferentialPair_float_{t_2 * t_3, 10.0f * (t_4.u * t_3 + t_2 * t_4.v)};
}
static void _func_extension_bwd_diff_1543(DifferentialPair_Pt_& self, float dOut) {
    float t_5 = 10.0f * dOut;
    float t_6 = self.p.v;
    float t_7 = self.p.u;
    Pt t_8 = self.p;
    self = DifferentialPair_Pt_{t_8, Pt{t_5 * t_6, t_5 * t_7}};
    return;
}
static DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1) {
    float t_9 = self_1.k;
    return DifferentialPair_float_{t_9 * x_1.p, 10.0f * t_9 * x_1.d};
}
static void computeMain() {
    DifferentialPair_float_ t_10 = _func_extension_fwd_diff_710(DifferentialPair_float_{2.0f, 0.5f});
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    outputBuffer.data[2u] = 2160.0f;
    outputBuffer.data[3u] = 3.0f;
    outputBuffer.data[4u] = 5.0f;
    DifferentialPair_float_ t_11 = _func_extension_fwd_diff_1360(DifferentialPair_Pt_{Pt{2.0f, 5.0f}, Pt{1.0f, 3.0f}});
    outputBuffer.data[5u] = t_11.p;
    outputBuffer.data[6u] = t_11.d;
    DifferentialPair_Pt_ t_12 = DifferentialPair_Pt_{};
    t_12 = DifferentialPair_Pt_{Pt{2.0f, 5.0f}, Pt{1.0f, 3.0f}};
    _func_extension_bwd_diff_1543(t_12, 0.5f);
    DifferentialPair_Pt_ t_13 = t_12;
    Pt t_14 = t_13.d;
    outputBuffer.data[7u] = t_14.u;
    outputBuffer.data[8u] = t_14.v;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1807(Scale{4.0f}, DifferentialPair_float_{1.0f, 0.75f});
    outputBuffer.data[9u] = t_15.p;
    outputBuffer.data[10u] = t_15.d;
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
