struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Square {
    int32_t side;
};
struct Rect {
    int32_t w;
    int32_t h;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Square this_1 = Square{};
    this_1 = Square{3};
    int32_t t = this_1.side;
    int32_t t_1 = this_1.side;
    outputBuffer.data[0u] = t * t_1 * 10 + 4;
    Rect this_2 = Rect{};
    this_2 = Rect{2, 5};
    int32_t t_2 = this_2.w;
    int32_t t_3 = this_2.h;
    Rect this_3 = Rect{};
    this_3 = Rect{2, 5};
    outputBuffer.data[1u] = t_2 * t_3 * 10 + 4;
    Square this_4 = Square{};
    this_4 = Square{3};
    int32_t t_4 = this_4.side;
    int32_t t_5 = this_4.side;
    Rect this_5 = Rect{};
    this_5 = Rect{2, 5};
    int32_t t_6 = this_5.w;
    int32_t t_7 = this_5.h;
    Rect this_6 = Rect{};
    this_6 = Rect{2, 5};
    outputBuffer.data[2u] = t_4 * t_5 * 10 + 4 - (t_6 * t_7 * 10 + 4);
    Square this_7 = Square{};
    this_7 = Square{3};
    int32_t t_8 = this_7.side;
    int32_t t_9 = this_7.side;
    Rect this_8 = Rect{};
    this_8 = Rect{2, 5};
    int32_t t_10 = this_8.w;
    int32_t t_11 = this_8.h;
    outputBuffer.data[3u] = t_8 * t_9 + t_10 * t_11;
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
