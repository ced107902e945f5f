struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Counter {
    int32_t start;
    int32_t count;
};
struct Plain {
    int32_t a;
    int32_t b;
};
struct Shadowing {
    int32_t v_base0;
    int32_t w;
    int32_t v;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static thread_local int32_t Counter_calls = 10;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Counter t = Counter{};
    t = Counter{5, 0};
    int32_t t_1 = t.start;
    t.count = t_1 + 3;
    Counter t_2 = t;
    Counter c = Counter{};
    c = t_2;
    int32_t t_3 = c.count;
    int32_t t_4 = c.start;
    outputBuffer.data[0u] = t_3 * 100 + t_4;
    Counter t_5 = c;
    Counter this_1 = Counter{};
    this_1 = t_5;
    int32_t t_6 = Counter_calls;
    Counter_calls = t_6 + 1;
    int32_t t_7 = this_1.count;
    outputBuffer.data[1u] = t_7 + 3 + 6;
    int32_t t_8 = Counter_calls;
    outputBuffer.data[2u] = 3 + t_8;
    Plain p = Plain{};
    p = Plain{7, 0};
    int32_t t_9 = p.a;
    int32_t t_10 = p.b;
    outputBuffer.data[3u] = t_9 * 10 + t_10;
    Shadowing s = Shadowing{};
    s = Shadowing{1, 2, 40};
    int32_t t_11 = s.v;
    int32_t t_12 = s.w;
    outputBuffer.data[4u] = t_11 * 100 + t_12;
    outputBuffer.data[5u] = 21;
    outputBuffer.data[6u] = 3;
    outputBuffer.data[7u] = 40;
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
