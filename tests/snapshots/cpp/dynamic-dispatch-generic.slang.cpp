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
static int32_t callTwice(IVal p);
static void computeMain();
static int32_t viaGeneric_2(IVal v);
static int32_t callTwice(IVal p) {
    uint32_t t = p.typeId;
    int32_t t_1;
    switch (t) {
    case 0u:
    {
        t_1 = p.p0.inner.x * 10;
        break;
    }
    case 1u:
    {
        t_1 = 1;
        break;
    }
    case 2u:
    {
        t_1 = 10;
        break;
    }
    default: {
        t_1 = 0;
        break;
    }
    }
    int32_t t_2;
    switch (t) {
    case 0u:
    {
        t_2 = p.p0.inner.x * 10;
        break;
    }
    case 1u:
    {
        t_2 = 1;
        break;
    }
    case 2u:
    {
        t_2 = 10;
        break;
    }
    default: {
        t_2 = 0;
        break;
    }
    }
    return t_1 + t_2;
}
static void computeMain() {
    output.data[0u] = 40;
    int32_t t_3 = callTwice(IVal{1u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}});
    output.data[1u] = t_3;
    output.data[2u] = 110;
    int32_t t_4 = viaGeneric_2(IVal{2u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}});
    int32_t t_5 = viaGeneric_2(IVal{0u, Box_Two_{Two{4}}, One{0}, Box_One_{One{0}}});
    output.data[3u] = t_4 + t_5;
    output.data[4u] = 6;
    return;
}
static int32_t viaGeneric_2(IVal v) {
    int32_t t_6;
    switch (v.typeId) {
    case 0u:
    {
        t_6 = v.p0.inner.x * 10;
        break;
    }
    case 1u:
    {
        t_6 = 1;
        break;
    }
    case 2u:
    {
        t_6 = 10;
        break;
    }
    default: {
        t_6 = 0;
        break;
    }
    }
    return t_6 + 1;
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
    nsl::save_addresses(dir);
    return 0;
}
