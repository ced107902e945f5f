struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> LocalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWByteAddressBuffer bytes;
static uint32_t counter;
static uint32_t ticket;
static int32_t lowest;
static int32_t highest;
static std::array<uint32_t, 2> flags;
static uint32_t winner;
static uint32_t slot;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = LocalInvocationId;
    uint32_t t_1 = t.x;
    bool t_2 = t_1 == 0u;
    if (t_2) {
        counter = 10u;
        ticket = 0u;
        lowest = 0;
        highest = -100;
        flags[0] = 0u;
        flags[1] = 240u;
        winner = 99u;
        slot = 7u;
    }
    nsl::barrier();
    uint32_t t_3 = nsl::atomic_add(counter, t_1 + 1u);
    uint32_t t_4 = nsl::atomic_add(ticket, 1u);
    int32_t t_5 = nsl::atomic_or(outputBuffer.data[7u], int32_t(1 << (nsl::convert<int32_t>(t_4) & 31)));
    int32_t t_6 = nsl::convert<int32_t>(t_1);
    int32_t t_7 = nsl::atomic_min(lowest, t_6 - 2);
    int32_t t_8 = nsl::atomic_max(highest, -t_6 * 3);
    uint32_t t_9 = nsl::atomic_or(flags[0], uint32_t(1u << (t_1 * 4u & 31u)));
    uint32_t t_10 = nsl::atomic_xor(flags[1], uint32_t(1u << (t_1 & 31u)));
    uint32_t t_11 = nsl::atomic_cmpxchg(winner, 99u, t_1);
    int32_t t_12 = nsl::atomic_add(outputBuffer.data[6u], nsl::select(t_11 == 99u, 1, 0));
    uint32_t t_13 = nsl::atomic_exchange(slot, t_1 + 100u);
    int32_t t_14 = nsl::atomic_add(outputBuffer.data[8u], nsl::select(t_13 == 7u, 1, 0));
    uint32_t t_15 = nsl::atomic_add(bytes.data[1u], t_1);
    uint32_t t_16 = nsl::atomic_max(bytes.data[2u], t_1 * 5u);
    uint32_t t_17 = nsl::atomic_cmpxchg(bytes.data[3u], 0u, 7u);
    nsl::barrier();
    if (t_2) {
        uint32_t t_18 = counter;
        outputBuffer.data[0u] = nsl::convert<int32_t>(t_18);
        int32_t t_19 = lowest;
        outputBuffer.data[1u] = t_19;
        int32_t t_20 = highest;
        outputBuffer.data[2u] = t_20;
        uint32_t t_21 = flags[0];
        outputBuffer.data[3u] = nsl::convert<int32_t>(t_21);
        uint32_t t_22 = flags[1];
        outputBuffer.data[4u] = nsl::convert<int32_t>(t_22);
        uint32_t t_23 = winner;
        outputBuffer.data[5u] = nsl::select(t_23 < 4u, 1, 0);
        uint32_t t_24 = slot;
        bool t_25;
        if (t_24 >= 100u) {
            uint32_t t_26 = slot;
            t_25 = t_26 <= 103u;
        } else {
            t_25 = false;
        }
        outputBuffer.data[9u] = nsl::select(t_25, 1, 0);
        uint32_t t_27 = bytes.data[0u];
        outputBuffer.data[10u] = nsl::convert<int32_t>(t_27);
        outputBuffer.data[11u] = 42;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    bytes.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    bytes.data = {reinterpret_cast<uint32_t*>(buffer1.data()), bytes.count};
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
                LocalInvocationId = {lx, ly, lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
