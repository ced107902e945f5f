struct ByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static ByteAddressBuffer data;
static RWByteAddressBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = data.data[0u];
    uint32_t t_1 = data.data[1u];
    uint32_t t_2 = data.data[2u];
    uint32_t t_3 = data.data[3u];
    uint32_t t_4 = data.data[4u];
    uint32_t t_5 = data.data[5u];
    uint32_t t_6 = data.data[6u];
    uint32_t t_7 = data.data[7u];
    uint32_t t_8 = data.data[8u];
    uint32_t t_9 = data.data[9u];
    uint32_t t_10 = data.data[10u];
    uint32_t t_11 = data.data[11u];
    uint32_t t_12 = data.data[12u];
    uint32_t t_13 = data.data[13u];
    uint32_t t_14 = data.data[14u];
    uint32_t t_15 = data.data[15u];
    uint32_t t_16 = data.data[16u];
    uint32_t t_17 = data.data[17u];
    uint32_t t_18 = data.data[18u];
    uint32_t t_19 = data.data[19u];
    uint32_t t_20 = data.data[20u];
    uint32_t t_21 = data.data[21u];
    uint32_t t_22 = data.data[22u];
    uint32_t t_23 = data.data[23u];
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = t_4;
    outputBuffer.data[2u] = t_10;
    outputBuffer.data[3u] = t_9;
    outputBuffer.data[4u] = t_15;
    outputBuffer.data[5u] = t_22;
    outputBuffer.data[6u] = t;
    outputBuffer.data[7u] = t_1;
    outputBuffer.data[8u] = t_2;
    outputBuffer.data[9u] = t_3;
    outputBuffer.data[10u] = t_4;
    outputBuffer.data[11u] = t_5;
    outputBuffer.data[12u] = t_6;
    outputBuffer.data[13u] = t_7;
    outputBuffer.data[14u] = t_8;
    outputBuffer.data[16u] = t_10;
    outputBuffer.data[18u] = t_12;
    outputBuffer.data[20u] = t_14;
    outputBuffer.data[15u] = t_9;
    outputBuffer.data[17u] = t_11;
    outputBuffer.data[19u] = t_13;
    outputBuffer.data[21u] = t_15;
    outputBuffer.data[22u] = t_16;
    outputBuffer.data[23u] = t_17;
    outputBuffer.data[24u] = t_18;
    outputBuffer.data[25u] = t_19;
    outputBuffer.data[26u] = t_20;
    outputBuffer.data[27u] = t_21;
    outputBuffer.data[28u] = t_22;
    outputBuffer.data[29u] = t_23;
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
    data.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    data.data = {reinterpret_cast<uint32_t*>(buffer0.data()), data.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer1.data()), outputBuffer.count};
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
