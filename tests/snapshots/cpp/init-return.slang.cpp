struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Pt {
    int32_t x;
};
struct Cell_2_ {
    int32_t pad;
};
struct Wrap_2_Cell_2_ {
    int32_t extra;
    Cell_2_ inner;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void Pt_init_1(Pt& p, int32_t p_1, int32_t p_2);
static void computeMain();
static void Pt_init_1(Pt& p, int32_t p_1, int32_t p_2) {
    Pt t = Pt{};
    int32_t t_1 = p_1 + p_2;
    for (;;) {
        if (t_1 > 10) {
            t.x = t_1 * 2;
            Pt t_2 = t;
            t = t_2;
            break;
        }
        t.x = t_1 + 1;
        if (t_1 < 0) {
            break;
        }
        int32_t t_3 = t.x;
        t.x = t_3 * 10;
        break;
    }
    Pt t_4 = t;
    p = t_4;
    return;
}
static void computeMain() {
    Pt t_5 = Pt{};
    for (;;) {
        if (true) {
            t_5.x = 24;
            Pt t_6 = t_5;
            t_5 = t_6;
            break;
        }
        t_5.x = 13;
        int32_t t_7 = t_5.x;
        t_5.x = t_7 * 10;
        break;
    }
    Pt t_8 = t_5;
    outputBuffer.data[0u] = t_8.x;
    Pt t_9 = Pt{};
    for (;;) {
        t_9.x = 4;
        int32_t t_10 = t_9.x;
        t_9.x = t_10 * 10;
        break;
    }
    Pt t_11 = t_9;
    outputBuffer.data[1u] = t_11.x;
    Pt t_12 = Pt{};
    for (;;) {
        t_12.x = -3;
        if (true) {
            break;
        }
        int32_t t_13 = t_12.x;
        t_12.x = t_13 * 10;
        break;
    }
    Pt t_14 = t_12;
    outputBuffer.data[2u] = t_14.x;
    Pt t_15 = Pt{};
    Pt_init_1(t_15, 1, 2);
    Pt t_16 = t_15;
    outputBuffer.data[3u] = t_16.x;
    Wrap_2_Cell_2_ w = Wrap_2_Cell_2_{};
    w.extra = 7;
    w.inner.pad = 1;
    Wrap_2_Cell_2_ t_17 = w;
    Wrap_2_Cell_2_ w_1 = Wrap_2_Cell_2_{};
    w_1 = t_17;
    Cell_2_ t_18 = w_1.inner;
    Cell_2_ this_1 = Cell_2_{};
    this_1 = t_18;
    int32_t t_19 = this_1.pad;
    int32_t t_20 = w_1.extra;
    outputBuffer.data[4u] = 200 + (6 + t_19) + t_20;
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
