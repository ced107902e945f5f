struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct att_fwd_Result {
    float p;
    float d;
};
struct Seg {
    float x0;
    float x1;
};
struct Hit {
    Seg s;
    float x;
};
struct att_fwd_bwd_Grads {
    Hit f0;
    Hit f1;
};
struct att_fwd_fwd_Result {
    att_fwd_Result p;
    att_fwd_Result d;
};
struct viaFwd_bwd_Grads {
    float f0;
};
struct viaFwd_fwd_Result {
    float p;
    float d;
};
struct DifferentialPair_Hit_ {
    Hit p;
    Hit d;
};
struct core_diffPair_fwd_Result {
    DifferentialPair_Hit_ p;
    DifferentialPair_Hit_ d;
};
static RWStructuredBuffer outputBuffer;
static att_fwd_Result att_fwd(Hit p, Hit p_1);
static att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4);
static att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8);
static float viaFwd(float x0);
static viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10);
static viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12);
static void computeMain();
static core_diffPair_fwd_Result core_diffPair_fwd(Hit p_13, Hit p_14, Hit p_15, Hit p_16);
static att_fwd_Result att_fwd(Hit p, Hit p_1) {
    Seg t = p.s;
    float t_1 = t.x0;
    float t_2 = t.x1;
    float t_3 = p.x;
    Seg t_4 = p_1.s;
    float t_5 = t_2 - t_3;
    float t_6 = t_3 - t_1;
    float t_7 = t_5 + t_6;
    float t_8 = (t_5 * t_1 + t_6 * t_2) / t_7;
    return att_fwd_Result{t_8, 1.0f / t_7 * (t_1 * 0.0f + t_5 * t_4.x0 + (t_2 * 0.0f + t_6 * t_4.x1)) + -(t_8 / t_7) * 0.0f};
}
static att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4) {
    Seg t_9 = p_2.s;
    float t_10 = p_2.x;
    float t_11 = t_9.x1 - t_10;
    float t_12 = t_10 - t_9.x0;
    float t_13 = 1.0f / (t_11 + t_12);
    float t_14 = p_4.d;
    float t_15 = t_13 * t_14;
    float t_16 = t_13 * (p_4.p + t_13 * -(0.0f * t_14));
    float t_17 = 0.0f * t_15;
    Hit t_18 = Hit{Seg{0.0f, 0.0f}, 0.0f};
    t_18.s = Seg{0.0f + t_11 * t_15, t_12 * t_15 + 0.0f};
    Hit t_19 = Hit{Seg{0.0f, 0.0f}, 0.0f};
    t_19.s = Seg{0.0f + (t_17 + t_11 * t_16), t_17 + t_12 * t_16 + 0.0f};
    return att_fwd_bwd_Grads{t_19, t_18};
}
static att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8) {
    Seg t_20 = p_5.s;
    float t_21 = t_20.x0;
    float t_22 = t_20.x1;
    float t_23 = p_5.x;
    Seg t_24 = p_6.s;
    float t_25 = t_24.x0;
    float t_26 = t_24.x1;
    Seg t_27 = p_7.s;
    float t_28 = t_27.x0;
    float t_29 = t_27.x1;
    Seg t_30 = p_8.s;
    float t_31 = t_22 - t_23;
    float t_32 = t_23 - t_21;
    float t_33 = t_21 * 0.0f;
    float t_34 = t_22 * 0.0f;
    float t_35 = t_33 + t_31 * t_28 + (t_34 + t_32 * t_29);
    float t_36 = t_31 + t_32;
    float t_37 = (t_31 * t_21 + t_32 * t_22) / t_36;
    float t_38 = 1.0f / t_36;
    float t_39 = t_37 / t_36;
    float t_40 = -t_39 * 0.0f;
    float t_41 = t_38 * (t_33 + t_31 * t_25 + (t_34 + t_32 * t_26)) + t_40;
    return att_fwd_fwd_Result{att_fwd_Result{t_37, t_38 * t_35 + t_40}, att_fwd_Result{t_41, t_35 * (-(t_38 / t_36) * 0.0f) + t_38 * (0.0f * t_25 + t_33 + (t_28 * 0.0f + t_31 * t_30.x0) + (0.0f * t_26 + t_34 + (t_29 * 0.0f + t_32 * t_30.x1))) + (0.0f * -(t_38 * t_41 + -(t_39 / t_36) * 0.0f) + t_40)}};
}
static float viaFwd(float x0) {
    att_fwd_Result t_42 = att_fwd(Hit{Seg{x0, 0.7f}, 0.5f}, Hit{Seg{0.0f, 0.0f}, 1.0f});
    return t_42.p;
}
static viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10) {
    Hit t_43 = Hit{Seg{p_9, 0.7f}, 0.5f};
    att_fwd_Result t_44 = att_fwd(t_43, Hit{Seg{0.0f, 0.0f}, 1.0f});
    att_fwd_bwd_Grads t_45 = att_fwd_bwd(t_43, Hit{Seg{0.0f, 0.0f}, 1.0f}, att_fwd_Result{0.0f + p_10, 0.0f});
    return viaFwd_bwd_Grads{0.0f + t_45.f0.s.x0};
}
static viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12) {
    core_diffPair_fwd_Result t_46 = core_diffPair_fwd(Hit{Seg{p_11, 0.7f}, 0.5f}, Hit{Seg{p_12, 0.0f}, 0.0f}, Hit{Seg{0.0f, 0.0f}, 1.0f}, Hit{Seg{0.0f, 0.0f}, 0.0f});
    DifferentialPair_Hit_ t_47 = t_46.p;
    DifferentialPair_Hit_ t_48 = t_46.d;
    att_fwd_fwd_Result t_49 = att_fwd_fwd(t_47.p, t_48.p, t_47.d, t_48.d);
    return viaFwd_fwd_Result{t_49.p.p, t_49.d.p};
}
static void computeMain() {
    viaFwd_bwd_Grads t_50 = viaFwd_bwd(0.3f, 1.0f);
    outputBuffer.data[0u] = t_50.f0;
    viaFwd_fwd_Result t_51 = viaFwd_fwd(0.3f, 1.0f);
    outputBuffer.data[1u] = t_51.d;
    float t_52 = viaFwd(0.3f);
    outputBuffer.data[2u] = t_52;
    att_fwd_Result t_53 = att_fwd(Hit{Seg{0.3f, 0.7f}, 0.5f}, Hit{Seg{2.0f, 0.0f}, 0.0f});
    outputBuffer.data[3u] = t_53.d;
    return;
}
static core_diffPair_fwd_Result core_diffPair_fwd(Hit p_13, Hit p_14, Hit p_15, Hit p_16) {
    return core_diffPair_fwd_Result{DifferentialPair_Hit_{p_13, p_15}, DifferentialPair_Hit_{p_14, p_16}};
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
