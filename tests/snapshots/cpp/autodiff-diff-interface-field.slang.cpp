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
struct Sq {
    float a;
};
struct ILayer {
    uint32_t typeId;
    Scale p0;
    Sq p1;
};
struct Model {
    ILayer l;
    float bias;
};
struct eval_bwd_Grads {
    Model f0;
    float f1;
};
struct eval_fwd_Result {
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
static float eval(Model p, float x);
static eval_bwd_Grads eval_bwd(Model p_1, float p_2, float p_3);
static eval_fwd_Result eval_fwd(Model p_4, Model p_5, float p_6, float p_7);
static model_bwd_Grads model_bwd(uint32_t p_8, float p_9, float p_10, float p_11);
static model_fwd_Result model_fwd(uint32_t p_12, float p_13, float p_14, float p_15, float p_16);
static void computeMain();
static float eval(Model p, float x) {
    ILayer t = p.l;
    float t_1;
    switch (t.typeId) {
    case 0u:
    {
        t_1 = t.p0.s * x;
        break;
    }
    case 1u:
    {
        t_1 = t.p1.a * x * x;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1 + p.bias * x;
}
static eval_bwd_Grads eval_bwd(Model p_1, float p_2, float p_3) {
    ILayer t_2 = p_1.l;
    uint32_t t_3 = t_2.typeId;
    float t_4 = p_2 * p_3;
    ILayer t_5;
    float t_6;
    switch (t_3) {
    case 0u:
    {
        Scale t_7 = Scale{0.0f};
        t_7.s = t_4;
        ILayer t_8;
        if (t_3 == 0u) {
            t_8 = ILayer{0u, t_7, Sq{0.0f}};
        } else {
            t_8 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
        }
        ILayer t_9 = t_8;
        float t_10 = t_2.p0.s * p_3;
        t_5 = t_9;
        t_6 = t_10;
        break;
    }
    case 1u:
    {
        float t_11 = t_2.p1.a;
        Sq t_12 = Sq{0.0f};
        t_12.a = p_2 * t_4;
        ILayer t_13;
        if (t_3 == 1u) {
            t_13 = ILayer{1u, Scale{0.0f}, t_12};
        } else {
            t_13 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
        }
        ILayer t_14 = t_13;
        float t_15 = t_11 * p_2 * p_3 + t_11 * t_4;
        t_5 = t_14;
        t_6 = t_15;
        break;
    }
    default: {
        ILayer t_16 = ILayer{4294967295u, Scale{0.0f}, Sq{0.0f}};
        float t_17 = 0.0f;
        t_5 = t_16;
        t_6 = t_17;
        break;
    }
    }
    return eval_bwd_Grads{Model{t_5, t_4 + 0.0f}, p_1.bias * p_3 + t_6};
}
static eval_fwd_Result eval_fwd(Model p_4, Model p_5, float p_6, float p_7) {
    ILayer t_18 = p_4.l;
    float t_19 = p_4.bias;
    ILayer t_20 = p_5.l;
    float t_21;
    float t_22;
    switch (t_18.typeId) {
    case 0u:
    {
        float t_23 = t_18.p0.s;
        float t_24 = t_23 * p_6;
        float t_25 = p_6 * t_20.p0.s + t_23 * p_7;
        t_21 = t_24;
        t_22 = t_25;
        break;
    }
    case 1u:
    {
        float t_26 = t_18.p1.a;
        float t_27 = t_26 * p_6;
        float t_28 = t_27 * p_6;
        float t_29 = p_6 * (p_6 * t_20.p1.a + t_26 * p_7) + t_27 * p_7;
        t_21 = t_28;
        t_22 = t_29;
        break;
    }
    default: {
        float t_30 = 0.0f;
        float t_31 = 0.0f;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    }
    return eval_fwd_Result{t_21 + t_19 * p_6, t_22 + (p_6 * p_5.bias + t_19 * p_7)};
}
static model_bwd_Grads model_bwd(uint32_t p_8, float p_9, float p_10, float p_11) {
    bool t_32 = p_8 == 0u;
    ILayer m;
    if (t_32) {
        m = ILayer{0u, Scale{p_9}, Sq{0.0f}};
    } else {
        m = ILayer{1u, Scale{0.0f}, Sq{p_9}};
    }
    Model t_33 = Model{m, p_9 * p_9};
    float t_34 = eval(t_33, p_10);
    float t_35 = 2.0f * p_10;
    float t_36 = eval(t_33, t_35);
    eval_bwd_Grads t_37 = eval_bwd(t_33, t_35, p_11);
    Model t_38 = t_37.f0;
    ILayer t_39 = t_38.l;
    eval_bwd_Grads t_40 = eval_bwd(t_33, p_10, p_11);
    Model t_41 = t_40.f0;
    ILayer t_42 = t_41.l;
    ILayer t_43;
    switch (t_39.typeId) {
    case 0u:
    {
        t_43 = ILayer{0u, Scale{t_39.p0.s + t_42.p0.s}, Sq{0.0f}};
        break;
    }
    case 1u:
    {
        t_43 = ILayer{1u, Scale{0.0f}, Sq{t_39.p1.a + t_42.p1.a}};
        break;
    }
    default: {
        t_43 = t_42;
        break;
    }
    }
    float t_44 = p_9 * (t_38.bias + t_41.bias);
    return model_bwd_Grads{t_44 + t_44 + nsl::select(t_32, t_43.p0.s, t_43.p1.a), 2.0f * t_37.f1 + t_40.f1};
}
static model_fwd_Result model_fwd(uint32_t p_12, float p_13, float p_14, float p_15, float p_16) {
    ILayer m_1;
    ILayer t_45;
    if (p_12 == 0u) {
        ILayer t_46 = ILayer{0u, Scale{p_13}, Sq{0.0f}};
        ILayer t_47 = ILayer{0u, Scale{p_14}, Sq{0.0f}};
        m_1 = t_46;
        t_45 = t_47;
    } else {
        ILayer t_48 = ILayer{1u, Scale{0.0f}, Sq{p_13}};
        ILayer t_49 = ILayer{1u, Scale{0.0f}, Sq{p_14}};
        m_1 = t_48;
        t_45 = t_49;
    }
    float t_50 = p_13 * p_14;
    Model t_51 = Model{m_1, p_13 * p_13};
    Model t_52 = Model{t_45, t_50 + t_50};
    eval_fwd_Result t_53 = eval_fwd(t_51, t_52, p_15, p_16);
    eval_fwd_Result t_54 = eval_fwd(t_51, t_52, 2.0f * p_15, 2.0f * p_16);
    return model_fwd_Result{t_53.p + t_54.p, t_53.d + t_54.d};
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
        uint32_t t_55 = kinds.data[i_1];
        uint32_t t_56 = i_1 * 4u;
        model_fwd_Result t_57 = model_fwd(t_55, 1.5f, 1.0f, 0.8f, 0.0f);
        outputBuffer.data[t_56] = t_57.d;
        model_fwd_Result t_58 = model_fwd(t_55, 1.5f, 0.0f, 0.8f, 1.0f);
        outputBuffer.data[t_56 + 1u] = t_58.d;
        model_bwd_Grads t_59 = model_bwd(t_55, 1.5f, 0.8f, 1.0f);
        outputBuffer.data[t_56 + 2u] = t_59.f0;
        outputBuffer.data[t_56 + 3u] = t_59.f1;
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
