struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t n;
    int32_t steps;
    int32_t n_1 = 6;
    int32_t steps_1 = 0;
    for (;;) {
        if (n_1 != 1) {
        } else {
            int32_t t = n_1;
            int32_t t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        int32_t t_2 = nsl::select((n_1 & 1) == 0, nsl::div(n_1, 2), 3 * n_1 + 1);
        int32_t t_3 = steps_1 + 1;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    outputBuffer.data[0u] = steps;
    int32_t n_2;
    int32_t steps_2;
    int32_t n_3 = 27;
    int32_t steps_3 = 0;
    for (;;) {
        if (n_3 != 1) {
        } else {
            int32_t t_4 = n_3;
            int32_t t_5 = steps_3;
            n_2 = t_4;
            steps_2 = t_5;
            break;
        }
        int32_t t_6 = nsl::select((n_3 & 1) == 0, nsl::div(n_3, 2), 3 * n_3 + 1);
        int32_t t_7 = steps_3 + 1;
        n_3 = t_6;
        steps_3 = t_7;
        continue;
    }
    outputBuffer.data[1u] = steps_2;
    outputBuffer.data[2u] = 42;
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
