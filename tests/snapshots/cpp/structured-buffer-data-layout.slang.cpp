struct S {
    nsl::vec<int32_t, 4> b;
    int32_t a;
    int32_t c;
    int32_t d;
    int32_t e;
};
struct StructuredBuffer {
    nsl::rt_array<S> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static StructuredBuffer inputBuffer;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t t = inputBuffer.data[0u].a;
    outputBuffer.data[0u] = t;
    nsl::vec<int32_t, 4> t_1 = inputBuffer.data[0u].b;
    outputBuffer.data[1u] = t_1.y;
    int32_t t_2 = inputBuffer.data[0u].c;
    outputBuffer.data[2u] = t_2;
    int32_t t_3 = inputBuffer.data[1u].a;
    outputBuffer.data[3u] = t_3;
    nsl::vec<int32_t, 4> t_4 = inputBuffer.data[1u].b;
    outputBuffer.data[4u] = t_4.x;
    int32_t t_5 = inputBuffer.data[1u].c;
    outputBuffer.data[5u] = t_5;
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
    buffer0.resize(buffer0.size() + sizeof(S));
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(S)) / sizeof(S));
    inputBuffer.data = {reinterpret_cast<S*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(S));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
