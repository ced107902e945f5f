struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Box {
    int32_t w;
    int32_t h;
    int32_t d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Box this_1 = Box{};
    this_1 = Box{2, 3, 5};
    int32_t t = this_1.w;
    Box this_2 = Box{};
    this_2 = Box{2, 3, 5};
    int32_t t_1 = this_2.h;
    outputBuffer.data[0u] = t * t_1;
    Box this_3 = Box{};
    this_3 = Box{2, 3, 5};
    int32_t t_2 = this_3.w;
    Box this_4 = Box{};
    this_4 = Box{2, 3, 5};
    int32_t t_3 = this_4.h;
    Box this_5 = Box{};
    this_5 = Box{2, 3, 5};
    int32_t t_4 = this_5.d;
    outputBuffer.data[1u] = t_2 * t_3 * t_4;
    Box this_6 = Box{};
    this_6 = Box{2, 3, 5};
    int32_t t_5 = this_6.w;
    Box this_7 = Box{};
    this_7 = Box{2, 3, 5};
    int32_t t_6 = this_7.h;
    outputBuffer.data[2u] = 2 * (t_5 + t_6);
    Box this_8 = Box{};
    this_8 = Box{2, 3, 5};
    int32_t t_7 = this_8.d;
    outputBuffer.data[3u] = t_7;
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
