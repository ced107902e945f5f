struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static uint32_t core_pack_clamp_u8(nsl::vec<int32_t, 4> v);
static uint32_t core_packSnorm4x8(nsl::vec<float, 4> v_1);
static void computeMain() {
    uint32_t t = inputs.data[0u];
    nsl::vec<uint32_t, 4> t_1 = nsl::make<nsl::vec<uint32_t, 4>>(t, uint32_t(t >> (8u & 31u)), uint32_t(t >> (16u & 31u)), uint32_t(t >> (24u & 31u))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    outputBuffer.data[0u] = t_1.x + uint32_t(t_1.y << (8u & 31u)) + uint32_t(t_1.z << (16u & 31u)) + uint32_t(t_1.w << (24u & 31u)) - t;
    nsl::vec<int32_t, 4> t_2 = nsl::vec<int32_t, 4>(nsl::make<nsl::vec<int32_t, 4>>(nsl::convert<int32_t>(uint32_t(t << (24u & 31u))), nsl::convert<int32_t>(uint32_t(t << (16u & 31u))), nsl::convert<int32_t>(uint32_t(t << (8u & 31u))), nsl::convert<int32_t>(t)) >> (nsl::make<nsl::vec<int32_t, 4>>(24, 24, 24, 24) & nsl::make<nsl::vec<int32_t, 4>>(31, 31, 31, 31)));
    outputBuffer.data[1u] = nsl::convert<uint32_t>(t_2.x + t_2.y + t_2.z + t_2.w + 1000);
    outputBuffer.data[2u] = 83690239u;
    uint32_t t_3 = core_pack_clamp_u8(nsl::make<nsl::vec<int32_t, 4>>(-5, 300, 7, 255));
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = 33521536u;
    uint32_t t_4 = inputs.data[1u];
    float t_5 = nsl::bitcast<float>(t_4);
    uint32_t t_6 = inputs.data[2u];
    float t_7 = nsl::bitcast<float>(t_6);
    uint32_t t_8 = inputs.data[3u];
    float t_9 = nsl::bitcast<float>(t_8);
    nsl::vec<uint32_t, 4> t_10 = nsl::convert<nsl::vec<uint32_t, 4>>(nsl::round(nsl::saturate(nsl::make<nsl::vec<float, 4>>(t_5, t_7, t_9, 2.0f)) * nsl::make<nsl::vec<float, 4>>(255.0f, 255.0f, 255.0f, 255.0f))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    outputBuffer.data[5u] = t_10.x | uint32_t(t_10.y << (8u & 31u)) | uint32_t(t_10.z << (16u & 31u)) | uint32_t(t_10.w << (24u & 31u));
    uint32_t t_11 = core_packSnorm4x8(nsl::make<nsl::vec<float, 4>>(t_5, t_7, t_9, -2.0f));
    outputBuffer.data[6u] = t_11;
    nsl::vec<uint32_t, 2> t_12 = nsl::convert<nsl::vec<uint32_t, 2>>(nsl::round(nsl::saturate(nsl::make<nsl::vec<float, 2>>(t_9, t_5)) * nsl::make<nsl::vec<float, 2>>(65535.0f, 65535.0f))) & nsl::make<nsl::vec<uint32_t, 2>>(65535u, 65535u);
    outputBuffer.data[7u] = t_12.x | uint32_t(t_12.y << (16u & 31u));
    nsl::vec<uint32_t, 2> t_13 = nsl::convert<nsl::vec<uint32_t, 2>>(nsl::convert<nsl::vec<int32_t, 2>>(nsl::round(nsl::clamp(nsl::make<nsl::vec<float, 2>>(t_7, t_5), nsl::make<nsl::vec<float, 2>>(-1.0f, -1.0f), nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f)) * nsl::make<nsl::vec<float, 2>>(32767.0f, 32767.0f)))) & nsl::make<nsl::vec<uint32_t, 2>>(65535u, 65535u);
    outputBuffer.data[8u] = t_13.x | uint32_t(t_13.y << (16u & 31u));
    nsl::vec<uint32_t, 2> t_14 = nsl::make<nsl::vec<uint32_t, 2>>(nsl::f32tof16(t_5), nsl::f32tof16(t_7)) & nsl::make<nsl::vec<uint32_t, 2>>(65535u, 65535u);
    outputBuffer.data[9u] = t_14.x | uint32_t(t_14.y << (16u & 31u));
    uint32_t t_15 = inputs.data[4u];
    outputBuffer.data[10u] = nsl::bitcast<uint32_t>(nsl::f16tof32(t_15 & 65535u) + nsl::f16tof32(uint32_t(t_15 >> (16u & 31u))) * 4.0f);
    outputBuffer.data[11u] = 10100u;
    outputBuffer.data[12u] = 2891u;
    outputBuffer.data[13u] = 10u;
    outputBuffer.data[14u] = 910u;
    uint32_t t_16 = inputs.data[4u];
    uint32_t t_17 = inputs.data[4u];
    nsl::vec<uint32_t, 2> x = nsl::vec<uint32_t, 2>{};
    x = nsl::make<nsl::vec<uint32_t, 2>>(uint32_t(t_16 >> (16u & 31u)), t_17);
    nsl::vec<float, 2> r = nsl::vec<float, 2>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        uint32_t t_18 = x[i_1];
        r[i_1] = nsl::f16tof32(t_18);
        i_1 = i_1 + 1;
        continue;
    }
    nsl::vec<float, 2> t_19 = r;
    uint32_t t_20 = outputBuffer.data[10u];
    outputBuffer.data[10u] = t_20 + (nsl::bitcast<uint32_t>(t_19.x) - nsl::bitcast<uint32_t>(t_19.y));
    nsl::vec<uint32_t, 4> t_21 = t_1 + nsl::make<nsl::vec<uint32_t, 4>>(1u, 1u, 1u, 1u) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    outputBuffer.data[15u] = t_21.x | uint32_t(t_21.y << (8u & 31u)) | uint32_t(t_21.z << (16u & 31u)) | uint32_t(t_21.w << (24u & 31u));
    return;
}
static uint32_t core_pack_clamp_u8(nsl::vec<int32_t, 4> v) {
    nsl::vec<uint32_t, 4> t_22 = nsl::convert<nsl::vec<uint32_t, 4>>(nsl::clamp(v, nsl::make<nsl::vec<int32_t, 4>>(0, 0, 0, 0), nsl::make<nsl::vec<int32_t, 4>>(255, 255, 255, 255))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    return t_22.x | uint32_t(t_22.y << (8u & 31u)) | uint32_t(t_22.z << (16u & 31u)) | uint32_t(t_22.w << (24u & 31u));
}
static uint32_t core_packSnorm4x8(nsl::vec<float, 4> v_1) {
    nsl::vec<uint32_t, 4> t_23 = nsl::convert<nsl::vec<uint32_t, 4>>(nsl::convert<nsl::vec<int32_t, 4>>(nsl::round(nsl::clamp(v_1, nsl::make<nsl::vec<float, 4>>(-1.0f, -1.0f, -1.0f, -1.0f), nsl::make<nsl::vec<float, 4>>(1.0f, 1.0f, 1.0f, 1.0f)) * nsl::make<nsl::vec<float, 4>>(127.0f, 127.0f, 127.0f, 127.0f)))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    return t_23.x | uint32_t(t_23.y << (8u & 31u)) | uint32_t(t_23.z << (16u & 31u)) | uint32_t(t_23.w << (24u & 31u));
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    inputs.data = {reinterpret_cast<uint32_t*>(buffer1.data()), inputs.count};
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
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
