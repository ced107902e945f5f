struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static uint32_t counter;
static std::array<uint32_t, 2> pair;
static std::array<uint32_t, 64> slots;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 0u;
        pair[0] = 0u;
        pair[1] = 0u;
    }
    nsl::barrier();
    uint32_t t_3 = nsl::atomic_add(counter, 1u);
    uint32_t t_4 = nsl::atomic_add(pair[1], 1u);
    uint32_t t_5 = nsl::atomic_add(pair[1], 1u);
    slots[t_1] = t_1 * 3u;
    uint32_t t_6 = nsl::atomic_add(outputBuffer.data[2u], 1u);
    nsl::barrier();
    if (t_2) {
        uint32_t t_7 = counter;
        outputBuffer.data[0u] = t_7;
        uint32_t t_8 = pair[1];
        outputBuffer.data[1u] = t_8;
        pair[0] = 9u;
        uint32_t t_9 = pair[0];
        pair[0] = 0u;
        outputBuffer.data[3u] = t_9;
        uint32_t sum;
        uint32_t k;
        uint32_t sum_1 = 0u;
        uint32_t k_1 = 0u;
        for (;;) {
            if (k_1 < 64u) {
            } else {
                uint32_t t_10 = sum_1;
                uint32_t t_11 = k_1;
                sum = t_10;
                k = t_11;
                break;
            }
            uint32_t t_12 = slots[k_1];
            uint32_t t_13 = sum_1 + t_12;
            uint32_t t_14 = k_1 + 1u;
            sum_1 = t_13;
            k_1 = t_14;
            continue;
        }
        outputBuffer.data[4u] = sum;
    }
    if (t_1 == 7u) {
        outputBuffer.data[6u] = 11u;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), outputBuffer.count};
    const uint32_t size[3] = {64, 1, 1};
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
    nsl::save_addresses(dir);
    return 0;
}
