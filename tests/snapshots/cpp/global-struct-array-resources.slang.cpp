struct Pair {
    int32_t bias;
};
struct GlobalParams {
    std::array<Pair, 2> pairs;
};
struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static StructuredBuffer pairs_src[2];
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::bitcast<nsl::vec<int32_t, 3>>(t).x;
    int32_t t_2 = int32_t(t_1 >> (1 & 31));
    uint32_t t_3 = nsl::convert<uint32_t>(t_1);
    int32_t t_4 = pairs_src[t_2].data[t_3];
    int32_t t_5 = globalParams.pairs[1 - t_2].bias;
    outputBuffer.data[t_3] = t_4 + t_5;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_1_0.bin");
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    pairs_src[0].count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    pairs_src[0].data = {reinterpret_cast<int32_t*>(buffer0.data()), pairs_src[0].count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    pairs_src[1].count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    pairs_src[1].data = {reinterpret_cast<int32_t*>(buffer1.data()), pairs_src[1].count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer2.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
    }
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
