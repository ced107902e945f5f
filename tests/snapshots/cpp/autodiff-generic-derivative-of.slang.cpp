struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct twice_bwd_Grads {
    std::array<float, 2> f0;
};
struct DifferentialPair_float_2_ {
    std::array<float, 2> p;
    std::array<float, 2> d;
};
struct DifferentialPair_float_3_ {
    std::array<float, 3> p;
    std::array<float, 3> d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static twice_bwd_Grads twice_bwd(std::array<float, 2> p, float p_1);
static void computeMain();
static void cubeSumBwd(DifferentialPair_float_2_& x, float p_2);
static void cubeSumBwd_1(DifferentialPair_float_3_& x_1, float dOut);
static twice_bwd_Grads twice_bwd(std::array<float, 2> p, float p_1) {
    std::array<float, 2> x_2 = std::array<float, 2>{};
    x_2 = p;
    float s;
    int32_t i;
    float s_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            float t = s_1;
            int32_t t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = x_2[i_1];
        float t_3 = x_2[i_1];
        float t_4 = x_2[i_1];
        float t_5 = s_1 + t_2 * t_3 * t_4;
        int32_t t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    DifferentialPair_float_2_ t_7 = DifferentialPair_float_2_{};
    t_7 = DifferentialPair_float_2_{p, std::array<float, 2>{{0.0f, 0.0f}}};
    cubeSumBwd(t_7, 2.0f * p_1);
    DifferentialPair_float_2_ t_8 = t_7;
    return twice_bwd_Grads{t_8.d};
}
static void computeMain() {
    DifferentialPair_float_3_ t_9 = DifferentialPair_float_3_{};
    t_9 = DifferentialPair_float_3_{std::array<float, 3>{{1.0f, 2.0f, 3.0f}}, std::array<float, 3>{{0.0f, 0.0f, 0.0f}}};
    cubeSumBwd_1(t_9, 2.0f);
    DifferentialPair_float_3_ t_10 = t_9;
    std::array<float, 3> t_11 = t_10.d;
    outputBuffer.data[0u] = t_11[0];
    outputBuffer.data[1u] = t_11[1];
    outputBuffer.data[2u] = t_11[2];
    twice_bwd_Grads t_12 = twice_bwd(std::array<float, 2>{{0.5f, -1.0f}}, 1.0f);
    std::array<float, 2> t_13 = t_12.f0;
    outputBuffer.data[3u] = t_13[0];
    outputBuffer.data[4u] = t_13[1];
    std::array<float, 3> x_3 = std::array<float, 3>{};
    x_3 = std::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    float s_2;
    int32_t i_2;
    float s_3 = 0.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            float t_14 = s_3;
            int32_t t_15 = i_3;
            s_2 = t_14;
            i_2 = t_15;
            break;
        }
        float t_16 = x_3[i_3];
        float t_17 = x_3[i_3];
        float t_18 = x_3[i_3];
        float t_19 = s_3 + t_16 * t_17 * t_18;
        int32_t t_20 = i_3 + 1;
        s_3 = t_19;
        i_3 = t_20;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    return;
}
static void cubeSumBwd(DifferentialPair_float_2_& x, float p_2) {
    std::array<float, 2> g = std::array<float, 2>{};
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        float t_21 = x.p[i_5];
        float t_22 = x.p[i_5];
        g[i_5] = 3.0f * t_21 * t_22 * p_2;
        i_5 = i_5 + 1;
        continue;
    }
    std::array<float, 2> t_23 = x.p;
    std::array<float, 2> t_24 = g;
    x = DifferentialPair_float_2_{t_23, t_24};
    return;
}
static void cubeSumBwd_1(DifferentialPair_float_3_& x_1, float dOut) {
    std::array<float, 3> g_1 = std::array<float, 3>{};
    int32_t i_6;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 3) {
        } else {
            i_6 = i_7;
            break;
        }
        float t_25 = x_1.p[i_7];
        float t_26 = x_1.p[i_7];
        g_1[i_7] = 3.0f * t_25 * t_26 * dOut;
        i_7 = i_7 + 1;
        continue;
    }
    std::array<float, 3> t_27 = x_1.p;
    std::array<float, 3> t_28 = g_1;
    x_1 = DifferentialPair_float_3_{t_27, t_28};
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
