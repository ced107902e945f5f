struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Pair {
    int32_t a;
    int32_t b;
};
static thread_local nsl::vec<uint32_t, 3> LocalInvocationId;
static RWStructuredBuffer outputBuffer;
static std::array<int32_t, 8> slots;
static std::array<Pair, 4> pairs;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = LocalInvocationId;
    uint32_t t_1 = t.x;
    int64_t t_2 = nsl::convert<int64_t>(t_1);
    (&slots[0])[t_2] = nsl::convert<int32_t>(10u * t_1 + 1u);
    uint32_t t_3 = t_1 + 4u;
    (&slots[0])[t_3] = nsl::convert<int32_t>(10u * t_3 + 1u);
    int32_t t_4 = nsl::convert<int32_t>(t_1);
    (&pairs[0])[nsl::convert<int64_t>(nsl::convert<uint64_t>(t_1))].a = t_4;
    (&pairs[0])[nsl::convert<int64_t>(nsl::convert<uint64_t>(t_1))].b = t_4 * 100;
    nsl::barrier();
    int32_t t_5 = (&(&slots[0])[int64_t(7ll)])[-nsl::convert<int64_t>(t_4)];
    outputBuffer.data[t_1] = t_5;
    int32_t t_6 = (&(&slots[0])[t_2])[int64_t(4ll)];
    outputBuffer.data[t_3] = t_6;
    int32_t t_7 = (&pairs[0])[nsl::convert<int64_t>(3u - t_1)].b;
    int32_t t_8 = (&pairs[0])[t_2].a;
    outputBuffer.data[8u + t_1] = t_7 + t_8;
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
    nsl::save_addresses(dir);
    return 0;
}
