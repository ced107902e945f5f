struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWByteAddressBuffer input;
static RWByteAddressBuffer_1 scratch;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    uint32_t t_2 = 2u * t_1;
    uint32_t t_3 = uint32_t((t_2 & 3u) << (3u & 31u));
    uint32_t t_4 = nsl::atomic_and(scratch.data[uint32_t((t_2 & 4294967292u) >> (2u & 31u))], uint32_t(~uint32_t(65535u << (t_3 & 31u))));
    uint32_t t_5 = nsl::atomic_or(scratch.data[uint32_t((t_2 & 4294967292u) >> (2u & 31u))], uint32_t(nsl::convert<uint32_t>(nsl::convert<uint16_t>((t_1 + 1u) * 257u)) << (t_3 & 31u)));
    nsl::barrier();
    if (t_1 == 0u) {
        uint32_t t_6 = scratch.data[0u];
        outputBuffer.data[0u] = nsl::convert<int32_t>(t_6);
        uint32_t t_7 = scratch.data[1u];
        outputBuffer.data[1u] = nsl::convert<int32_t>(t_7);
        uint32_t t_8 = scratch.data[2u];
        outputBuffer.data[2u] = nsl::convert<int32_t>(t_8);
        uint32_t t_9 = input.data[0u];
        outputBuffer.data[3u] = nsl::convert<int32_t>(nsl::convert<uint16_t>(uint32_t(t_9 >> (16u & 31u))));
        uint32_t t_10 = input.data[1u];
        uint32_t t_11 = input.data[1u];
        outputBuffer.data[4u] = nsl::convert<int32_t>(nsl::convert<uint16_t>(t_10)) + nsl::convert<int32_t>(nsl::bitcast<int16_t>(nsl::convert<uint16_t>(uint32_t(t_11 >> (16u & 31u))))) * 65536;
        uint32_t t_12 = input.data[0u];
        uint32_t t_13 = input.data[1u];
        outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::convert<uint16_t>(uint32_t(t_12 >> (16u & 31u)))) * 65536 + nsl::convert<int32_t>(nsl::convert<uint16_t>(t_13));
        uint32_t t_14 = input.data[2u];
        uint32_t t_15 = input.data[2u];
        outputBuffer.data[6u] = nsl::convert<int32_t>(_Float16(nsl::bitcast<_Float16>(nsl::convert<uint16_t>(t_14)) * _Float16(10.0))) * 100 + nsl::convert<int32_t>(_Float16(nsl::bitcast<_Float16>(nsl::convert<uint16_t>(uint32_t(t_15 >> (16u & 31u)))) * _Float16(10.0)));
        uint32_t t_16 = input.data[2u];
        outputBuffer.data[7u] = nsl::convert<int32_t>(nsl::bitcast<int16_t>(nsl::convert<uint16_t>(uint32_t(t_16 >> (16u & 31u)))));
    }
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
    scratch.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    scratch.data = {reinterpret_cast<uint32_t*>(buffer1.data()), scratch.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer2.data()), outputBuffer.count};
    const uint32_t size[3] = {4, 1, 1};
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
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
