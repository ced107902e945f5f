struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct Conditional_int_true_ {
    int32_t value;
};
struct Sample_1_ {
    int32_t value;
    Conditional_int_true_ weight;
};
struct Sample_0_ {
    int32_t value;
};
struct Optional_int_ {
    int32_t value;
    bool hasValue;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Sample_1_ a = Sample_1_{};
    a.value = 3;
    a.weight = Conditional_int_true_{5};
    Sample_0_ b = Sample_0_{};
    b.value = 4;
    Sample_1_ t = a;
    int32_t t_1;
    for (;;) {
        Sample_1_ this_1 = Sample_1_{};
        this_1 = t;
        Conditional_int_true_ t_2 = this_1.weight;
        if (true) {
            int32_t t_3 = this_1.value;
            t_1 = t_3 * t_2.value;
            break;
        }
        int32_t t_4 = this_1.value;
        t_1 = t_4;
        break;
    }
    outputBuffer.data[0u] = t_1;
    Sample_0_ t_5 = b;
    int32_t t_6;
    for (;;) {
        Sample_0_ this_2 = Sample_0_{};
        this_2 = t_5;
        int32_t t_7 = this_2.value;
        t_6 = t_7;
        break;
    }
    outputBuffer.data[1u] = t_6;
    a.weight.value = 7;
    Sample_1_ t_8 = a;
    int32_t t_9;
    for (;;) {
        Sample_1_ this_3 = Sample_1_{};
        this_3 = t_8;
        Conditional_int_true_ t_10 = this_3.weight;
        if (true) {
            int32_t t_11 = this_3.value;
            t_9 = t_11 * t_10.value;
            break;
        }
        int32_t t_12 = this_3.value;
        t_9 = t_12;
        break;
    }
    Sample_0_ t_13 = b;
    int32_t t_14;
    for (;;) {
        Sample_0_ this_4 = Sample_0_{};
        this_4 = t_13;
        int32_t t_15 = this_4.value;
        t_14 = t_15;
        break;
    }
    outputBuffer.data[2u] = t_9 * 100 + t_14;
    Optional_int_ o = Optional_int_{};
    o = Optional_int_{9, true};
    bool t_16 = o.hasValue;
    int32_t t_17;
    if (t_16) {
        int32_t t_18 = o.value;
        t_17 = t_18;
    } else {
        t_17 = -1;
    }
    outputBuffer.data[3u] = t_17;
    Optional_int_ p = Optional_int_{};
    p = Optional_int_{0, false};
    bool t_19 = p.hasValue;
    int32_t t_20;
    if (t_19) {
        t_20 = 1;
    } else {
        t_20 = -1;
    }
    outputBuffer.data[4u] = t_20;
    outputBuffer.data[5u] = 11;
    outputBuffer.data[6u] = 84;
    outputBuffer.data[7u] = 2;
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
    outputBuffer.data = reinterpret_cast<int32_t*>(buffer0.data());
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
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
