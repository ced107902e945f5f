struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Atomic_uint_ {
    uint32_t _value;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t* base = ((int32_t*)nullptr);
    int32_t* t = ((int32_t*)uint64_t(0ull));
    base = t;
    int32_t* t_1 = base;
    int32_t* p = ((int32_t*)nullptr);
    p = (&t_1[int64_t(1ll)]);
    int32_t* t_2 = p;
    nsl::vec<int32_t, 2>* t_3 = ((nsl::vec<int32_t, 2>*)((uint64_t)t_2));
    outputBuffer.data[0u] = nsl::convert<int32_t>(((uint64_t)(&t_3[int64_t(1ll)])));
    int32_t* t_4 = p;
    Atomic_uint_* t_5 = ((Atomic_uint_*)((uint64_t)t_4));
    outputBuffer.data[1u] = nsl::convert<int32_t>(((uint64_t)(&t_5[int64_t(1ll)])));
    int32_t* t_6 = p;
    nsl::vec<float, 3>** t_7 = ((nsl::vec<float, 3>**)((uint64_t)t_6));
    outputBuffer.data[2u] = nsl::convert<int32_t>(((uint64_t)(&t_7[int64_t(1ll)])));
    int32_t* t_8 = p;
    nsl::vec<int32_t, 2>* t_9 = ((nsl::vec<int32_t, 2>*)((uint64_t)t_8));
    int32_t* t_10 = ((int32_t*)((uint64_t)t_9));
    outputBuffer.data[3u] = nsl::convert<int32_t>(((uint64_t)t_10));
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
