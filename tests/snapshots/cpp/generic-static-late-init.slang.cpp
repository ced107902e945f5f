struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static thread_local int32_t base = 0;
static thread_local int32_t Counter_3_start = 0;
static thread_local int32_t Counter_3_viaLambda = 0;
static thread_local int32_t Counter_5_start = 0;
static thread_local int32_t Counter_5_viaLambda = 0;
static thread_local int32_t Counter_7_start = 0;
static thread_local int32_t Counter_7_viaLambda = 0;
static void computeMain();
static void static_init();
static void computeMain() {
    base = 10;
    static_init();
    int32_t t = Counter_3_start;
    outputBuffer.data[0u] = t;
    int32_t t_1 = Counter_5_start;
    Counter_5_start = t_1 + 1;
    int32_t t_2 = Counter_5_start;
    outputBuffer.data[1u] = t_2;
    int32_t t_3 = Counter_7_viaLambda;
    outputBuffer.data[2u] = t_3;
    int32_t t_4 = base;
    outputBuffer.data[3u] = t_4;
    return;
}
static void static_init() {
    int32_t t_5 = base;
    Counter_3_start = 6 + t_5;
    Counter_3_viaLambda = 300;
    int32_t t_6 = base;
    Counter_5_start = 10 + t_6;
    Counter_5_viaLambda = 500;
    int32_t t_7 = base;
    Counter_7_start = 14 + t_7;
    Counter_7_viaLambda = 700;
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
