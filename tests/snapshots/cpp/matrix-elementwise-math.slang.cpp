struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputs;
static RWStructuredBuffer outputBuffer;
static float total(nsl::mat<float, 2, 3> p);
static void computeMain();
static float total(nsl::mat<float, 2, 3> p) {
    nsl::mat<float, 2, 3> m = nsl::mat<float, 2, 3>{};
    m = p;
    float t = m[0][0];
    float t_1 = m[0][1];
    float t_2 = m[0][2];
    float t_3 = m[1][0];
    float t_4 = m[1][1];
    float t_5 = m[1][2];
    return t + t_1 * 2.0f + t_2 * 4.0f + t_3 * 8.0f + t_4 * 16.0f + t_5 * 32.0f;
}
static void computeMain() {
    float t_6 = inputs.data[0u];
    float t_7 = inputs.data[1u];
    float t_8 = inputs.data[2u];
    float t_9 = inputs.data[3u];
    float t_10 = inputs.data[4u];
    float t_11 = inputs.data[5u];
    nsl::mat<float, 2, 3> t_12 = nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(t_6, t_7, t_8), nsl::make<nsl::vec<float, 3>>(t_9, t_10, t_11)}};
    float t_13 = total(nsl::floor(t_12));
    outputBuffer.data[0u] = t_13;
    float t_14 = total(nsl::abs(t_12));
    outputBuffer.data[1u] = t_14;
    float t_15 = total(nsl::ceil(t_12));
    outputBuffer.data[2u] = t_15;
    float t_16 = total(nsl::frac(t_12));
    outputBuffer.data[3u] = t_16;
    float t_17 = total(nsl::sign(t_12));
    outputBuffer.data[4u] = t_17;
    float t_18 = total(nsl::saturate(t_12));
    outputBuffer.data[5u] = t_18;
    float t_19 = total(nsl::min(t_12, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    float t_20 = total(nsl::max(t_12, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    outputBuffer.data[6u] = t_19 + t_20 * 100.0f;
    float t_21 = total(nsl::rem(t_12, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(4.0f, 0.5f, 5.0f)}}));
    outputBuffer.data[7u] = t_21;
    float t_22 = total(nsl::lerp(t_12, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    outputBuffer.data[8u] = t_22;
    float t_23 = total(nsl::clamp(t_12, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(-1.0f, -1.0f, -1.0f), nsl::make<nsl::vec<float, 3>>(-1.0f, -1.0f, -1.0f)}}, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(3.0f, 3.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(3.0f, 3.0f, 3.0f)}}));
    outputBuffer.data[9u] = t_23;
    float t_24 = inputs.data[2u];
    float t_25 = inputs.data[3u];
    float t_26 = inputs.data[1u];
    float t_27 = inputs.data[5u];
    nsl::mat<float, 2, 2> t_28 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t_24, t_25), nsl::make<nsl::vec<float, 2>>(t_26, t_27)}};
    nsl::mat<float, 2, 2> m_1 = nsl::mat<float, 2, 2>{};
    m_1 = nsl::max(t_28, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(5.0f, 5.0f), nsl::make<nsl::vec<float, 2>>(5.0f, 5.0f)}}) - t_28;
    float t_29 = m_1[0][0];
    float t_30 = m_1[0][1];
    float t_31 = m_1[1][0];
    float t_32 = m_1[1][1];
    nsl::mat<float, 2, 2> m_2 = nsl::mat<float, 2, 2>{};
    m_2 = nsl::trunc(t_28 * nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f), nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f)}});
    float t_33 = m_2[0][0];
    float t_34 = m_2[0][1];
    float t_35 = m_2[1][0];
    float t_36 = m_2[1][1];
    outputBuffer.data[10u] = t_29 + t_30 * 2.0f + t_31 * 4.0f + t_32 * 8.0f + (t_33 + t_34 * 2.0f + t_35 * 4.0f + t_36 * 8.0f);
    nsl::mat<float, 2, 2> m_3 = nsl::mat<float, 2, 2>{};
    m_3 = nsl::step(t_28, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(4.0f, 8.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 16.0f)}});
    float t_37 = m_3[0][0];
    float t_38 = m_3[0][1];
    float t_39 = m_3[1][0];
    float t_40 = m_3[1][1];
    outputBuffer.data[11u] = t_37 + t_38 * 2.0f + t_39 * 4.0f + t_40 * 8.0f;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(float));
    inputs.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    inputs.data = {reinterpret_cast<float*>(buffer0.data()), inputs.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    return 0;
}
