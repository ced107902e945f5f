struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    float t_2 = nsl::convert<float>(t_1);
    nsl::mat<float, 2, 2> t_3 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.5f + t_2, -2.25f), nsl::make<nsl::vec<float, 2>>(7.0f, -0.5f)}};
    float t_4 = 1.0f + t_2;
    nsl::mat<float, 2, 2> t_5 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(2.0f, t_4), nsl::make<nsl::vec<float, 2>>(-3.0f, 0.25f)}};
    nsl::mat<float, 2, 2> t_6 = -t_3;
    nsl::mat<float, 2, 2> t_7 = nsl::rem(t_3, t_5);
    nsl::mat<float, 2, 2> t_8 = nsl::max(t_3, t_5);
    nsl::mat<float, 2, 2> t_9 = nsl::smoothstep(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}}, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(4.0f, 4.0f), nsl::make<nsl::vec<float, 2>>(4.0f, 4.0f)}}, t_5);
    outputBuffer.data[0u] = t_6[0].x;
    outputBuffer.data[1u] = t_6[1].y;
    outputBuffer.data[2u] = t_7[0].x;
    outputBuffer.data[3u] = t_7[1].x;
    outputBuffer.data[4u] = t_8[0].y;
    outputBuffer.data[5u] = t_8[1].y;
    outputBuffer.data[6u] = nsl::floor(nsl::abs(t_3))[0].y;
    outputBuffer.data[7u] = nsl::fma(t_3, t_5, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f), nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f)}})[1].x;
    outputBuffer.data[8u] = t_9[0].x;
    outputBuffer.data[9u] = t_9[1].x;
    outputBuffer.data[10u] = nsl::lerp(t_3, t_5, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f), nsl::make<nsl::vec<float, 2>>(0.5f, 0.5f)}})[1].y;
    uint64_t t_10 = nsl::convert<uint64_t>(t_1);
    uint64_t t_11 = uint64_t(17293822569102704641ull) + t_10;
    outputBuffer.data[11u] = nsl::convert<float>(nsl::countbits(t_11));
    outputBuffer.data[12u] = nsl::convert<float>(nsl::firstbithigh(t_11));
    outputBuffer.data[13u] = nsl::convert<float>(nsl::firstbitlow(uint64_t(t_11 << (uint64_t(4ull) & uint64_t(63ull)))));
    outputBuffer.data[14u] = nsl::convert<float>(nsl::reversebits(t_11) & uint64_t(255ull));
    int32_t t_12 = nsl::convert<int32_t>(int8_t(int8_t(-2) + nsl::convert<int8_t>(t_1)));
    outputBuffer.data[15u] = nsl::convert<float>(nsl::countbits(t_12));
    outputBuffer.data[16u] = nsl::convert<float>(nsl::firstbithigh(t_12));
    outputBuffer.data[17u] = nsl::convert<float>(nsl::select(nsl::firstbitlow(t_10) == 4294967295u, 1, 0));
    outputBuffer.data[18u] = nsl::convert<float>(nsl::firstbithigh(int64_t(-8ll) + nsl::convert<int64_t>(t_1)));
    outputBuffer.data[19u] = nsl::convert<float>(_Float16(_Float16(_Float16(0.5) + nsl::convert<_Float16>(t_2)) * _Float16(3.0)));
    outputBuffer.data[20u] = nsl::select(nsl::isinf(nsl::convert<_Float16>(1.0f / t_2)), 1.0f, 0.0f);
    outputBuffer.data[21u] = nsl::convert<float>(nsl::f32tof16(t_4));
    outputBuffer.data[22u] = nsl::f16tof32(49152u + nsl::convert<uint32_t>(t_2));
    outputBuffer.data[23u] = nsl::convert<float>(nsl::convert<uint16_t>(uint32_t(nsl::reversebits(nsl::convert<uint32_t>(uint16_t(uint16_t(1) + nsl::convert<uint16_t>(t_1)))) >> (16u & 31u))));
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
