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
static int32_t applyOnce(_IMutatingFunc1_int_int_ f, int32_t x_1);
static void computeMain();
static int32_t applyTwice(_IMutatingFunc1_int_int_ p, int32_t x) {
    uint32_t t = p.typeId;
    AddK t_1 = p.p0;
    int32_t t_2 = p.p1.calls;
    int32_t t_3;
    int32_t t_4;
    switch (t) {
    case 0u:
    {
        int32_t t_5 = x + t_1.k;
        int32_t t_6 = t_2;
        t_3 = t_5;
        t_4 = t_6;
        break;
    }
    case 1u:
    {
        int32_t t_7 = t_2 + 1;
        int32_t t_8 = x * 2 + t_7;
        int32_t t_9 = t_7;
        t_3 = t_8;
        t_4 = t_9;
        break;
    }
    default: {
        int32_t t_10 = 0;
        int32_t t_11 = t_2;
        t_3 = t_10;
        t_4 = t_11;
        break;
    }
    }
    int32_t t_12;
    int32_t t_13;
    switch (t) {
    case 0u:
    {
        int32_t t_14 = t_3 + t_1.k;
        int32_t t_15 = t_2;
        t_12 = t_14;
        t_13 = t_15;
        break;
    }
    case 1u:
    {
        int32_t t_16 = t_2 + 1;
        int32_t t_17 = t_3 * 2 + t_16;
        int32_t t_18 = t_16;
        t_12 = t_17;
        t_13 = t_18;
        break;
    }
    default: {
        int32_t t_19 = 0;
        int32_t t_20 = t_2;
        t_12 = t_19;
        t_13 = t_20;
        break;
    }
    }
    return t_12;
}
static int32_t applyOnce(_IMutatingFunc1_int_int_ f, int32_t x_1) {
    int32_t t_21 = f.p1.calls;
    int32_t t_22;
    int32_t t_23;
    switch (f.typeId) {
    case 0u:
    {
        int32_t t_24 = x_1 + f.p0.k;
        int32_t t_25 = t_21;
        t_22 = t_24;
        t_23 = t_25;
        break;
    }
    case 1u:
    {
        int32_t t_26 = t_21 + 1;
        int32_t t_27 = x_1 * 2 + t_26;
        int32_t t_28 = t_26;
        t_22 = t_27;
        t_23 = t_28;
        break;
    }
    default: {
        int32_t t_29 = 0;
        int32_t t_30 = t_21;
        t_22 = t_29;
        t_23 = t_30;
        break;
    }
    }
    return t_22;
}
static void computeMain() {
    int32_t t_31 = applyTwice(_IMutatingFunc1_int_int_{0u, AddK{5}, Counter{0}}, 1);
    outputBuffer.data[0u] = t_31;
    int32_t t_32 = applyOnce(_IMutatingFunc1_int_int_{1u, AddK{0}, Counter{0}}, 3);
    outputBuffer.data[1u] = t_32;
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
