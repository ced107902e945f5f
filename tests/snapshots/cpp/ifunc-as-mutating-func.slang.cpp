struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct AddK {
    int32_t k;
};
struct Counter {
    int32_t calls;
};
struct _IMutatingFunc1_int_int_ {
    uint32_t typeId;
    AddK p0;
    Counter p1;
};
static RWStructuredBuffer outputBuffer;
static int32_t applyTwice(_IMutatingFunc1_int_int_ p, int32_t x);
static void computeMain();
static int32_t applyTwice(_IMutatingFunc1_int_int_ p, int32_t x) {
    uint32_t t = p.typeId;
    AddK t_1 = p.p0;
    int32_t t_2 = p.p1.calls;
    int32_t t_3;
    int32_t f;
    switch (t) {
    case 0u:
    {
        int32_t t_4 = x + t_1.k;
        int32_t t_5 = t_2;
        t_3 = t_4;
        f = t_5;
        break;
    }
    case 1u:
    {
        int32_t t_6 = t_2 + 1;
        int32_t t_7 = x * 2 + t_6;
        int32_t t_8 = t_6;
        t_3 = t_7;
        f = t_8;
        break;
    }
    default: {
        int32_t t_9 = 0;
        int32_t t_10 = t_2;
        t_3 = t_9;
        f = t_10;
        break;
    }
    }
    int32_t t_11;
    int32_t f_1;
    switch (t) {
    case 0u:
    {
        int32_t t_12 = t_3 + t_1.k;
        int32_t t_13 = f;
        t_11 = t_12;
        f_1 = t_13;
        break;
    }
    case 1u:
    {
        int32_t t_14 = f + 1;
        int32_t t_15 = t_3 * 2 + t_14;
        int32_t t_16 = t_14;
        t_11 = t_15;
        f_1 = t_16;
        break;
    }
    default: {
        int32_t t_17 = 0;
        int32_t t_18 = f;
        t_11 = t_17;
        f_1 = t_18;
        break;
    }
    }
    return t_11;
}
static void computeMain() {
    int32_t t_19 = applyTwice(_IMutatingFunc1_int_int_{0u, AddK{5}, Counter{0}}, 1);
    outputBuffer.data[0u] = t_19;
    outputBuffer.data[1u] = 7;
    outputBuffer.data[2u] = 0;
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
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    return 0;
}
