struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Flags {
    uint32_t _bits0;
    uint32_t plain;
    uint64_t _bits2;
};
struct Split {
    uint32_t _bits0;
    uint32_t _bits1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static void computeMain() {
    Flags f = Flags{};
    f = Flags{0u, 9u, uint64_t(0ull)};
    uint32_t t = f._bits0;
    uint32_t t_1 = f._bits0;
    uint32_t t_2 = f._bits0;
    uint32_t t_3 = f.plain;
    outputBuffer.data[0u] = int32_t(nsl::bitcast<int32_t>(uint32_t(t << (28u & 31u))) >> (28 & 31)) + nsl::convert<int32_t>(uint32_t(uint32_t(t_1 << (16u & 31u)) >> (20u & 31u))) + nsl::convert<int32_t>(uint32_t(t_2 >> (16u & 31u))) + nsl::convert<int32_t>(t_3) * 100;
    int32_t t_4 = inputs.data[1u];
    uint32_t t_5 = f._bits0;
    f._bits0 = t_5 & 4294967280u | nsl::convert<uint32_t>(t_4) & 15u;
    int32_t t_6 = inputs.data[0u];
    uint32_t t_7 = f._bits0;
    f._bits0 = t_7 & 4294901775u | uint32_t(nsl::convert<uint32_t>(t_6 * 20) << (4u & 31u)) & 65520u;
    uint32_t t_8 = f._bits0;
    f._bits0 = t_8 & 65535u | 4293984256u;
    int32_t t_9 = inputs.data[1u];
    uint64_t t_10 = f._bits2;
    f._bits2 = t_10 & uint64_t(18446742974197923840ull) | nsl::convert<uint64_t>(int64_t(nsl::convert<int64_t>(t_9) << (int64_t(30ll) & int64_t(63ll)))) & uint64_t(1099511627775ull);
    int32_t t_11 = inputs.data[2u];
    uint64_t t_12 = f._bits2;
    f._bits2 = t_12 & uint64_t(18446736377128157183ull) | uint64_t(nsl::convert<uint64_t>(nsl::convert<uint8_t>(t_11 + 1)) << (uint64_t(40ull) & uint64_t(63ull))) & uint64_t(7696581394432ull);
    uint32_t t_13 = f._bits0;
    outputBuffer.data[1u] = int32_t(nsl::bitcast<int32_t>(uint32_t(t_13 << (28u & 31u))) >> (28 & 31));
    uint32_t t_14 = f._bits0;
    outputBuffer.data[2u] = nsl::convert<int32_t>(uint32_t(uint32_t(t_14 << (16u & 31u)) >> (20u & 31u)));
    uint32_t t_15 = f._bits0;
    outputBuffer.data[3u] = nsl::convert<int32_t>(uint32_t(t_15 >> (16u & 31u)));
    uint64_t t_16 = f._bits2;
    outputBuffer.data[4u] = nsl::convert<int32_t>(int64_t(int64_t(nsl::bitcast<int64_t>(uint64_t(t_16 << (uint64_t(24ull) & uint64_t(63ull)))) >> (int64_t(24ll) & int64_t(63ll))) >> (int64_t(20ll) & int64_t(63ll))));
    uint64_t t_17 = f._bits2;
    outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::convert<uint8_t>(uint64_t(uint64_t(t_17 << (uint64_t(21ull) & uint64_t(63ull))) >> (uint64_t(61ull) & uint64_t(63ull)))));
    uint32_t t_18 = f._bits0;
    uint32_t t_19 = f._bits0;
    f._bits0 = t_19 & 4294967280u | nsl::convert<uint32_t>(int32_t(nsl::bitcast<int32_t>(uint32_t(t_18 << (28u & 31u))) >> (28 & 31)) + 10) & 15u;
    uint32_t t_20 = f._bits0;
    outputBuffer.data[6u] = int32_t(nsl::bitcast<int32_t>(uint32_t(t_20 << (28u & 31u))) >> (28 & 31));
    Split s = Split{};
    uint32_t t_21 = s._bits0;
    s._bits0 = t_21 & 4278190080u | 11259375u;
    uint32_t t_22 = s._bits1;
    s._bits1 = t_22 & 4278190080u | 1193046u;
    uint32_t t_23 = s._bits0;
    uint32_t t_24 = s._bits1;
    outputBuffer.data[7u] = nsl::convert<int32_t>(uint32_t(uint32_t(t_23 << (8u & 31u)) >> (8u & 31u)) ^ uint32_t(uint32_t(t_24 << (8u & 31u)) >> (8u & 31u)));
    outputBuffer.data[8u] = 1682;
    outputBuffer.data[9u] = 28;
    outputBuffer.data[10u] = 28;
    uint32_t t_25 = f.plain;
    outputBuffer.data[11u] = nsl::convert<int32_t>(t_25);
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    inputs.data = {reinterpret_cast<int32_t*>(buffer1.data()), inputs.count};
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    return 0;
}
