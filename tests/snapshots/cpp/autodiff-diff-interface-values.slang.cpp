struct StructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Scale {
    float s;
};
struct Affine {
    float a;
    float b;
    int32_t unused;
};
struct ILayer {
    uint32_t typeId;
    Scale p0;
    Affine p1;
};
struct twice_bwd_Grads {
    ILayer f0;
    float f1;
};
struct twice_fwd_Result {
    float p;
    float d;
};
struct model_bwd_Grads {
    float f0;
    float f1;
};
struct model_fwd_Result {
    float p;
    float d;
};
static StructuredBuffer kinds;
static RWStructuredBuffer outputBuffer;
static float twice(ILayer p, float x);
static twice_bwd_Grads twice_bwd(ILayer p_1, float p_2, float p_3);
static twice_fwd_Result twice_fwd(ILayer p_4, ILayer p_5, float p_6, float p_7);
static model_bwd_Grads model_bwd(uint32_t p_8, float p_9, float p_10, float p_11);
static model_fwd_Result model_fwd(uint32_t p_12, float p_13, float p_14, float p_15, float p_16);
static void computeMain();
static float twice(ILayer p, float x) {
    uint32_t t = p.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        t_1 = p.p0.s * x;
        break;
    }
    case 1u:
    {
        Affine t_2 = p.p1;
        t_1 = t_2.a * x * x + t_2.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    float t_3 = x * 2.0f;
    float t_4;
    switch (t) {
    case 0u:
    {
        t_4 = p.p0.s * t_3;
        break;
    }
    case 1u:
    {
        Affine t_5 = p.p1;
        t_4 = t_5.a * t_3 * t_3 + t_5.b;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    return t_1 + t_4;
}
static twice_bwd_Grads twice_bwd(ILayer p_1, float p_2, float p_3) {
    uint32_t t_6 = p_1.typeId;
    float t_7 = p_2 * 2.0f;
    ILayer t_8;
    float t_9;
    switch (t_6) {
    case 0u:
    {
        Scale t_10 = Scale{0.0f};
        t_10.s = t_7 * p_3;
        ILayer t_11;
        if (t_6 == 0u) {
            t_11 = ILayer{0u, t_10, Affine{0.0f, 0.0f, 0}};
        } else {
            t_11 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        }
        ILayer t_12 = t_11;
        float t_13 = p_1.p0.s * p_3;
        t_8 = t_12;
        t_9 = t_13;
        break;
    }
    case 1u:
    {
        float t_14 = p_1.p1.a;
        float t_15 = t_7 * p_3;
        ILayer t_16;
        if (t_6 == 1u) {
            t_16 = ILayer{1u, Scale{0.0f}, Affine{0.0f + t_7 * t_15, p_3 + 0.0f, 0}};
        } else {
            t_16 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        }
        ILayer t_17 = t_16;
        float t_18 = t_14 * t_7 * p_3 + t_14 * t_15;
        t_8 = t_17;
        t_9 = t_18;
        break;
    }
    default: {
        ILayer t_19 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        float t_20 = 0.0f;
        t_8 = t_19;
        t_9 = t_20;
        break;
    }
    }
    ILayer t_21;
    float t_22;
    switch (t_6) {
    case 0u:
    {
        Scale t_23 = Scale{0.0f};
        t_23.s = p_2 * p_3;
        ILayer t_24;
        if (t_6 == 0u) {
            t_24 = ILayer{0u, t_23, Affine{0.0f, 0.0f, 0}};
        } else {
            t_24 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        }
        ILayer t_25 = t_24;
        float t_26 = p_1.p0.s * p_3;
        t_21 = t_25;
        t_22 = t_26;
        break;
    }
    case 1u:
    {
        float t_27 = p_1.p1.a;
        float t_28 = p_2 * p_3;
        ILayer t_29;
        if (t_6 == 1u) {
            t_29 = ILayer{1u, Scale{0.0f}, Affine{0.0f + p_2 * t_28, p_3 + 0.0f, 0}};
        } else {
            t_29 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        }
        ILayer t_30 = t_29;
        float t_31 = t_27 * p_2 * p_3 + t_27 * t_28;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    default: {
        ILayer t_32 = ILayer{4294967295u, Scale{0.0f}, Affine{0.0f, 0.0f, 0}};
        float t_33 = 0.0f;
        t_21 = t_32;
        t_22 = t_33;
        break;
    }
    }
    ILayer t_34;
    switch (t_8.typeId) {
    case 0u:
    {
        t_34 = ILayer{0u, Scale{t_8.p0.s + t_21.p0.s}, Affine{0.0f, 0.0f, 0}};
        break;
    }
    case 1u:
    {
        Affine t_35 = t_8.p1;
        Affine t_36 = t_21.p1;
        t_34 = ILayer{1u, Scale{0.0f}, Affine{t_35.a + t_36.a, t_35.b + t_36.b, t_35.unused + t_36.unused}};
        break;
    }
    default: {
        t_34 = t_21;
        break;
    }
    }
    return twice_bwd_Grads{t_34, 2.0f * t_9 + t_22};
}
static twice_fwd_Result twice_fwd(ILayer p_4, ILayer p_5, float p_6, float p_7) {
    uint32_t t_37 = p_4.typeId;
    float t_38;
    float t_39;
    switch (t_37) {
    case 0u:
    {
        float t_40 = p_4.p0.s;
        float t_41 = t_40 * p_6;
        float t_42 = p_6 * p_5.p0.s + t_40 * p_7;
        t_38 = t_41;
        t_39 = t_42;
        break;
    }
    case 1u:
    {
        Affine t_43 = p_4.p1;
        Affine t_44 = p_5.p1;
        float t_45 = t_43.a;
        float t_46 = t_45 * p_6;
        float t_47 = t_46 * p_6 + t_43.b;
        float t_48 = p_6 * (p_6 * t_44.a + t_45 * p_7) + t_46 * p_7 + t_44.b;
        t_38 = t_47;
        t_39 = t_48;
        break;
    }
    default: {
        float t_49 = 0.0f;
        float t_50 = 0.0f;
        t_38 = t_49;
        t_39 = t_50;
        break;
    }
    }
    float t_51 = p_6 * 2.0f;
    float t_52 = 2.0f * p_7;
    float t_53;
    float t_54;
    switch (t_37) {
    case 0u:
    {
        float t_55 = p_4.p0.s;
        float t_56 = t_55 * t_51;
        float t_57 = t_51 * p_5.p0.s + t_55 * t_52;
        t_53 = t_56;
        t_54 = t_57;
        break;
    }
    case 1u:
    {
        Affine t_58 = p_4.p1;
        Affine t_59 = p_5.p1;
        float t_60 = t_58.a;
        float t_61 = t_60 * t_51;
        float t_62 = t_61 * t_51 + t_58.b;
        float t_63 = t_51 * (t_51 * t_59.a + t_60 * t_52) + t_61 * t_52 + t_59.b;
        t_53 = t_62;
        t_54 = t_63;
        break;
    }
    default: {
        float t_64 = 0.0f;
        float t_65 = 0.0f;
        t_53 = t_64;
        t_54 = t_65;
        break;
    }
    }
    return twice_fwd_Result{t_38 + t_53, t_39 + t_54};
}
static model_bwd_Grads model_bwd(uint32_t p_8, float p_9, float p_10, float p_11) {
    bool t_66 = p_8 == 0u;
    ILayer l;
    if (t_66) {
        l = ILayer{0u, Scale{p_9 * p_9}, Affine{0.0f, 0.0f, 0}};
    } else {
        l = ILayer{1u, Scale{0.0f}, Affine{p_9, 2.0f * p_9, 3}};
    }
    float t_67 = twice(l, p_10);
    twice_bwd_Grads t_68 = twice_bwd(l, p_10, p_10 * p_11);
    ILayer t_69 = t_68.f0;
    float t_70;
    if (t_66) {
        float t_71 = p_9 * t_69.p0.s;
        t_70 = t_71 + t_71;
    } else {
        Affine t_72 = t_69.p1;
        t_70 = t_72.a + 2.0f * t_72.b;
    }
    return model_bwd_Grads{t_70, t_67 * p_11 + t_68.f1};
}
static model_fwd_Result model_fwd(uint32_t p_12, float p_13, float p_14, float p_15, float p_16) {
    ILayer l_1;
    ILayer t_73;
    if (p_12 == 0u) {
        float t_74 = p_13 * p_14;
        ILayer t_75 = ILayer{0u, Scale{p_13 * p_13}, Affine{0.0f, 0.0f, 0}};
        ILayer t_76 = ILayer{0u, Scale{t_74 + t_74}, Affine{0.0f, 0.0f, 0}};
        l_1 = t_75;
        t_73 = t_76;
    } else {
        ILayer t_77 = ILayer{1u, Scale{0.0f}, Affine{p_13, 2.0f * p_13, 3}};
        ILayer t_78 = ILayer{1u, Scale{0.0f}, Affine{p_14, 2.0f * p_14, 0}};
        l_1 = t_77;
        t_73 = t_78;
    }
    twice_fwd_Result t_79 = twice_fwd(l_1, t_73, p_15, p_16);
    float t_80 = t_79.p;
    return model_fwd_Result{t_80 * p_15, p_15 * t_79.d + t_80 * p_16};
}
static void computeMain() {
    uint32_t i;
    uint32_t i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            i = i_1;
            break;
        }
        uint32_t t_81 = kinds.data[i_1];
        uint32_t t_82 = i_1 * 4u;
        model_fwd_Result t_83 = model_fwd(t_81, 1.5f, 1.0f, 2.0f, 0.0f);
        outputBuffer.data[t_82] = t_83.d;
        model_fwd_Result t_84 = model_fwd(t_81, 1.5f, 0.0f, 2.0f, 1.0f);
        outputBuffer.data[t_82 + 1u] = t_84.d;
        model_bwd_Grads t_85 = model_bwd(t_81, 1.5f, 2.0f, 1.0f);
        outputBuffer.data[t_82 + 2u] = t_85.f0;
        outputBuffer.data[t_82 + 3u] = t_85.f1;
        i_1 = i_1 + 1u;
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
    kinds.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    kinds.data = {reinterpret_cast<uint32_t*>(buffer0.data()), kinds.count};
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
