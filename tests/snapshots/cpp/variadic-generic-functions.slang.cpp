struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local int32_t cursor = 0;
static void computeMain();
static void recordAll(int32_t p, float p_1, int32_t p_2);
static int32_t total(int32_t args_0, float args_1);
static int32_t sumValues();
static int32_t total_1(int32_t args_0_1, int32_t args_1_1, float args_2);
static void computeMain() {
    recordAll(3, 2.5f, 7);
    int32_t t = total(1, 4.0f);
    outputBuffer.data[3u] = t;
    int32_t t_1 = total_1(2, 3, 1.5f);
    outputBuffer.data[4u] = t_1;
    outputBuffer.data[5u] = 0;
    int32_t t_2 = sumValues();
    outputBuffer.data[6u] = t_2;
    int32_t t_3 = cursor;
    outputBuffer.data[7u] = t_3;
    return;
}
static void recordAll(int32_t p, float p_1, int32_t p_2) {
    int32_t t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_4)] = p * 10;
    int32_t t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_5)] = nsl::convert<int32_t>(p_1 * 2.0f);
    int32_t t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_6)] = p_2 * 10;
    return;
}
static int32_t total(int32_t args_0, float args_1) {
    return args_0 * 10 + nsl::convert<int32_t>(args_1 * 2.0f) + 2000;
}
static int32_t sumValues() {
    return 153;
}
static int32_t total_1(int32_t args_0_1, int32_t args_1_1, float args_2) {
    return args_0_1 * 10 + args_1_1 * 10 + nsl::convert<int32_t>(args_2 * 2.0f) + 3000;
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
