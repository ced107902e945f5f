struct Inner {
    nsl::vec<float, 3> v;
    float w;
    nsl::vec<float, 2> u;
};
struct Outer {
    float a;
    Inner i;
    std::array<float, 3> b;
    nsl::vec<float, 3> c;
    nsl::mat<float, 2, 3> m;
};
struct StructuredBuffer {
    nsl::rt_array<Outer> data;
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
    float t = input.data[1u].a;
    nsl::vec<float, 3> t_1 = input.data[1u].i.v;
    float t_2 = input.data[1u].i.w;
    nsl::vec<float, 2> t_3 = input.data[1u].i.u;
    float t_4 = input.data[1u].b[0];
    float t_5 = input.data[1u].b[2];
    nsl::vec<float, 3> t_6 = input.data[1u].c;
    nsl::mat<float, 2, 3> t_7 = input.data[1u].m;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1.x;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3.y;
    outputBuffer.data[4u] = t_4;
    outputBuffer.data[5u] = t_5;
    outputBuffer.data[6u] = t_6.z;
    outputBuffer.data[7u] = t_7[0].z;
    outputBuffer.data[8u] = t_7[1].x;
    nsl::vec<float, 2> t_8 = input.data[0u].i.u;
    outputBuffer.data[9u] = t_8.x;
    float t_9 = input.data[0u].m[1][2];
    outputBuffer.data[10u] = t_9;
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
    buffer0.resize(buffer0.size() + sizeof(Outer));
    input.count = (uint32_t)((buffer0.size() - sizeof(Outer)) / sizeof(Outer));
    input.data = {reinterpret_cast<Outer*>(buffer0.data()), input.count};
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
    buffer0.resize(buffer0.size() - sizeof(Outer));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
