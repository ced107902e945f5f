struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct Pair {
    uint32_t a;
    uint32_t b;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t* p = ((uint32_t*)nullptr);
    uint32_t* t = ((uint32_t*)uint64_t(0ull));
    p = t;
    uint32_t* t_1 = p;
    outputBuffer.data[0u] = nsl::convert<uint32_t>(((uint64_t)t_1) == uint64_t(0ull));
    uint32_t* t_2 = p;
    uint32_t* q = ((uint32_t*)nullptr);
    q = (&t_2[int64_t(3ll)]);
    uint32_t* t_3 = q;
    outputBuffer.data[1u] = nsl::convert<uint32_t>(((uint64_t)t_3));
    uint32_t* t_4 = q;
    Pair* t_5 = ((Pair*)((uint64_t)t_4));
    Pair* r = ((Pair*)nullptr);
    r = t_5;
    Pair* t_6 = r;
    outputBuffer.data[2u] = nsl::convert<uint32_t>(((uint64_t)t_6) != uint64_t(0ull));
    outputBuffer.data[3u] = 20u;
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
    nsl::save_addresses(dir);
    return 0;
}
