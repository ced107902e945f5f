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
static std::array<int32_t, 4> slots;
static Pair pair;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = LocalInvocationId;
    uint32_t t_1 = t.x;
    slots[t_1] = nsl::convert<int32_t>(10u * t_1);
    bool t_2 = t_1 == 0u;
    if (t_2) {
        pair.a = 6;
        pair.b = 7;
    }
    nsl::barrier();
    if (t_2) {
        Pair* q = ((Pair*)nullptr);
        Pair* t_3 = ((Pair*)uint64_t(0ull));
        q = t_3;
        Pair* t_4 = q;
        Pair* p = ((Pair*)nullptr);
        p = t_4;
        Pair* t_5 = p;
        outputBuffer.data[0u] = nsl::convert<int32_t>(((uint64_t)(&t_5[int64_t(3ll)])));
        nsl::vec<float, 3>* v = ((nsl::vec<float, 3>*)nullptr);
        nsl::vec<float, 3>* t_6 = ((nsl::vec<float, 3>*)uint64_t(0ull));
        v = t_6;
        nsl::vec<float, 3>* t_7 = v;
        nsl::vec<float, 3>* p_1 = ((nsl::vec<float, 3>*)nullptr);
        p_1 = t_7;
        nsl::vec<float, 3>* t_8 = p_1;
        outputBuffer.data[1u] = nsl::convert<int32_t>(((uint64_t)(&t_8[int64_t(2ll)])));
        int32_t t_9 = slots[2];
        outputBuffer.data[2u] = t_9;
        int32_t t_10 = slots[3];
        outputBuffer.data[3u] = t_10;
        Pair t_11 = pair;
        outputBuffer.data[4u] = t_11.b;
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
