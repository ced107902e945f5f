struct StructuredBuffer {
    nsl::rt_array<nsl::mat<float, 4, 4>> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer matrices;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::mat<float, 4, 4> t = matrices.data[0u];
    nsl::vec<float, 4> t_1 = t[0];
    nsl::vec<float, 4> t_2 = t[1];
    nsl::vec<float, 4> t_3 = t[2];
    nsl::vec<float, 3> t_4 = nsl::mul(nsl::mat<float, 3, 3>{{nsl::swizzle<0, 1, 2>(t_1), nsl::swizzle<0, 1, 2>(t_2), nsl::swizzle<0, 1, 2>(t_3)}}, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    float t_5 = t_3.z;
    outputBuffer.data[0u] = t_5;
    float t_6 = t_2.x;
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = t[3].z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = nsl::convert<float>(nsl::convert<nsl::vec<int32_t, 2>>(nsl::swizzle<0, 1>(t_2)).y);
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    outputBuffer.data[7u] = t_4.z;
    outputBuffer.data[8u] = t_1.x + t_1.y + t_1.z + t_6 + t_2.y + t_2.z + t_3.x + t_3.y + t_5;
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
    buffer0.resize(buffer0.size() + sizeof(nsl::mat<float, 4, 4>));
    matrices.count = (uint32_t)((buffer0.size() - sizeof(nsl::mat<float, 4, 4>)) / sizeof(nsl::mat<float, 4, 4>));
    matrices.data = {reinterpret_cast<nsl::mat<float, 4, 4>*>(buffer0.data()), matrices.count};
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
    buffer0.resize(buffer0.size() - sizeof(nsl::mat<float, 4, 4>));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
