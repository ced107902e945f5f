struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct det3_bwd_Grads {
    nsl::mat<float, 3, 3> f0;
};
struct cs_bwd_Grads {
    float f0;
    float f1;
};
struct dynSum_bwd_Grads {
    nsl::vec<float, 3> f0;
};
struct rowPick_bwd_Grads {
    nsl::mat<float, 2, 2> f0;
};
struct core_copysign_1_fwd_Result {
    float p;
    float d;
};
struct core_asinh_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static det3_bwd_Grads det3_bwd(nsl::mat<float, 3, 3> p, float p_1);
static cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4);
static dynSum_bwd_Grads dynSum_bwd(nsl::vec<float, 3> p_5, int32_t p_6, int32_t p_7, float p_8);
static rowPick_bwd_Grads rowPick_bwd(nsl::mat<float, 2, 2> p_9, int32_t p_10, float p_11);
static void computeMain();
static core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15);
static core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17);
static det3_bwd_Grads det3_bwd(nsl::mat<float, 3, 3> p, float p_1) {
    nsl::vec<float, 3> t = nsl::splat<nsl::vec<float, 3>>(p_1);
    nsl::vec<float, 3> t_1 = p[1];
    nsl::vec<float, 2> t_2 = nsl::swizzle<0, 1>(t_1);
    nsl::vec<float, 3> t_3 = p[0];
    nsl::vec<float, 2> t_4 = nsl::swizzle<0, 1>(t_3);
    nsl::vec<float, 2> t_5 = nsl::swizzle<0, 2>(t_1);
    nsl::vec<float, 2> t_6 = nsl::swizzle<0, 2>(t_3);
    nsl::vec<float, 2> t_7 = nsl::swizzle<1, 2>(t_1);
    nsl::vec<float, 2> t_8 = nsl::swizzle<1, 2>(t_3);
    nsl::vec<float, 3> t_9 = p[2];
    nsl::vec<float, 2> t_10 = nsl::swizzle<0, 1>(t_9);
    nsl::vec<float, 2> t_11 = nsl::swizzle<0, 2>(t_9);
    nsl::vec<float, 2> t_12 = nsl::swizzle<1, 2>(t_9);
    return det3_bwd_Grads{nsl::mat<float, 3, 3>{{nsl::make<nsl::vec<float, 3>>(nsl::determinant(nsl::mat<float, 2, 2>{{t_7, t_12}}), -nsl::determinant(nsl::mat<float, 2, 2>{{t_5, t_11}}), nsl::determinant(nsl::mat<float, 2, 2>{{t_2, t_10}})) * t, nsl::make<nsl::vec<float, 3>>(-nsl::determinant(nsl::mat<float, 2, 2>{{t_8, t_12}}), nsl::determinant(nsl::mat<float, 2, 2>{{t_6, t_11}}), -nsl::determinant(nsl::mat<float, 2, 2>{{t_4, t_10}})) * t, nsl::make<nsl::vec<float, 3>>(nsl::determinant(nsl::mat<float, 2, 2>{{t_8, t_7}}), -nsl::determinant(nsl::mat<float, 2, 2>{{t_6, t_5}}), nsl::determinant(nsl::mat<float, 2, 2>{{t_4, t_2}})) * t}}};
}
static cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4) {
    return cs_bwd_Grads{nsl::sign(p_2) * (nsl::select((nsl::bitcast<uint32_t>(p_3) & 2147483648u) != 0u, -1.0f, 1.0f) * nsl::select(p_3 == 0.0f, 0.0f, p_4)), 0.0f};
}
static dynSum_bwd_Grads dynSum_bwd(nsl::vec<float, 3> p_5, int32_t p_6, int32_t p_7, float p_8) {
    std::array<float, 3> t_13 = std::array<float, 3>{{p_5.x, 2.0f * p_5.y, p_5.z}};
    bool t_14 = p_6 == 0;
    bool t_15 = p_6 == 1;
    bool t_16 = p_6 == 2;
    bool t_17 = p_7 == 0;
    bool t_18 = p_7 == 1;
    bool t_19 = p_7 == 2;
    nsl::vec<float, 3> t_20 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_20.z = p_8;
    nsl::vec<float, 3> t_21 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_21.y = p_8;
    nsl::vec<float, 3> t_22 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_22.x = p_8;
    nsl::vec<float, 3> t_23 = t_20 + t_21 + t_22;
    nsl::vec<float, 3> t_24 = t_23;
    t_24.z = 0.0f;
    float t_25 = t_23.z;
    nsl::vec<float, 3> t_26 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_26.z = nsl::select(t_19, 0.0f, t_25);
    nsl::vec<float, 3> t_27 = t_24;
    t_27.y = 0.0f;
    float t_28 = t_23.y;
    nsl::vec<float, 3> t_29 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_29.y = nsl::select(t_18, 0.0f, t_28);
    nsl::vec<float, 3> t_30 = t_27;
    t_30.x = 0.0f;
    float t_31 = t_23.x;
    float t_32 = nsl::select(t_19, t_25, 0.0f) + nsl::select(t_18, t_28, 0.0f) + nsl::select(t_17, t_31, 0.0f);
    nsl::vec<float, 3> t_33 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_33.x = nsl::select(t_17, 0.0f, t_31);
    float t_34 = p_8 + nsl::select(t_14, t_32, 0.0f);
    float t_35 = 0.0f + nsl::select(t_15, t_32, 0.0f);
    float t_36 = 0.0f + nsl::select(t_16, t_32, 0.0f);
    float t_37 = nsl::select(t_16, t_36, 0.0f) + nsl::select(t_15, t_35, 0.0f) + nsl::select(t_14, t_34, 0.0f);
    float t_38 = t_13[p_7] * t_37;
    float t_39 = t_13[p_6] * t_37;
    nsl::vec<float, 3> t_40 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_40.z = nsl::select(t_16, 0.0f, t_36) + 0.0f + 0.0f + 0.0f + nsl::select(t_19, t_39, 0.0f) + nsl::select(t_16, t_38, 0.0f);
    nsl::vec<float, 3> t_41 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_41.y = 2.0f * (0.0f + nsl::select(t_15, 0.0f, t_35) + 0.0f + 0.0f + nsl::select(t_18, t_39, 0.0f) + nsl::select(t_15, t_38, 0.0f));
    nsl::vec<float, 3> t_42 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_42.x = 0.0f + nsl::select(t_14, 0.0f, t_34) + nsl::select(t_17, t_39, 0.0f) + nsl::select(t_14, t_38, 0.0f);
    return dynSum_bwd_Grads{t_26 + t_29 + t_30 + t_33 + t_40 + t_41 + t_42};
}
static rowPick_bwd_Grads rowPick_bwd(nsl::mat<float, 2, 2> p_9, int32_t p_10, float p_11) {
    bool t_43 = p_10 == 1;
    bool t_44 = p_10 == 0;
    bool t_45 = 1 - p_10 == 1;
    nsl::vec<float, 2> t_46 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_46.y = p_11;
    nsl::mat<float, 2, 2> t_47 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_47[1] = nsl::select(t_45, t_46, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f));
    nsl::mat<float, 2, 2> t_48 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_48[0] = nsl::select(t_45, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), t_46);
    nsl::vec<float, 2> t_49 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_49.x = p_11;
    nsl::mat<float, 2, 2> t_50 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_50[1] = nsl::select(t_43, t_49, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f));
    nsl::mat<float, 2, 2> t_51 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_51[0] = nsl::select(t_43, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), t_49);
    nsl::mat<float, 2, 2> t_52 = t_47 + t_48 + t_50 + t_51;
    nsl::mat<float, 2, 2> t_53 = t_52;
    t_53[1] = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    nsl::vec<float, 2> t_54 = t_52[1];
    nsl::mat<float, 2, 2> t_55 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_55[1] = nsl::select(t_43, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), t_54);
    nsl::mat<float, 2, 2> t_56 = t_53;
    t_56[0] = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    nsl::vec<float, 2> t_57 = t_52[0];
    nsl::mat<float, 2, 2> t_58 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_58[0] = nsl::select(t_44, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), t_57);
    nsl::vec<float, 2> t_59 = nsl::make<nsl::vec<float, 2>>(3.0f, 3.0f) * (nsl::select(t_43, t_54, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)) + nsl::select(t_44, t_57, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)));
    nsl::mat<float, 2, 2> t_60 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_60[1] = nsl::select(t_43, t_59, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f));
    nsl::mat<float, 2, 2> t_61 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}};
    t_61[0] = nsl::select(t_43, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), t_59);
    return rowPick_bwd_Grads{t_55 + t_56 + t_58 + t_60 + t_61};
}
static void computeMain() {
    outputBuffer.data[0u] = 0.25f;
    outputBuffer.data[1u] = 1.2f;
    outputBuffer.data[2u] = 1.6f;
    outputBuffer.data[3u] = 1.0f;
    outputBuffer.data[4u] = -1.0f;
    det3_bwd_Grads t_62 = det3_bwd(nsl::mat<float, 3, 3>{{nsl::make<nsl::vec<float, 3>>(2.0f, 0.0f, 1.0f), nsl::make<nsl::vec<float, 3>>(1.0f, 3.0f, 2.0f), nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f)}}, 1.0f);
    nsl::mat<float, 3, 3> t_63 = t_62.f0;
    outputBuffer.data[5u] = t_63[0].y;
    outputBuffer.data[6u] = t_63[1].z;
    nsl::vec<float, 3> t_64 = t_63[2];
    outputBuffer.data[7u] = t_64.x;
    outputBuffer.data[8u] = t_64.z;
    outputBuffer.data[9u] = -2.0f;
    outputBuffer.data[10u] = 5.0f;
    outputBuffer.data[11u] = -6.0f;
    outputBuffer.data[12u] = -4.0f;
    cs_bwd_Grads t_65 = cs_bwd(3.0f, -2.0f, 1.5f);
    outputBuffer.data[13u] = t_65.f0;
    outputBuffer.data[14u] = t_65.f1;
    core_copysign_1_fwd_Result t_66 = core_copysign_1_fwd(3.0f, 1.0f, 0.0f, 1.0f);
    outputBuffer.data[15u] = t_66.p;
    outputBuffer.data[16u] = t_66.d;
    core_asinh_fwd_Result t_67 = core_asinh_fwd(0.0f, 1.0f);
    core_asinh_fwd_Result t_68 = core_asinh_fwd(-2.0f, 1.0f);
    outputBuffer.data[17u] = t_67.d;
    outputBuffer.data[18u] = t_68.p;
    outputBuffer.data[19u] = t_68.d;
    dynSum_bwd_Grads t_69 = dynSum_bwd(nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), 1, 2, 1.0f);
    nsl::vec<float, 3> t_70 = t_69.f0;
    outputBuffer.data[20u] = t_70.x;
    outputBuffer.data[21u] = t_70.y;
    outputBuffer.data[22u] = t_70.z;
    rowPick_bwd_Grads t_71 = rowPick_bwd(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 2.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 4.0f)}}, 0, 1.0f);
    nsl::mat<float, 2, 2> t_72 = t_71.f0;
    nsl::vec<float, 2> t_73 = t_72[0];
    nsl::vec<float, 2> t_74 = t_72[1];
    outputBuffer.data[23u] = t_73.x * 10.0f + t_74.y + t_73.y * 100.0f + t_74.x * 1000.0f;
    return;
}
static core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_75 = nsl::select((nsl::bitcast<uint32_t>(p_14) & 2147483648u) != 0u, -1.0f, 1.0f);
    return core_copysign_1_fwd_Result{nsl::abs(p_12) * t_75, nsl::select(p_14 == 0.0f, 0.0f, t_75 * (nsl::sign(p_12) * p_13))};
}
static core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17) {
    if (p_16 < 0.0f) {
        float t_76 = p_16 * p_17;
        float t_77 = p_16 * p_16 + 1.0f;
        float t_78 = -p_16 + nsl::sqrt(t_77);
        return core_asinh_fwd_Result{-nsl::log(t_78), -(1.0f / (t_78 * 1.0f) * (-p_17 + 0.5f / nsl::sqrt(nsl::max(1e-7f, t_77)) * (t_76 + t_76)))};
    }
    float t_79 = p_16 * p_17;
    float t_80 = p_16 * p_16 + 1.0f;
    float t_81 = p_16 + nsl::sqrt(t_80);
    return core_asinh_fwd_Result{nsl::log(t_81), 1.0f / (t_81 * 1.0f) * (p_17 + 0.5f / nsl::sqrt(nsl::max(1e-7f, t_80)) * (t_79 + t_79))};
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
