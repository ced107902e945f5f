struct S {
    int16_t a;
    int16_t b;
    _Float16 h0;
    _Float16 h1;
    int32_t c;
    nsl::vec<_Float16, 2> hv;
};
struct StructuredBuffer {
    nsl::rt_array<S> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer input;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int16_t t = input.data[0u].a;
    int16_t t_1 = input.data[0u].b;
    _Float16 t_2 = input.data[0u].h0;
    _Float16 t_3 = input.data[0u].h1;
    int32_t t_4 = input.data[0u].c;
    nsl::vec<_Float16, 2> t_5 = input.data[0u].hv;
    outputBuffer.data[0u] = nsl::convert<float>(t);
    outputBuffer.data[1u] = nsl::convert<float>(t_1);
    outputBuffer.data[2u] = nsl::convert<float>(t_2);
    outputBuffer.data[3u] = nsl::convert<float>(t_3);
    outputBuffer.data[4u] = nsl::convert<float>(t_4);
    outputBuffer.data[5u] = nsl::convert<float>(t_5.x);
    outputBuffer.data[6u] = nsl::convert<float>(t_5.y);
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
    input.count = (uint32_t)((buffer0.size() - sizeof(S)) / sizeof(S));
    input.data = {reinterpret_cast<S*>(buffer0.data()), input.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(S));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
