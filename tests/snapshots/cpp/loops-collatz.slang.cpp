struct StructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputBuffer;
static RWStructuredBuffer outputBuffer;
static uint32_t collatzSteps(uint32_t p);
static void computeMain();
static uint32_t collatzSteps(uint32_t p) {
    uint32_t n;
    uint32_t steps;
    uint32_t n_1 = p;
    uint32_t steps_1 = 0u;
    for (;;) {
        if (n_1 != 1u) {
        } else {
            uint32_t t = n_1;
            uint32_t t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        uint32_t t_2 = nsl::select(nsl::rem(n_1, 2u) == 0u, nsl::div(n_1, 2u), 3u * n_1 + 1u);
        uint32_t t_3 = steps_1 + 1u;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    return steps;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_4 = GlobalInvocationId;
    uint32_t t_5 = t_4.x;
    uint32_t t_6 = inputBuffer.data[t_5];
    uint32_t t_7 = collatzSteps(t_6);
    outputBuffer.data[t_5] = t_7;
    uint32_t n_2;
    uint32_t digits;
    uint32_t n_3 = t_6;
    uint32_t digits_1 = 0u;
    for (;;) {
        uint32_t t_8 = digits_1 + 1u;
        uint32_t t_9 = nsl::div(n_3, 10u);
        if (t_9 != 0u) {
        } else {
            uint32_t t_10 = t_9;
            uint32_t t_11 = t_8;
            n_2 = t_10;
            digits = t_11;
            break;
        }
        uint32_t t_12 = t_9;
        uint32_t t_13 = t_8;
        n_3 = t_12;
        digits_1 = t_13;
        continue;
    }
    outputBuffer.data[4u + t_5] = digits;
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
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
