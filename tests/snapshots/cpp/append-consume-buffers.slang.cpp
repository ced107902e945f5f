struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_2 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_3 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_4 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local uint32_t LocalInvocationIndex;
static RWStructuredBuffer source;
static RWStructuredBuffer_1 source_counter;
static RWStructuredBuffer_2 sink;
static RWStructuredBuffer_3 sink_counter;
static RWStructuredBuffer_4 outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = LocalInvocationIndex;
    int32_t t_1 = nsl::atomic_add(source_counter.data[0u], -1);
    int32_t t_2 = source.data[nsl::convert<uint32_t>(t_1 + -1)];
    int32_t t_3 = nsl::atomic_add(sink_counter.data[0u], 1);
    sink.data[nsl::convert<uint32_t>(t_3)] = 10;
    int32_t t_4 = nsl::atomic_add(outputBuffer.data[2u], t_2);
    int32_t t_5 = nsl::atomic_add(outputBuffer.data[3u], t_2 * t_2);
    int32_t t_6 = nsl::atomic_max(outputBuffer.data[4u], t_2);
    uint32_t t_7 = uint32_t(sink.count);
    if (t == 0u) {
        outputBuffer.data[0u] = nsl::convert<int32_t>(t_7);
        outputBuffer.data[1u] = 4;
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    source.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    source.data = {reinterpret_cast<int32_t*>(buffer0.data()), source.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    source_counter.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    source_counter.data = {reinterpret_cast<int32_t*>(buffer1.data()), source_counter.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    sink.count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    sink.data = {reinterpret_cast<int32_t*>(buffer2.data()), sink.count};
    std::vector<unsigned char> buffer3 = nsl::read_file(dir, "b0_3.bin");
    buffer3.resize(buffer3.size() + sizeof(int32_t));
    sink_counter.count = (uint32_t)((buffer3.size() - sizeof(int32_t)) / sizeof(int32_t));
    sink_counter.data = {reinterpret_cast<int32_t*>(buffer3.data()), sink_counter.count};
    std::vector<unsigned char> buffer4 = nsl::read_file(dir, "b0_4.bin");
    buffer4.resize(buffer4.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer4.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer4.data()), outputBuffer.count};
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
                LocalInvocationIndex = index;
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    buffer3.resize(buffer3.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_3.bin", buffer3);
    buffer4.resize(buffer4.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_4.bin", buffer4);
    nsl::save_addresses(dir);
    return 0;
}
