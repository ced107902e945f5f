struct ByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static ByteAddressBuffer input;
static RWByteAddressBuffer output;
static void computeMain();
static void computeMain() {
    uint32_t t = input.data[1u];
    uint32_t t_1 = input.data[2u];
    uint32_t t_2 = input.data[3u];
    output.data[0u] = t;
    output.data[1u] = t_1;
    output.data[2u] = t_2;
    uint32_t t_3 = input.data[0u];
    uint32_t t_4 = input.data[2u];
    uint32_t t_5 = input.data[3u];
    uint64_t t_6 = nsl::convert<uint64_t>(t_4) | uint64_t(nsl::convert<uint64_t>(t_5) << (uint64_t(32ull) & uint64_t(63ull)));
    output.data[3u] = t_3;
    output.data[5u] = nsl::convert<uint32_t>(t_6);
    output.data[6u] = nsl::convert<uint32_t>(uint64_t(t_6 >> (uint64_t(32ull) & uint64_t(63ull))));
    uint32_t t_7 = input.data[0u];
    uint32_t t_8 = input.data[1u];
    uint32_t t_9 = input.data[2u];
    output.data[7u] = t_7;
    output.data[8u] = t_8;
    output.data[9u] = t_9;
    uint32_t t_10 = input.data[4u];
    uint32_t t_11 = input.data[5u];
    uint64_t t_12 = (nsl::convert<uint64_t>(t_10) | uint64_t(nsl::convert<uint64_t>(t_11) << (uint64_t(32ull) & uint64_t(63ull)))) + uint64_t(1ull);
    output.data[10u] = nsl::convert<uint32_t>(t_12);
    output.data[11u] = nsl::convert<uint32_t>(uint64_t(t_12 >> (uint64_t(32ull) & uint64_t(63ull))));
    uint32_t t_13 = input.data[6u];
    uint32_t t_14 = input.data[7u];
    nsl::vec<int32_t, 2> t_15 = nsl::bitcast<nsl::vec<int32_t, 2>>(nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_13), nsl::bitcast<float>(t_14))) * nsl::make<nsl::vec<int32_t, 2>>(2, 2);
    output.data[12u] = nsl::bitcast<uint32_t>(t_15.x);
    output.data[13u] = nsl::bitcast<uint32_t>(t_15.y);
    uint32_t t_16 = input.data[6u];
    uint32_t t_17 = input.data[7u];
    output.data[14u] = t_17;
    output.data[15u] = t_16;
    uint32_t t_18 = input.data[1u];
    uint32_t t_19 = input.data[2u];
    uint64_t t_20 = nsl::convert<uint64_t>(t_18) | uint64_t(nsl::convert<uint64_t>(t_19) << (uint64_t(32ull) & uint64_t(63ull)));
    output.data[16u] = nsl::convert<uint32_t>(t_20);
    output.data[17u] = nsl::convert<uint32_t>(uint64_t(t_20 >> (uint64_t(32ull) & uint64_t(63ull))));
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
    input.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    input.data = {reinterpret_cast<uint32_t*>(buffer0.data()), input.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    output.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    output.data = {reinterpret_cast<uint32_t*>(buffer1.data()), output.count};
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
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
