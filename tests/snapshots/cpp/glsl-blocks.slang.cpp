struct Results {
    int32_t first;
    int32_t second;
    int32_t third;
    int32_t vectorCompare;
    int32_t borrowed;
    int32_t multiplied;
};
struct RWStructuredBuffer {
    nsl::rt_array<Results> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 values;
static void computeMain();
static void computeMain() {
    uint32_t t = values.data[0u];
    outputBuffer.data[0u].first = nsl::convert<int32_t>(t) + 1;
    int32_t t_1 = outputBuffer.data[0u].first;
    uint32_t t_2 = values.data[1u];
    outputBuffer.data[0u].second = t_1 + nsl::convert<int32_t>(t_2);
    uint32_t t_3 = values.data[2u];
    outputBuffer.data[0u].third = nsl::convert<int32_t>(t_3) * 3;
    outputBuffer.data[0u].vectorCompare = 3;
    outputBuffer.data[0u].borrowed = 11;
    outputBuffer.data[0u].multiplied = 300;
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
    buffer0.resize(buffer0.size() + sizeof(Results));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(Results)) / sizeof(Results));
    outputBuffer.data = {reinterpret_cast<Results*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    values.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    values.data = {reinterpret_cast<uint32_t*>(buffer1.data()), values.count};
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
    buffer0.resize(buffer0.size() - sizeof(Results));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
