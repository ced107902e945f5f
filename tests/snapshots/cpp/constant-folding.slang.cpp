struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    outputBuffer.data[0u] = -1;
    outputBuffer.data[1u] = 127;
    outputBuffer.data[2u] = 4464;
    outputBuffer.data[3u] = -2048;
    outputBuffer.data[4u] = 0;
    outputBuffer.data[5u] = -3;
    outputBuffer.data[6u] = -1;
    outputBuffer.data[7u] = 0;
    outputBuffer.data[8u] = -1;
    outputBuffer.data[9u] = int32_t(0x80000000u);
    outputBuffer.data[10u] = 0;
    outputBuffer.data[11u] = -2147483647;
    outputBuffer.data[12u] = 44;
    outputBuffer.data[13u] = 255;
    outputBuffer.data[14u] = 44;
    outputBuffer.data[15u] = 1;
    outputBuffer.data[16u] = -32768;
    outputBuffer.data[17u] = 2147483647;
    outputBuffer.data[18u] = -1;
    outputBuffer.data[19u] = 15;
    std::array<int32_t, 4> arr = std::array<int32_t, 4>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int32_t t_1 = arr[3];
    outputBuffer.data[20u] = t_1;
    outputBuffer.data[21u] = 2101281;
    outputBuffer.data[22u] = 255;
    outputBuffer.data[23u] = 0;
    outputBuffer.data[24u] = 67;
    outputBuffer.data[25u] = 6;
    uint32_t t_2 = t.x;
    int32_t t_3 = nsl::convert<int32_t>(t_2);
    outputBuffer.data[26u] = nsl::convert<int32_t>(int8_t(nsl::convert<int8_t>(t_3 + 127) + int8_t(1)));
    outputBuffer.data[27u] = nsl::convert<int32_t>(nsl::convert<int8_t>(t_3 + 255));
    outputBuffer.data[28u] = nsl::convert<int32_t>(nsl::convert<uint16_t>(t_3 + 70000));
    outputBuffer.data[29u] = nsl::convert<int32_t>(t_2 + 4294967295u + 1u);
    outputBuffer.data[30u] = nsl::convert<int32_t>(4294967295u < t_2);
    outputBuffer.data[31u] = nsl::convert<int32_t>(nsl::convert<int16_t>(int32_t(nsl::convert<int32_t>(nsl::convert<int16_t>(t_3 + 32768)) >> (4 & 31))));
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
    nsl::save_addresses(dir);
    return 0;
}
