struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct loopRecord_bwd_Grads {
    std::array<float, 3> f0;
    float f1;
};
struct branchRecord_bwd_Grads {
    float f0;
};
static StructuredBuffer grad;
static RWStructuredBuffer outputBuffer;
static loopRecord_bwd_Grads loopRecord_bwd(std::array<float, 3> p, float p_1);
static branchRecord_bwd_Grads branchRecord_bwd(float p_2, int32_t p_3);
static void computeMain();
static loopRecord_bwd_Grads loopRecord_bwd(std::array<float, 3> p, float p_1) {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        outputBuffer.data[7u] = p[i_1] * p_1;
        i_1 = i_1 + 1;
        continue;
    }
    int32_t t;
    int32_t t_1 = 0;
    int32_t t_2 = 0;
    for (;;) {
        bool t_3 = t_1 < 3;
        int32_t t_4 = nsl::select(t_3, 0, 2);
        int32_t t_5;
        int32_t t_6;
        int32_t t_7;
        if (t_4 == 0) {
            outputBuffer.data[7u] = p[t_1] * p_1;
            int32_t t_8 = 1;
            int32_t t_9 = t_1 + 1;
            int32_t t_10 = 0;
            t_5 = t_8;
            t_6 = t_9;
            t_7 = t_10;
        } else {
            int32_t t_11 = t_4;
            int32_t t_12 = 0;
            int32_t t_13 = nsl::select(t_3, 0, t_1);
            t_5 = t_11;
            t_6 = t_12;
            t_7 = t_13;
        }
        int32_t t_14 = t_2 + 1;
        if (t_5 == 2) {
            t = t_14;
            break;
        }
        int32_t t_15 = t_6;
        int32_t t_16 = t_14;
        t_1 = t_15;
        t_2 = t_16;
        continue;
    }
    std::array<float, 3> t_17;
    float t_18;
    int32_t t_19 = t - 1;
    std::array<float, 3> t_20 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
    float t_21 = 0.0f;
    for (;;) {
        if (t_19 < 0) {
            std::array<float, 3> t_22 = t_20;
            float t_23 = t_21;
            t_17 = t_22;
            t_18 = t_23;
            break;
        }
        int32_t t_24;
        int32_t t_25 = 0;
        int32_t t_26 = 0;
        for (;;) {
            if (t_26 == t_19) {
                t_24 = t_25;
                break;
            }
            bool t_27 = t_25 < 3;
            int32_t t_28 = nsl::select(t_27, 0, 2);
            int32_t t_29;
            int32_t t_30;
            int32_t t_31;
            if (t_28 == 0) {
                outputBuffer.data[7u] = p[t_25] * p_1;
                int32_t t_32 = 1;
                int32_t t_33 = t_25 + 1;
                int32_t t_34 = 0;
                t_29 = t_32;
                t_30 = t_33;
                t_31 = t_34;
            } else {
                int32_t t_35 = t_28;
                int32_t t_36 = 0;
                int32_t t_37 = nsl::select(t_27, 0, t_25);
                t_29 = t_35;
                t_30 = t_36;
                t_31 = t_37;
            }
            if (t_29 == 2) {
                t_24 = t_25;
                break;
            }
            int32_t t_38 = t_30;
            int32_t t_39 = t_26 + 1;
            t_25 = t_38;
            t_26 = t_39;
            continue;
        }
        bool t_40 = t_24 < 3;
        int32_t t_41 = nsl::select(t_40, 0, 2);
        bool t_42 = t_41 == 0;
        int32_t t_43;
        int32_t t_44;
        int32_t t_45;
        if (t_42) {
            outputBuffer.data[7u] = p[t_24] * p_1;
            int32_t t_46 = 1;
            int32_t t_47 = t_24 + 1;
            int32_t t_48 = 0;
            t_43 = t_46;
            t_44 = t_47;
            t_45 = t_48;
        } else {
            int32_t t_49 = t_41;
            int32_t t_50 = 0;
            int32_t t_51 = nsl::select(t_40, 0, t_24);
            t_43 = t_49;
            t_44 = t_50;
            t_45 = t_51;
        }
        std::array<float, 3> t_52;
        float t_53;
        if (t_42) {
            float t_54 = p[t_24];
            outputBuffer.data[7u] = t_54 * p_1;
            float t_55 = grad.data[nsl::convert<uint32_t>(t_24)];
            float t_56 = p_1 * t_55;
            std::array<float, 3> t_57 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            t_57[0] = nsl::select(t_24 == 0, t_56, 0.0f);
            std::array<float, 3> t_58 = t_57;
            t_58[1] = nsl::select(t_24 == 1, t_56, 0.0f);
            std::array<float, 3> t_59 = t_58;
            t_59[2] = nsl::select(t_24 == 2, t_56, 0.0f);
            std::array<float, 3> t_60 = t_59;
            float t_61 = t_54 * t_55;
            t_52 = t_60;
            t_53 = t_61;
        } else {
            std::array<float, 3> t_62 = std::array<float, 3>{{0.0f, 0.0f, 0.0f}};
            float t_63 = 0.0f;
            t_52 = t_62;
            t_53 = t_63;
        }
        int32_t t_64 = t_19 - 1;
        std::array<float, 3> t_65 = std::array<float, 3>{{t_20[0] + t_52[0], t_20[1] + t_52[1], t_20[2] + t_52[2]}};
        float t_66 = t_21 + t_53;
        t_19 = t_64;
        t_20 = t_65;
        t_21 = t_66;
        continue;
    }
    return loopRecord_bwd_Grads{t_17, t_18};
}
static branchRecord_bwd_Grads branchRecord_bwd(float p_2, int32_t p_3) {
    bool t_67 = p_3 > 0;
    if (t_67) {
        outputBuffer.data[7u] = p_2 * p_2;
    }
    float t_68;
    if (t_67) {
        outputBuffer.data[7u] = p_2 * p_2;
        float t_69 = grad.data[3u];
        float t_70 = p_2 * t_69;
        t_68 = t_70 + t_70;
    } else {
        t_68 = 0.0f;
    }
    return branchRecord_bwd_Grads{t_68};
}
static void computeMain() {
    loopRecord_bwd_Grads t_71 = loopRecord_bwd(std::array<float, 3>{{1.0f, 2.0f, 3.0f}}, 2.0f);
    std::array<float, 3> t_72 = t_71.f0;
    outputBuffer.data[0u] = t_72[0];
    outputBuffer.data[1u] = t_72[2];
    outputBuffer.data[2u] = t_71.f1;
    branchRecord_bwd_Grads t_73 = branchRecord_bwd(3.0f, 1);
    outputBuffer.data[3u] = t_73.f0;
    outputBuffer.data[4u] = 6.0f;
    outputBuffer.data[5u] = 3.0f;
    outputBuffer.data[6u] = 228.0f;
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
    grad.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    grad.data = {reinterpret_cast<float*>(buffer0.data()), grad.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
