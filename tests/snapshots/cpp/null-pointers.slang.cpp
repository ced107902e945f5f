struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t* t = ((int32_t*)uint64_t(0ull));
    int32_t* a = ((int32_t*)nullptr);
    a = t;
    int32_t* t_1 = ((int32_t*)nullptr);
    int32_t* t_2 = t_1;
    int32_t* h = ((int32_t*)nullptr);
    h = t_2;
    int32_t* t_3 = a;
    outputBuffer.data[0u] = nsl::convert<uint32_t>(((uint64_t)t_3));
    int32_t* t_4 = h;
    outputBuffer.data[1u] = nsl::convert<uint32_t>(((uint64_t)t_4) == uint64_t(0ull));
    int32_t* t_5 = a;
    int32_t* t_6 = h;
    outputBuffer.data[2u] = nsl::select(nsl::convert<bool>(((uint64_t)t_6)), 5u, nsl::select(nsl::convert<bool>(((uint64_t)t_5)), 7u, 1u));
    int32_t* t_7 = a;
    int32_t* b = ((int32_t*)nullptr);
    b = (&t_7[int64_t(3ll)]);
    int32_t* t_8 = b;
    outputBuffer.data[3u] = nsl::convert<uint32_t>(((uint64_t)t_8));
    int32_t* t_9 = a;
    outputBuffer.data[4u] = nsl::bitcast<nsl::vec<uint32_t, 2>>(((uint64_t)t_9)).x;
    int32_t* t_10 = b;
    int32_t* t_11 = ((int32_t*)((uint64_t)t_10));
    int32_t* t_12 = b;
    outputBuffer.data[5u] = nsl::convert<uint32_t>(((uint64_t)t_11) == ((uint64_t)t_12));
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
