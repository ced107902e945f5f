struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct A {
    int32_t x;
    int32_t y;
};
struct B {
    int32_t x;
    int32_t y;
};
struct C {
    int32_t x;
    int32_t y;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local int32_t counter = 40;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    A a = A{};
    a = A{5, 0};
    int32_t t_1 = a.x;
    outputBuffer.data[0u] = t_1;
    int32_t t_2 = a.y;
    outputBuffer.data[1u] = t_2;
    B t_3 = B{};
    t_3 = B{7, 1};
    int32_t t_4 = t_3.x;
    int32_t t_5 = t_3.y;
    t_3.y = t_4 + t_5;
    B t_6 = t_3;
    B b = B{};
    b = t_6;
    int32_t t_7 = b.x;
    outputBuffer.data[2u] = t_7;
    int32_t t_8 = b.y;
    outputBuffer.data[3u] = t_8;
    C t_9 = C{};
    int32_t t_10 = counter;
    t_9 = C{t_10 + 2, 3};
    int32_t t_11 = t_9.x;
    t_9.y = (nsl::convert<int32_t>(t.x) + 2) * t_11;
    C t_12 = t_9;
    C c = C{};
    c = t_12;
    int32_t t_13 = c.x;
    outputBuffer.data[4u] = t_13;
    int32_t t_14 = c.y;
    outputBuffer.data[5u] = t_14;
    counter = 10;
    C t_15 = C{};
    int32_t t_16 = counter;
    t_15 = C{t_16 + 2, 3};
    int32_t t_17 = t_15.x;
    t_15.y = t_17;
    C t_18 = t_15;
    C d = C{};
    d = t_18;
    int32_t t_19 = d.x;
    outputBuffer.data[6u] = t_19;
    int32_t t_20 = d.y;
    outputBuffer.data[7u] = t_20;
    B f = B{};
    B t_21 = B{};
    t_21 = B{7, 1};
    int32_t t_22 = t_21.x;
    int32_t t_23 = t_21.y;
    t_21.y = t_22 + t_23;
    B t_24 = t_21;
    f = t_24;
    int32_t t_25 = f.y;
    outputBuffer.data[8u] = t_25;
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
