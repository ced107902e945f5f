struct Params {
    nsl::mat<float, 2, 3> m;
};
struct GlobalParams {
    Params params;
};
struct StructuredBuffer {
    nsl::rt_array<nsl::mat<float, 4, 4>> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct EntryPointParams {
    nsl::mat<float, 2, 2> q;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static StructuredBuffer matrices;
static RWStructuredBuffer outputBuffer;
static EntryPointParams entryPointParams;
static void computeMain();
static void computeMain() {
    nsl::mat<float, 2, 2> t = entryPointParams.q;
    nsl::mat<float, 4, 4> t_1 = matrices.data[0u];
    nsl::vec<float, 4> t_2 = nsl::mul(t_1, nsl::make<nsl::vec<float, 4>>(1.0f, 0.0f, 2.0f, 1.0f));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_2.w;
    outputBuffer.data[4u] = t_1[2].y;
    nsl::mat<float, 2, 3> t_3 = globalParams.params.m;
    nsl::vec<float, 2> t_4 = nsl::mul(t_3, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    outputBuffer.data[5u] = t_4.x;
    outputBuffer.data[6u] = t_4.y;
    float t_5 = globalParams.params.m[1][2];
    outputBuffer.data[7u] = t_5;
    outputBuffer.data[8u] = t[0].y;
    outputBuffer.data[9u] = t[1].x;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_1.bin");
    buffer0.resize(buffer0.size() + sizeof(nsl::mat<float, 4, 4>));
    matrices.count = (uint32_t)((buffer0.size() - sizeof(nsl::mat<float, 4, 4>)) / sizeof(nsl::mat<float, 4, 4>));
    matrices.data = {reinterpret_cast<nsl::mat<float, 4, 4>*>(buffer0.data()), matrices.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_2.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
    }
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "push.bin");
        std::memcpy(&entryPointParams, bytes.data(), std::min(bytes.size(), sizeof entryPointParams));
    }
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
    nsl::write_file(dir, "b0_1.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_2.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
