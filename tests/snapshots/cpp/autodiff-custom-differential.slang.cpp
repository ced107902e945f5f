struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct State {
    float a;
    int32_t n;
    nsl::vec<float, 2> b;
};
struct f_bwd_Grads {
    State f0;
};
struct f_fwd_Result {
    State p;
    State d;
};
struct g_bwd_Grads {
    State f0;
    float f1;
};
static RWStructuredBuffer outputBuffer;
static f_bwd_Grads f_bwd(State p, State p_1);
static f_fwd_Result f_fwd(State p_2, State p_3);
static g_bwd_Grads g_bwd(State p_4, float& p_5, float p_6, float p_7);
static void computeMain();
static f_bwd_Grads f_bwd(State p, State p_1) {
    float t = p.a;
    float t_1 = p_1.a;
    nsl::vec<float, 2> t_2 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_2.x = t_1;
    return f_bwd_Grads{State{0.0f + (3.0f * t * t_1 + 3.0f * (t * t_1)), 0, nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * p_1.b + t_2 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
}
static f_fwd_Result f_fwd(State p_2, State p_3) {
    float t_3 = p_2.a;
    nsl::vec<float, 2> t_4 = p_2.b;
    float t_5 = p_3.a;
    nsl::vec<float, 2> t_6 = p_3.b;
    float t_7 = 3.0f * t_3;
    return f_fwd_Result{State{t_7 * t_3 + t_4.x, p_2.n + 1, nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * t_4}, State{t_3 * (3.0f * t_5) + t_7 * t_5 + t_6.x, 0, nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * t_6}};
}
static g_bwd_Grads g_bwd(State p_4, float& p_5, float p_6, float p_7) {
    float t_8 = p_4.a;
    nsl::vec<float, 2> t_9 = p_4.b;
    float t_10 = 3.0f * t_8 * t_8 + t_9.x;
    p_5 = t_10;
    nsl::vec<float, 2> t_11 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_11.y = t_10 * p_7;
    f_bwd_Grads t_12 = f_bwd(p_4, State{0.0f + (p_6 + (nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f) * t_9).y * p_7), 0, t_11 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)});
    return g_bwd_Grads{t_12.f0, 0.0f};
}
static void computeMain() {
    f_fwd_Result t_13 = f_fwd(State{2.0f, 7, nsl::make<nsl::vec<float, 2>>(1.0f, 5.0f)}, State{1.0f, 0, nsl::make<nsl::vec<float, 2>>(0.5f, 1.0f)});
    State t_14 = t_13.d;
    nsl::vec<float, 2> t_15 = t_14.b;
    outputBuffer.data[0u] = t_14.a;
    outputBuffer.data[1u] = t_15.x;
    outputBuffer.data[2u] = t_15.y;
    outputBuffer.data[3u] = nsl::convert<float>(t_13.p.n);
    float t_16 = 0.0f;
    t_16 = 0.0f;
    g_bwd_Grads t_17 = g_bwd(State{2.0f, 7, nsl::make<nsl::vec<float, 2>>(1.0f, 5.0f)}, t_16, 0.5f, 1.0f);
    State t_18 = t_17.f0;
    nsl::vec<float, 2> t_19 = t_18.b;
    outputBuffer.data[4u] = t_18.a;
    outputBuffer.data[5u] = t_19.x;
    outputBuffer.data[6u] = t_19.y;
    outputBuffer.data[7u] = 7.0f;
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
