struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct D {
    int32_t v;
};
struct Derived {
    int32_t a;
    int32_t b;
};
struct M {
    int32_t x;
};
struct N {
    int32_t x;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static int32_t build(int32_t p);
static int32_t build_1(int32_t k);
static void computeMain() {
    D d = D{};
    d.v = 5;
    D t = d;
    D this_1 = D{};
    this_1 = t;
    int32_t t_1 = this_1.v;
    D t_2 = d;
    D this_2 = D{};
    this_2 = t_2;
    int32_t t_3 = this_2.v;
    D this_3 = D{};
    this_3 = t_2;
    int32_t t_4 = this_3.v;
    output.data[0u] = t_1 + (t_3 + 1 + t_4) * 100;
    D t_5 = d;
    D this_4 = D{};
    this_4 = t_5;
    int32_t t_6 = this_4.v;
    D this_5 = D{};
    this_5 = t_5;
    int32_t t_7 = this_5.v;
    output.data[1u] = t_6 + 1 + (t_7 + 2);
    int32_t t_8 = build(3);
    output.data[2u] = t_8;
    int32_t t_9 = build_1(3);
    output.data[3u] = t_9;
    Derived x = Derived{};
    x.a = 1;
    x.b = 2;
    Derived t_10 = x;
    Derived this_6 = Derived{};
    this_6 = t_10;
    int32_t t_11 = this_6.a;
    int32_t t_12 = this_6.b;
    Derived t_13 = this_6;
    Derived this_7 = Derived{};
    this_7 = t_13;
    int32_t t_14 = this_7.a;
    output.data[4u] = t_11 + t_12 + t_14;
    D t_15 = d;
    D this_8 = D{};
    this_8 = t_15;
    int32_t t_16 = this_8.v;
    output.data[5u] = t_16;
    return;
}
static int32_t build(int32_t p) {
    M m = M{};
    m.x = p;
    M t_17 = m;
    M t_18 = M{};
    t_18.x = p + 1;
    M t_19 = t_18;
    M this_9 = M{};
    this_9 = t_17;
    int32_t t_20 = this_9.x;
    M this_10 = M{};
    this_10 = t_19;
    M t_21 = M{};
    int32_t t_22 = this_10.x;
    t_21.x = t_22 * 2 + 1;
    M t_23 = t_21;
    M this_11 = M{};
    this_11 = t_23;
    int32_t t_24 = this_11.x;
    M this_12 = M{};
    this_12 = t_17;
    int32_t t_25 = this_12.x;
    return t_20 * 10 + t_24 + t_25 * 100;
}
static int32_t build_1(int32_t k) {
    N n = N{};
    n.x = -k;
    N t_26 = n;
    N t_27 = N{};
    t_27.x = k - 1;
    N t_28 = t_27;
    N this_13 = N{};
    this_13 = t_26;
    int32_t t_29 = this_13.x;
    N this_14 = N{};
    this_14 = t_28;
    N n_1 = N{};
    int32_t t_30 = this_14.x;
    n_1.x = t_30 * 3;
    N t_31 = n_1;
    N this_15 = N{};
    this_15 = t_31;
    int32_t t_32 = this_15.x;
    return t_29 * 10 + t_32 + 7;
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
    output.data = reinterpret_cast<int32_t*>(buffer0.data());
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
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
