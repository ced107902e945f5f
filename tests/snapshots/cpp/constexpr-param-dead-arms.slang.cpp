struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t pick(int32_t p, int32_t x);
static int32_t pick_1(int32_t _constexpr_arg_mode, int32_t x_1);
static int32_t pick_2(int32_t _constexpr_arg_mode_1, int32_t x_2);
static int32_t pick_3(int32_t _constexpr_arg_mode_2, int32_t x_3);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x) + 3;
    int32_t t_2 = pick(0, t_1);
    outputBuffer.data[0u] = t_2;
    int32_t t_3 = pick_1(1, t_1);
    outputBuffer.data[1u] = t_3;
    int32_t t_4 = pick_2(2, t_1);
    outputBuffer.data[2u] = t_4;
    int32_t t_5 = pick_3(7, t_1);
    outputBuffer.data[3u] = t_5;
    int32_t t_6 = pick_2(2, t_1);
    int32_t t_7 = pick_2(2, t_1);
    outputBuffer.data[4u] = t_6 + t_7;
    outputBuffer.data[5u] = 26;
    return;
}
static int32_t pick(int32_t p, int32_t x) {
    return x + 1;
}
static int32_t pick_1(int32_t _constexpr_arg_mode, int32_t x_1) {
    switch (1) {
    case 1:
    {
        return x_1 * 10;
    }
    case 2:
    {
        return x_1 * 100;
    }
    default: {
        return -x_1;
    }
    }
    return 0;
}
static int32_t pick_2(int32_t _constexpr_arg_mode_1, int32_t x_2) {
    switch (2) {
    case 1:
    {
        return x_2 * 10;
    }
    case 2:
    {
        return x_2 * 100;
    }
    default: {
        return -x_2;
    }
    }
    return 0;
}
static int32_t pick_3(int32_t _constexpr_arg_mode_2, int32_t x_3) {
    switch (7) {
    case 1:
    {
        return x_3 * 10;
    }
    case 2:
    {
        return x_3 * 100;
    }
    default: {
        return -x_3;
    }
    }
    return 0;
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
