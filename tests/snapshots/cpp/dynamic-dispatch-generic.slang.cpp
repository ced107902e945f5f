struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Two {
    int32_t x;
};
struct Box_Two_ {
    Two inner;
};
struct One {
    int32_t unused;
};
struct Box_One_ {
    One inner;
};
struct IVal {
    uint32_t typeId;
    Box_Two_ p0;
    One p1;
    Box_One_ p2;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static thread_local IVal gStatic = IVal{};
static int32_t callTwice(IVal p);
static void computeMain();
static int32_t callTwice(IVal p) {
    uint32_t t = p.typeId;
    int32_t t_1;
    switch (t) {
    case 0u:
    {
        Box_Two_ this_1 = Box_Two_{};
        this_1 = p.p0;
        Two t_2 = this_1.inner;
        Two this_2 = Two{};
        this_2 = t_2;
        int32_t t_3 = this_2.x;
        t_1 = t_3 * 10;
        break;
    }
    case 1u:
    {
        t_1 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_3 = Box_One_{};
        this_3 = p.p2;
        t_1 = 10;
        break;
    }
    default: {
        t_1 = 0;
        break;
    }
    }
    int32_t t_4;
    switch (t) {
    case 0u:
    {
        Box_Two_ this_4 = Box_Two_{};
        this_4 = p.p0;
        Two t_5 = this_4.inner;
        Two this_5 = Two{};
        this_5 = t_5;
        int32_t t_6 = this_5.x;
        t_4 = t_6 * 10;
        break;
    }
    case 1u:
    {
        t_4 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_6 = Box_One_{};
        this_6 = p.p2;
        t_4 = 10;
        break;
    }
    default: {
        t_4 = 0;
        break;
    }
    }
    return t_1 + t_4;
}
static void computeMain() {
    Box_Two_ b = Box_Two_{};
    b.inner.x = 4;
    Box_Two_ t_7 = b;
    Box_Two_ this_7 = Box_Two_{};
    this_7 = t_7;
    Two t_8 = this_7.inner;
    Two this_8 = Two{};
    this_8 = t_8;
    int32_t t_9 = this_8.x;
    output.data[0u] = t_9 * 10;
    gStatic = IVal{1u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}};
    IVal t_10 = gStatic;
    int32_t t_11 = callTwice(t_10);
    output.data[1u] = t_11;
    Box_One_ this_9 = Box_One_{};
    this_9 = Box_One_{One{0}};
    output.data[2u] = 110;
    gStatic = IVal{2u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}};
    IVal t_12 = gStatic;
    int32_t t_13;
    switch (t_12.typeId) {
    case 0u:
    {
        Box_Two_ this_10 = Box_Two_{};
        this_10 = t_12.p0;
        Two t_14 = this_10.inner;
        Two this_11 = Two{};
        this_11 = t_14;
        int32_t t_15 = this_11.x;
        t_13 = t_15 * 10;
        break;
    }
    case 1u:
    {
        t_13 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_12 = Box_One_{};
        this_12 = t_12.p2;
        t_13 = 10;
        break;
    }
    default: {
        t_13 = 0;
        break;
    }
    }
    Box_Two_ this_13 = Box_Two_{};
    this_13 = t_7;
    Two t_16 = this_13.inner;
    Two this_14 = Two{};
    this_14 = t_16;
    int32_t t_17 = this_14.x;
    output.data[3u] = t_13 + 1 + (t_17 * 10 + 1);
    IVal t_18 = gStatic;
    int32_t t_19;
    if (t_18.typeId == 1u) {
        t_19 = 1;
    } else {
        t_19 = 0;
    }
    IVal t_20 = gStatic;
    int32_t t_21;
    if (t_20.typeId == 2u) {
        t_21 = 2;
    } else {
        t_21 = 0;
    }
    output.data[4u] = t_19 + t_21 + 4;
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
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    output.data = {reinterpret_cast<int32_t*>(buffer0.data()), output.count};
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
