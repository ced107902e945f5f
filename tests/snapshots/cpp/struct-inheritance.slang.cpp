struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Derived {
    int32_t a;
    int32_t b;
};
struct Base {
    int32_t a;
};
struct Leaf {
    int32_t a;
    int32_t b;
    int32_t c;
};
struct Tally_3_ {
    int32_t scale;
    int32_t extra;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Derived d = Derived{};
    d = Derived{5, 7};
    int32_t t = d.a;
    int32_t t_1 = d.b;
    outputBuffer.data[0u] = t * 10 + t_1;
    Derived e = Derived{};
    e = Derived{3, 4};
    int32_t t_2 = e.a;
    e.a = t_2 + 2;
    Derived t_3 = e;
    Derived this_1 = Derived{};
    this_1 = t_3;
    Derived t_4 = this_1;
    Derived this_2 = Derived{};
    this_2 = t_4;
    int32_t t_5 = this_2.a;
    int32_t t_6 = this_1.b;
    outputBuffer.data[1u] = t_5 * 2 + t_6;
    Derived t_7 = e;
    Base this_3 = Base{};
    this_3 = Base{t_7.a};
    int32_t t_8 = this_3.a;
    outputBuffer.data[2u] = t_8 * 2 + 1;
    Derived t_9 = e;
    Derived this_4 = Derived{};
    this_4 = t_9;
    int32_t t_10 = this_4.a;
    Derived this_5 = Derived{};
    this_5 = t_9;
    Derived t_11 = this_5;
    Derived this_6 = Derived{};
    this_6 = t_11;
    int32_t t_12 = this_6.a;
    int32_t t_13 = this_5.b;
    outputBuffer.data[3u] = t_10 * 2 * 1000 + (t_12 * 2 + t_13);
    Leaf l = Leaf{};
    l = Leaf{1, 2, 3};
    int32_t t_14 = l.a;
    l.a = t_14 + 4;
    Leaf t_15 = l;
    Leaf this_7 = Leaf{};
    this_7 = t_15;
    int32_t t_16 = this_7.a;
    int32_t t_17 = this_7.b;
    int32_t t_18 = this_7.c;
    outputBuffer.data[4u] = t_16 * 100 + t_17 * 10 + t_18;
    Leaf t_19 = l;
    Base this_8 = Base{};
    this_8 = Base{t_19.a};
    int32_t t_20 = this_8.a;
    Leaf t_21 = l;
    Leaf this_9 = Leaf{};
    this_9 = t_21;
    Leaf t_22 = this_9;
    Leaf this_10 = Leaf{};
    this_10 = t_22;
    int32_t t_23 = this_10.a;
    int32_t t_24 = this_9.b;
    outputBuffer.data[5u] = t_20 * 2 + 1 + (t_23 * 2 + t_24);
    Tally_3_ this_11 = Tally_3_{};
    this_11 = Tally_3_{2, 4};
    Tally_3_ t_25 = this_11;
    Tally_3_ this_12 = Tally_3_{};
    this_12 = t_25;
    int32_t t_26 = this_12.scale;
    int32_t t_27 = this_11.extra;
    outputBuffer.data[6u] = 3 * t_26 * 10 + t_27;
    Tally_3_ this_13 = Tally_3_{};
    this_13 = Tally_3_{2, 4};
    int32_t t_28 = this_13.scale;
    outputBuffer.data[7u] = 3 * t_28;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
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
    return 0;
}
