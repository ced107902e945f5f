struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_2 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 values;
static RWStructuredBuffer_2 others;
static void computeMain();
static void computeMain() {
    uint32_t t = uint32_t(values.count);
    int32_t t_1 = nsl::convert<int32_t>(t);
    outputBuffer.data[0u] = t_1;
    uint32_t t_2 = uint32_t(others.count);
    outputBuffer.data[1u] = nsl::convert<int32_t>(t_2) * 10;
    uint32_t t_3 = uint32_t(outputBuffer.count);
    outputBuffer.data[2u] = nsl::convert<int32_t>(t_3);
    int32_t total;
    int32_t i;
    int32_t total_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < t_1) {
        } else {
            int32_t t_4 = total_1;
            int32_t t_5 = i_1;
            total = t_4;
            i = t_5;
            break;
        }
        uint32_t t_6 = values.data[nsl::convert<uint32_t>(i_1)];
        int32_t t_7 = total_1 + nsl::convert<int32_t>(t_6);
        int32_t t_8 = i_1 + 1;
        total_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[3u] = total;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    values.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    values.data = {reinterpret_cast<uint32_t*>(buffer1.data()), values.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(uint32_t));
    others.count = (uint32_t)((buffer2.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    others.data = {reinterpret_cast<uint32_t*>(buffer2.data()), others.count};
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
    buffer2.resize(buffer2.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
