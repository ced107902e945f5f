struct ByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static ByteAddressBuffer input;
static RWByteAddressBuffer copy;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = input.data[0u];
    uint32_t t_1 = input.data[1u];
    uint32_t t_2 = input.data[2u];
    uint32_t t_3 = input.data[2u];
    uint32_t t_4 = input.data[3u];
    copy.data[1u] = t;
    copy.data[2u] = t_1;
    copy.data[3u] = t_2;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = t_4;
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
    copy.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    copy.data = {reinterpret_cast<uint32_t*>(buffer1.data()), copy.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer2.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer2.data()), outputBuffer.count};
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
    buffer2.resize(buffer2.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
