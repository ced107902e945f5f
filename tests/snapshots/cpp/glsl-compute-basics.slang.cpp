struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> WorkgroupId;
static thread_local nsl::vec<uint32_t, 3> LocalInvocationId;
static thread_local nsl::vec<uint32_t, 3> NumWorkgroups;
static thread_local uint32_t LocalInvocationIndex;
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer inputBuffer;
static RWStructuredBuffer_1 outputBuffer;
static uint32_t total;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    uint32_t t_2 = LocalInvocationIndex;
    if (t_2 == 0u) {
        total = 0u;
    }
    nsl::barrier();
    uint32_t t_3 = inputBuffer.data[t_1];
    uint32_t t_4 = nsl::atomic_add(total, t_3);
    nsl::barrier();
    if (t_1 == 0u) {
        uint32_t t_5 = total;
        outputBuffer.data[0u] = nsl::convert<int32_t>(t_5);
        outputBuffer.data[1u] = 6;
        outputBuffer.data[2u] = 12;
        outputBuffer.data[3u] = 3;
        outputBuffer.data[4u] = 1016;
        outputBuffer.data[5u] = 4;
        outputBuffer.data[6u] = 8;
        outputBuffer.data[7u] = -14;
        outputBuffer.data[8u] = 10;
        outputBuffer.data[9u] = 2;
        nsl::vec<uint32_t, 3> t_6 = NumWorkgroups;
        outputBuffer.data[10u] = nsl::convert<int32_t>(t_6.x);
    }
    if (t_1 == 3u) {
        nsl::vec<uint32_t, 3> t_7 = LocalInvocationId;
        nsl::vec<uint32_t, 3> t_8 = WorkgroupId;
        outputBuffer.data[11u] = nsl::convert<int32_t>(t_7.x) * 100 + nsl::convert<int32_t>(t_8.x);
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
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    inputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
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
                WorkgroupId = {gx, gy, gz};
                LocalInvocationId = {lx, ly, lz};
                NumWorkgroups = {groups[0], groups[1], groups[2]};
                LocalInvocationIndex = index;
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
