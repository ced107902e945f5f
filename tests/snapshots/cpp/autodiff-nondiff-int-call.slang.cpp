struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct f_bwd_Grads {
    float f0;
};
struct f_fwd_Result {
    float p;
    float d;
};
static RWStructuredBuffer outputBuffer;
static f_bwd_Grads f_bwd(float p, float p_1);
static f_fwd_Result f_fwd(float p_2, float p_3);
static void computeMain();
static f_bwd_Grads f_bwd(float p, float p_1) {
    int32_t t;
    for (;;) {
        if (p < 1.0f) {
            t = 0;
            break;
        }
        t = 1;
        break;
    }
    bool t_1 = t == 0;
    bool t_2 = nsl::select(t_1, 2, 0) == 0;
    float t_3 = p * nsl::select(t_2, 0.0f, p_1);
    return f_bwd_Grads{nsl::select(t_2, 3.0f * p_1, 0.0f) + nsl::select(t_1, t_3 + t_3, 0.0f)};
}
static f_fwd_Result f_fwd(float p_2, float p_3) {
    int32_t t_4;
    for (;;) {
        if (p_2 < 1.0f) {
            t_4 = 0;
            break;
        }
        t_4 = 1;
        break;
    }
    if (t_4 == 0) {
        float t_5 = p_2 * p_3;
        return f_fwd_Result{p_2 * p_2, t_5 + t_5};
    }
    return f_fwd_Result{3.0f * p_2, 3.0f * p_3};
}
static void computeMain() {
    f_fwd_Result t_6 = f_fwd(0.5f, 1.0f);
    outputBuffer.data[0u] = t_6.d;
    f_fwd_Result t_7 = f_fwd(2.0f, 1.0f);
    outputBuffer.data[1u] = t_7.d;
    f_bwd_Grads t_8 = f_bwd(0.25f, 2.0f);
    outputBuffer.data[2u] = t_8.f0;
    f_bwd_Grads t_9 = f_bwd(4.0f, 2.0f);
    outputBuffer.data[3u] = t_9.f0;
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
