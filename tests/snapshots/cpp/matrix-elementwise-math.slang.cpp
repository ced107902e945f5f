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
    nsl::vec<float, 3> t = p[0];
    nsl::vec<float, 3> t_1 = p[1];
    return t.x + t.y * 2.0f + t.z * 4.0f + t_1.x * 8.0f + t_1.y * 16.0f + t_1.z * 32.0f;
}
static void computeMain() {
    float t_2 = inputs.data[0u];
    float t_3 = inputs.data[1u];
    float t_4 = inputs.data[2u];
    float t_5 = inputs.data[3u];
    float t_6 = inputs.data[4u];
    float t_7 = inputs.data[5u];
    nsl::mat<float, 2, 3> t_8 = nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(t_2, t_3, t_4), nsl::make<nsl::vec<float, 3>>(t_5, t_6, t_7)}};
    float t_9 = total(nsl::floor(t_8));
    outputBuffer.data[0u] = t_9;
    float t_10 = total(nsl::abs(t_8));
    outputBuffer.data[1u] = t_10;
    float t_11 = total(nsl::ceil(t_8));
    outputBuffer.data[2u] = t_11;
    float t_12 = total(nsl::frac(t_8));
    outputBuffer.data[3u] = t_12;
    float t_13 = total(nsl::sign(t_8));
    outputBuffer.data[4u] = t_13;
    float t_14 = total(nsl::saturate(t_8));
    outputBuffer.data[5u] = t_14;
    float t_15 = total(nsl::min(t_8, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    float t_16 = total(nsl::max(t_8, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    outputBuffer.data[6u] = t_15 + t_16 * 100.0f;
    float t_17 = total(nsl::rem(t_8, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(4.0f, 0.5f, 5.0f)}}));
    outputBuffer.data[7u] = t_17;
    float t_18 = total(nsl::lerp(t_8, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f), nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 0.5f)}}));
    outputBuffer.data[8u] = t_18;
    float t_19 = total(nsl::clamp(t_8, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(-1.0f, -1.0f, -1.0f), nsl::make<nsl::vec<float, 3>>(-1.0f, -1.0f, -1.0f)}}, nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(3.0f, 3.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(3.0f, 3.0f, 3.0f)}}));
    outputBuffer.data[9u] = t_19;
    float t_20 = inputs.data[2u];
    float t_21 = inputs.data[3u];
    float t_22 = inputs.data[1u];
    float t_23 = inputs.data[5u];
    nsl::mat<float, 2, 2> t_24 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t_20, t_21), nsl::make<nsl::vec<float, 2>>(t_22, t_23)}};
    nsl::mat<float, 2, 2> t_25 = nsl::max(t_24, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(5.0f, 5.0f), nsl::make<nsl::vec<float, 2>>(5.0f, 5.0f)}}) - t_24;
    nsl::vec<float, 2> t_26 = t_25[0];
    nsl::vec<float, 2> t_27 = t_25[1];
    nsl::mat<float, 2, 2> t_28 = nsl::trunc(t_24 * nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f), nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f)}});
    nsl::vec<float, 2> t_29 = t_28[0];
    nsl::vec<float, 2> t_30 = t_28[1];
    outputBuffer.data[10u] = t_26.x + t_26.y * 2.0f + t_27.x * 4.0f + t_27.y * 8.0f + (t_29.x + t_29.y * 2.0f + t_30.x * 4.0f + t_30.y * 8.0f);
    nsl::mat<float, 2, 2> t_31 = nsl::step(t_24, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(4.0f, 8.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 16.0f)}});
    nsl::vec<float, 2> t_32 = t_31[0];
    nsl::vec<float, 2> t_33 = t_31[1];
    outputBuffer.data[11u] = t_32.x + t_32.y * 2.0f + t_33.x * 4.0f + t_33.y * 8.0f;
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
    nsl::save_addresses(dir);
    return 0;
}
