struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct refr_bwd_Grads {
    nsl::vec<float, 3> f0;
    nsl::vec<float, 3> f1;
    float f2;
};
struct refr_fwd_Result {
    nsl::vec<float, 3> p;
    nsl::vec<float, 3> d;
};
struct Layer {
    nsl::mat<float, 2, 2> w;
    nsl::vec<float, 2> b;
};
struct net_bwd_Grads {
    Layer f0;
    Layer f1;
    nsl::vec<float, 2> f2;
};
struct vecOps_bwd_Grads {
    nsl::vec<float, 3> f0;
    nsl::vec<float, 3> f1;
};
struct powTest_bwd_Grads {
    float f0;
    float f1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static refr_bwd_Grads refr_bwd(nsl::vec<float, 3> p, nsl::vec<float, 3> p_1, float p_2, nsl::vec<float, 3> p_3);
static refr_fwd_Result refr_fwd(nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5, nsl::vec<float, 3> p_6, nsl::vec<float, 3> p_7, float p_8, float p_9);
static net_bwd_Grads net_bwd(Layer p_10, Layer p_11, nsl::vec<float, 2> p_12, float p_13);
static vecOps_bwd_Grads vecOps_bwd(nsl::vec<float, 3> p_14, nsl::vec<float, 3> p_15, nsl::vec<float, 3> p_16);
static powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19);
static void computeMain();
static refr_bwd_Grads refr_bwd(nsl::vec<float, 3> p, nsl::vec<float, 3> p_1, float p_2, nsl::vec<float, 3> p_3) {
    nsl::vec<float, 3> t = nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(p_1, p_3));
    float t_1 = nsl::dot(p_1, p);
    float t_2 = 1.0f - t_1 * t_1;
    float t_3 = 1.0f - p_2 * p_2 * t_2;
    float t_4 = nsl::max(0.0f, t_3);
    float t_5 = 2.0f * (nsl::select(t_3 > 0.0f, 1.0f, 0.5f) * 0.5f / nsl::sqrt(nsl::max(1e-7f, t_4))) * p_2;
    nsl::vec<float, 3> t_6 = nsl::select(t_3 < 0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * p_3);
    nsl::vec<float, 3> t_7 = nsl::splat<nsl::vec<float, 3>>((p_2 + t_5 * p_2 * t_1) * nsl::dot(p_1, t_6));
    return refr_bwd_Grads{p_3 - t * p_1 + (nsl::splat<nsl::vec<float, 3>>(p_2) * t_6 - t_7 * p_1), -(t * p + nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(t_1) * p_3) + -(t_7 * p + nsl::splat<nsl::vec<float, 3>>(p_2 * t_1 + nsl::sqrt(t_4)) * t_6), nsl::dot(t_6, p - nsl::splat<nsl::vec<float, 3>>(t_1 - t_5 * t_2) * p_1)};
}
static refr_fwd_Result refr_fwd(nsl::vec<float, 3> p_4, nsl::vec<float, 3> p_5, nsl::vec<float, 3> p_6, nsl::vec<float, 3> p_7, float p_8, float p_9) {
    float t_8 = nsl::dot(p_6, p_4);
    float t_9 = 1.0f - t_8 * t_8;
    float t_10 = 1.0f - p_8 * p_8 * t_9;
    float t_11 = nsl::max(0.0f, t_10);
    float t_12 = 2.0f * (nsl::select(t_10 > 0.0f, 1.0f, 0.5f) * 0.5f / nsl::sqrt(nsl::max(1e-7f, t_11))) * p_8;
    float t_13 = nsl::dot(p_6, p_5) + nsl::dot(p_7, p_4);
    return refr_fwd_Result{nsl::refract(p_4, p_6, p_8) * nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) + nsl::reflect(p_4, p_6), nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::select(t_10 < 0.0f, nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), nsl::splat<nsl::vec<float, 3>>(p_9) * (p_4 - nsl::splat<nsl::vec<float, 3>>(t_8 - t_12 * t_9) * p_6) + nsl::splat<nsl::vec<float, 3>>(p_8) * p_5 - nsl::splat<nsl::vec<float, 3>>((p_8 + t_12 * p_8 * t_8) * t_13) * p_6 - nsl::splat<nsl::vec<float, 3>>(p_8 * t_8 + nsl::sqrt(t_11)) * p_7) + (p_5 - nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(t_13) * p_6 - nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(t_8) * p_7)};
}
static net_bwd_Grads net_bwd(Layer p_10, Layer p_11, nsl::vec<float, 2> p_12, float p_13) {
    nsl::mat<float, 2, 2> t_14 = p_10.w;
    nsl::vec<float, 2> t_15 = nsl::tanh(nsl::mul(t_14, p_12) + p_10.b);
    nsl::mat<float, 2, 2> t_16 = p_11.w;
    nsl::vec<float, 2> t_17 = nsl::tanh(nsl::mul(t_16, t_15) + p_11.b);
    float t_18 = t_17.x;
    nsl::vec<float, 2> t_19 = nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    t_19.x = 3.0f * t_18 * t_18 * p_13;
    nsl::vec<float, 2> t_20 = nsl::splat<nsl::vec<float, 2>>(p_13) * t_17;
    nsl::vec<float, 2> t_21 = (nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f) - t_17 * t_17) * (t_19 + t_20 + t_20);
    nsl::vec<float, 2> t_22 = (nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f) - t_15 * t_15) * nsl::mul(t_21, t_16);
    return net_bwd_Grads{Layer{nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}} + nsl::mat<float, 2, 2>{{nsl::splat<nsl::vec<float, 2>>(t_22.x) * p_12, nsl::splat<nsl::vec<float, 2>>(t_22.y) * p_12}}, t_22 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Layer{nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}} + nsl::mat<float, 2, 2>{{nsl::splat<nsl::vec<float, 2>>(t_21.x) * t_15, nsl::splat<nsl::vec<float, 2>>(t_21.y) * t_15}}, t_21 + nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, nsl::mul(t_22, t_14)};
}
static vecOps_bwd_Grads vecOps_bwd(nsl::vec<float, 3> p_14, nsl::vec<float, 3> p_15, nsl::vec<float, 3> p_16) {
    nsl::vec<float, 3> t_23 = nsl::cross(p_14, p_15);
    nsl::vec<float, 3> t_24 = nsl::normalize(t_23);
    float t_25 = nsl::length(p_14);
    nsl::vec<float, 3> t_26 = nsl::normalize(p_15);
    nsl::vec<float, 3> t_27 = nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_26, p_16));
    nsl::vec<float, 3> t_28 = -(t_27 * p_14 + nsl::make<nsl::vec<float, 3>>(2.0f, 2.0f, 2.0f) * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_26, p_14)) * p_16);
    nsl::vec<float, 3> t_29 = nsl::splat<nsl::vec<float, 3>>(t_25) * p_16;
    nsl::vec<float, 3> t_30 = t_24 * p_16;
    nsl::vec<float, 3> t_31 = (t_29 - t_24 * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_24, t_29))) / nsl::splat<nsl::vec<float, 3>>(nsl::length(t_23));
    return vecOps_bwd_Grads{nsl::make<nsl::vec<float, 3>>(0.7f, 0.7f, 0.7f) * p_16 + (p_16 - t_27 * t_26) + nsl::splat<nsl::vec<float, 3>>((t_30.x + t_30.y + t_30.z) / t_25) * p_14 + nsl::cross(p_15, t_31), nsl::make<nsl::vec<float, 3>>(0.3f, 0.3f, 0.3f) * p_16 + (t_28 - t_26 * nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_26, t_28))) / nsl::splat<nsl::vec<float, 3>>(nsl::length(p_15)) + nsl::cross(t_31, p_14)};
}
static powTest_bwd_Grads powTest_bwd(float p_17, float p_18, float p_19) {
    float t_32 = nsl::pow(p_17, p_18);
    float t_33 = nsl::exp2(p_18);
    float t_34 = p_18 * p_18 + p_17 * p_17;
    bool t_35 = p_17 < 1e-6f;
    return powTest_bwd_Grads{1.0f / (p_17 * 0.6931472f) * (t_33 * p_19) + 3.0f * p_19 + -p_18 / t_34 * p_19 + nsl::select(t_35, 0.0f, p_18 * t_32 / p_17) * p_19, t_33 * 0.6931472f * (nsl::log2(p_17) * p_19) + p_17 / t_34 * p_19 + nsl::select(t_35, 0.0f, t_32 * nsl::log(p_17)) * p_19};
}
static void computeMain() {
    net_bwd_Grads t_36 = net_bwd(Layer{nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.5f, -0.3f), nsl::make<nsl::vec<float, 2>>(0.8f, 0.1f)}}, nsl::make<nsl::vec<float, 2>>(0.1f, -0.2f)}, Layer{nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(-0.7f, 0.4f), nsl::make<nsl::vec<float, 2>>(0.2f, 0.9f)}}, nsl::make<nsl::vec<float, 2>>(0.05f, 0.0f)}, nsl::make<nsl::vec<float, 2>>(1.0f, -0.5f), 1.0f);
    Layer t_37 = t_36.f0;
    Layer t_38 = t_36.f1;
    nsl::vec<float, 2> t_39 = t_36.f2;
    outputBuffer.data[0u] = t_37.w[0].y;
    outputBuffer.data[1u] = t_37.b.y;
    outputBuffer.data[2u] = t_38.w[1].x;
    outputBuffer.data[3u] = t_38.b.x;
    outputBuffer.data[4u] = t_39.x;
    outputBuffer.data[5u] = t_39.y;
    vecOps_bwd_Grads t_40 = vecOps_bwd(nsl::make<nsl::vec<float, 3>>(0.3f, 1.2f, -0.7f), nsl::make<nsl::vec<float, 3>>(-0.5f, 0.4f, 0.9f), nsl::make<nsl::vec<float, 3>>(1.0f, 0.5f, -0.25f));
    nsl::vec<float, 3> t_41 = t_40.f0;
    nsl::vec<float, 3> t_42 = t_40.f1;
    outputBuffer.data[6u] = t_41.x;
    outputBuffer.data[7u] = t_41.y;
    outputBuffer.data[8u] = t_41.z;
    outputBuffer.data[9u] = t_42.x;
    outputBuffer.data[10u] = t_42.y;
    outputBuffer.data[11u] = t_42.z;
    refr_bwd_Grads t_43 = refr_bwd(nsl::make<nsl::vec<float, 3>>(0.28221625f, -0.94072086f, 0.18814416f), nsl::make<nsl::vec<float, 3>>(0.095346265f, 0.9534626f, -0.2860388f), 0.8f, nsl::make<nsl::vec<float, 3>>(1.0f, -0.5f, 0.75f));
    nsl::vec<float, 3> t_44 = t_43.f0;
    outputBuffer.data[14u] = t_44.x;
    outputBuffer.data[15u] = t_44.y;
    outputBuffer.data[16u] = t_43.f1.z;
    outputBuffer.data[17u] = t_43.f2;
    refr_fwd_Result t_45 = refr_fwd(nsl::make<nsl::vec<float, 3>>(0.28221625f, -0.94072086f, 0.18814416f), nsl::make<nsl::vec<float, 3>>(0.2f, 0.1f, -0.3f), nsl::make<nsl::vec<float, 3>>(0.095346265f, 0.9534626f, -0.2860388f), nsl::make<nsl::vec<float, 3>>(-0.1f, 0.05f, 0.2f), 0.8f, 0.5f);
    nsl::vec<float, 3> t_46 = t_45.d;
    outputBuffer.data[18u] = t_46.x;
    outputBuffer.data[19u] = t_46.y;
    outputBuffer.data[20u] = t_46.z;
    refr_bwd_Grads t_47 = refr_bwd(nsl::make<nsl::vec<float, 3>>(0.9805807f, -0.19611615f, 0.0f), nsl::make<nsl::vec<float, 3>>(0.0f, 1.0f, 0.0f), 1.5f, nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f));
    nsl::vec<float, 3> t_48 = t_47.f0;
    outputBuffer.data[23u] = t_48.x + t_48.y * 10.0f + t_47.f2 * 100.0f;
    powTest_bwd_Grads t_49 = powTest_bwd(1.3f, 0.7f, 1.0f);
    outputBuffer.data[21u] = t_49.f0;
    outputBuffer.data[22u] = t_49.f1;
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
