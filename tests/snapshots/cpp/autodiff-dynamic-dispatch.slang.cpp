struct StructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Wave_eval_fwd_Result {
    float p;
    float d;
};
struct Wave {
    int32_t n;
};
struct g_bwd_Grads {
    float f0;
    float f1;
};
struct g_fwd_Result {
    float p;
    float d;
};
struct Quad {
    float k;
};
struct IShape {
    uint32_t typeId;
    Quad p0;
    Wave p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer ids;
static RWStructuredBuffer outputBuffer;
static Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4);
static g_bwd_Grads g_bwd(uint32_t p_5, float p_6, float p_7, float p_8);
static g_fwd_Result g_fwd(uint32_t p_9, float p_10, float p_11, float p_12, float p_13);
static void computeMain();
static Wave_eval_fwd_Result Wave_eval_fwd(Wave p, float p_1, float p_2, float p_3, float p_4) {
    float t = nsl::convert<float>(p.n);
    float t_1 = p_1 * t;
    float t_2 = p_3 * p_3;
    float t_3 = p_3 * p_4;
    return Wave_eval_fwd_Result{nsl::sin(t_1) + t_2 * p_3, nsl::cos(t_1) * (t * p_2) + (p_3 * (t_3 + t_3) + t_2 * p_4)};
}
static g_bwd_Grads g_bwd(uint32_t p_5, float p_6, float p_7, float p_8) {
    IShape t_4;
    for (;;) {
        if (p_5 == 0u) {
            t_4 = IShape{0u, Quad{2.0f}, Wave{0}};
            break;
        }
        if (p_5 == 1u) {
            t_4 = IShape{1u, Quad{0.0f}, Wave{3}};
            break;
        }
        t_4 = IShape{2u, Quad{0.0f}, Wave{0}};
        break;
    }
    uint32_t t_5 = t_4.typeId;
    float t_6;
    switch (t_5) {
    case 0u:
    {
        t_6 = t_4.p0.k * p_6 * p_6 * p_7;
        break;
    }
    case 1u:
    {
        t_6 = nsl::sin(p_6 * nsl::convert<float>(t_4.p1.n)) + p_7 * p_7 * p_7;
        break;
    }
    case 2u:
    {
        t_6 = 3.0f * p_6 - p_7;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    float t_7 = p_6 * p_8;
    float t_8;
    float t_9;
    switch (t_5) {
    case 0u:
    {
        float t_10 = t_4.p0.k;
        float t_11 = t_10 * p_6;
        float t_12 = p_7 * t_7;
        float t_13 = t_11 * t_12 + t_10 * (p_6 * t_12);
        float t_14 = t_11 * p_6 * t_7;
        t_8 = t_13;
        t_9 = t_14;
        break;
    }
    case 1u:
    {
        float t_15 = nsl::convert<float>(t_4.p1.n);
        float t_16 = p_7 * (p_7 * t_7);
        float t_17 = t_15 * (nsl::cos(p_6 * t_15) * t_7);
        float t_18 = p_7 * p_7 * t_7 + t_16 + t_16;
        t_8 = t_17;
        t_9 = t_18;
        break;
    }
    case 2u:
    {
        float t_19 = 3.0f * t_7;
        float t_20 = -t_7;
        t_8 = t_19;
        t_9 = t_20;
        break;
    }
    default: {
        float t_21 = 0.0f;
        float t_22 = 0.0f;
        t_8 = t_21;
        t_9 = t_22;
        break;
    }
    }
    return g_bwd_Grads{t_6 * p_8 + t_8, t_9};
}
static g_fwd_Result g_fwd(uint32_t p_9, float p_10, float p_11, float p_12, float p_13) {
    IShape t_23;
    for (;;) {
        if (p_9 == 0u) {
            t_23 = IShape{0u, Quad{2.0f}, Wave{0}};
            break;
        }
        if (p_9 == 1u) {
            t_23 = IShape{1u, Quad{0.0f}, Wave{3}};
            break;
        }
        t_23 = IShape{2u, Quad{0.0f}, Wave{0}};
        break;
    }
    float t_24;
    float t_25;
    switch (t_23.typeId) {
    case 0u:
    {
        float t_26 = t_23.p0.k;
        float t_27 = t_26 * p_10;
        float t_28 = t_27 * p_10;
        float t_29 = t_28 * p_12;
        float t_30 = p_12 * (p_10 * (t_26 * p_11) + t_27 * p_11) + t_28 * p_13;
        t_24 = t_29;
        t_25 = t_30;
        break;
    }
    case 1u:
    {
        Wave_eval_fwd_Result t_31 = Wave_eval_fwd(t_23.p1, p_10, p_11, p_12, p_13);
        float t_32 = t_31.p;
        float t_33 = t_31.d;
        t_24 = t_32;
        t_25 = t_33;
        break;
    }
    case 2u:
    {
        float t_34 = 3.0f * p_10 - p_12;
        float t_35 = 3.0f * p_11 + -p_13;
        t_24 = t_34;
        t_25 = t_35;
        break;
    }
    default: {
        float t_36 = 0.0f;
        float t_37 = 0.0f;
        t_24 = t_36;
        t_25 = t_37;
        break;
    }
    }
    return g_fwd_Result{t_24 * p_10, p_10 * t_25 + t_24 * p_11};
}
static void computeMain() {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        uint32_t t_38 = ids.data[nsl::convert<uint32_t>(i_1)];
        int32_t t_39 = 4 * i_1;
        g_fwd_Result t_40 = g_fwd(t_38, 0.5f, 1.0f, 1.5f, 0.0f);
        outputBuffer.data[nsl::convert<uint32_t>(t_39)] = t_40.d;
        g_fwd_Result t_41 = g_fwd(t_38, 0.5f, 0.0f, 1.5f, 1.0f);
        outputBuffer.data[nsl::convert<uint32_t>(t_39 + 1)] = t_41.d;
        g_bwd_Grads t_42 = g_bwd(t_38, 0.5f, 1.5f, 1.0f);
        outputBuffer.data[nsl::convert<uint32_t>(t_39 + 2)] = t_42.f0;
        outputBuffer.data[nsl::convert<uint32_t>(t_39 + 3)] = t_42.f1;
        i_1 = i_1 + 1;
        continue;
    }
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    ids.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    ids.data = {reinterpret_cast<uint32_t*>(buffer0.data()), ids.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
