struct Mats {
    nsl::mat<float, 2, 3> a;
    nsl::mat<float, 2, 3> b;
    nsl::mat<float, 2, 2> c;
    std::array<nsl::vec<int32_t, 2>, 2> d;
};
struct StructuredBuffer {
    nsl::rt_array<Mats> data;
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
    nsl::mat<float, 2, 3> t = input.data[0u].a;
    nsl::mat<float, 2, 3> t_1 = input.data[0u].b;
    nsl::mat<float, 2, 2> t_2 = input.data[0u].c;
    nsl::vec<int32_t, 2> t_3 = input.data[0u].d[0];
    nsl::vec<int32_t, 2> t_4 = input.data[0u].d[1];
    nsl::vec<float, 2> t_5 = nsl::mul(t, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    nsl::mat<float, 2, 3> t_6 = t_1;
    nsl::vec<float, 2> t_7 = nsl::mul(t_6, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    outputBuffer.data[0u] = t_5.x;
    outputBuffer.data[1u] = t_5.y;
    outputBuffer.data[2u] = t_7.x;
    outputBuffer.data[3u] = t_7.y;
    outputBuffer.data[4u] = t_2[0].y;
    float t_8 = t_2[1].x;
    outputBuffer.data[5u] = t_8;
    outputBuffer.data[6u] = nsl::convert<float>(t_3.y);
    outputBuffer.data[7u] = nsl::convert<float>(t_4.x);
    outputBuffer.data[8u] = (t + t_6)[1].y;
    nsl::mat<float, 2, 3> t_9 = input.data[0u].b;
    nsl::mat<float, 2, 3> t_10 = t_9;
    outputBuffer.data[9u] = t_10[0].x + t_10[1].z;
    outputBuffer.data[10u] = t_8;
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
    buffer0.resize(buffer0.size() + sizeof(Mats));
    input.count = (uint32_t)((buffer0.size() - sizeof(Mats)) / sizeof(Mats));
    input.data = {reinterpret_cast<Mats*>(buffer0.data()), input.count};
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
    buffer0.resize(buffer0.size() - sizeof(Mats));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
