struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static uint32_t core_dot4add_u8packed(uint32_t a, uint32_t p, uint32_t p_1);
static int32_t core_dot4add_i8packed(uint32_t a_1, uint32_t b, int32_t acc);
static void computeMain() {
    uint32_t t = inputs.data[0u];
    uint32_t t_1 = inputs.data[1u];
    uint32_t t_2 = core_dot4add_u8packed(t, t_1, 10u);
    outputBuffer.data[0u] = nsl::convert<int32_t>(t_2);
    uint32_t t_3 = inputs.data[2u];
    uint32_t t_4 = inputs.data[3u];
    int32_t t_5 = core_dot4add_i8packed(t_3, t_4, -7);
    outputBuffer.data[1u] = t_5;
    uint32_t t_6 = inputs.data[0u];
    outputBuffer.data[2u] = nsl::convert<int32_t>((0.5f + nsl::dot(nsl::convert<nsl::vec<float, 2>>(nsl::make<nsl::vec<_Float16, 2>>(_Float16(1.5), _Float16(-2.25)) * nsl::splat<nsl::vec<_Float16, 2>>(nsl::convert<_Float16>(t_6 & 1u))), nsl::make<nsl::vec<float, 2>>(4.0f, 2.0f))) * 4.0f);
    return;
}
static uint32_t core_dot4add_u8packed(uint32_t a, uint32_t p, uint32_t p_1) {
    return p_1 + nsl::dot(nsl::make<nsl::vec<uint32_t, 4>>(a, uint32_t(a >> (8u & 31u)), uint32_t(a >> (16u & 31u)), uint32_t(a >> (24u & 31u))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u), nsl::make<nsl::vec<uint32_t, 4>>(p, uint32_t(p >> (8u & 31u)), uint32_t(p >> (16u & 31u)), uint32_t(p >> (24u & 31u))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u));
}
static int32_t core_dot4add_i8packed(uint32_t a_1, uint32_t b, int32_t acc) {
    return acc + nsl::dot(nsl::vec<int32_t, 4>(nsl::make<nsl::vec<int32_t, 4>>(nsl::convert<int32_t>(uint32_t(a_1 << (24u & 31u))), nsl::convert<int32_t>(uint32_t(a_1 << (16u & 31u))), nsl::convert<int32_t>(uint32_t(a_1 << (8u & 31u))), nsl::convert<int32_t>(a_1)) >> (nsl::make<nsl::vec<int32_t, 4>>(24, 24, 24, 24) & nsl::make<nsl::vec<int32_t, 4>>(31, 31, 31, 31))), nsl::vec<int32_t, 4>(nsl::make<nsl::vec<int32_t, 4>>(nsl::convert<int32_t>(uint32_t(b << (24u & 31u))), nsl::convert<int32_t>(uint32_t(b << (16u & 31u))), nsl::convert<int32_t>(uint32_t(b << (8u & 31u))), nsl::convert<int32_t>(b)) >> (nsl::make<nsl::vec<int32_t, 4>>(24, 24, 24, 24) & nsl::make<nsl::vec<int32_t, 4>>(31, 31, 31, 31))));
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
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
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
