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
    slots[t_1] = nsl::convert<int32_t>(10u * t_1);
    uint32_t t_2 = t_1 + 4u;
    slots[t_2] = nsl::convert<int32_t>(10u * t_2);
    int32_t t_3 = nsl::convert<int32_t>(t_1);
    pairs[t_1].a = t_3;
    pairs[t_1].b = 20 + t_3;
    nsl::barrier();
    int32_t t_4 = (&slots[t_1])[int64_t(1ll)];
    outputBuffer.data[t_1] = t_4;
    int32_t t_5 = pairs[t_1].b;
    outputBuffer.data[t_2] = t_5;
    if (t_1 == 0u) {
        Pair* q = ((Pair*)nullptr);
        Pair* t_6 = ((Pair*)uint64_t(0ull));
        q = t_6;
        Pair* t_7 = q;
        outputBuffer.data[8u] = nsl::convert<int32_t>(((uint64_t)(&(*t_7).b)));
        Pair* t_8 = q;
        outputBuffer.data[9u] = nsl::convert<int32_t>(((uint64_t)(&t_8[2].a)));
        Pair* t_9 = q;
        q = (&t_9[int64_t(1ll)]);
        Pair* t_10 = q;
        outputBuffer.data[10u] = nsl::convert<int32_t>(((uint64_t)t_10));
        int32_t* n = ((int32_t*)nullptr);
        int32_t* t_11 = ((int32_t*)uint64_t(0ull));
        n = t_11;
        int32_t* t_12 = n;
        int32_t* m = ((int32_t*)nullptr);
        m = (&t_12[int64_t(3ll)]);
        int32_t* t_13 = m;
        m = (&t_13[int64_t(-1ll)]);
        int32_t* old = ((int32_t*)nullptr);
        old = t_13;
        int32_t* t_14 = m;
        outputBuffer.data[11u] = nsl::convert<int32_t>(((uint64_t)t_14));
        int32_t* t_15 = old;
        outputBuffer.data[12u] = nsl::convert<int32_t>(((uint64_t)t_15));
        int32_t* t_16 = m;
        m = (&t_16[int64_t(-1ll)]);
        outputBuffer.data[13u] = nsl::convert<int32_t>(((uint64_t)(&t_16[int64_t(-1ll)])));
        int32_t* t_17 = m;
        m = (&t_17[int64_t(1ll)]);
        outputBuffer.data[14u] = nsl::convert<int32_t>(((uint64_t)t_17));
        int32_t* t_18 = m;
        outputBuffer.data[15u] = nsl::convert<int32_t>(((uint64_t)t_18));
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
