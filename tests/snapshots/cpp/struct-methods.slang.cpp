struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Point {
    int32_t x;
    int32_t y;
};
struct Segment {
    Point from;
    Point to;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Segment s = Segment{};
    s = Segment{Point{2, 3}, Point{10, 20}};
    Point t = s.from;
    Point t_1 = s.to;
    Point a = Point{};
    a = t;
    Point b = Point{};
    b = t_1;
    Point r = Point{};
    int32_t t_2 = a.x;
    int32_t t_3 = b.x;
    r.x = t_2 + t_3;
    int32_t t_4 = a.y;
    int32_t t_5 = b.y;
    r.y = t_4 + t_5;
    Point t_6 = r;
    Point r_1 = Point{};
    r_1 = t_6;
    int32_t t_7 = r_1.x;
    outputBuffer.data[0u] = t_7;
    int32_t t_8 = r_1.y;
    outputBuffer.data[1u] = t_8;
    int32_t t_9 = r_1.x;
    r_1.x = t_9 * 3;
    int32_t t_10 = r_1.y;
    r_1.y = t_10 * 3;
    Point t_11 = r_1;
    Point this_1 = Point{};
    this_1 = t_11;
    int32_t t_12 = this_1.x;
    int32_t t_13 = this_1.y;
    outputBuffer.data[2u] = t_12 + t_13;
    s.to.y = -1;
    Point t_14 = s.to;
    Point this_2 = Point{};
    this_2 = t_14;
    int32_t t_15 = this_2.x;
    int32_t t_16 = this_2.y;
    outputBuffer.data[3u] = t_15 + t_16;
    Point this_3 = Point{};
    this_3 = Point{2, 3};
    int32_t t_17 = this_3.x;
    int32_t t_18 = this_3.y;
    outputBuffer.data[4u] = t_17 + t_18;
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
