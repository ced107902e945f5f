struct Params {
    uint32_t a;
    uint32_t b;
    int32_t c;
    nsl::vec<uint32_t, 3> d;
    uint32_t e;
    int32_t f;
};
struct GlobalParams {
    Params params;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = globalParams.params.a;
    outputBuffer.data[0u] = nsl::select(t != 0u, 10, 20);
    uint32_t t_1 = globalParams.params.b;
    outputBuffer.data[1u] = nsl::select(t_1 != 0u, 10, 20);
    int32_t t_2 = globalParams.params.c;
    outputBuffer.data[2u] = t_2;
    nsl::vec<uint32_t, 3> t_3 = globalParams.params.d;
    outputBuffer.data[3u] = nsl::select((t_3 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).x, 1, 0);
    nsl::vec<uint32_t, 3> t_4 = globalParams.params.d;
    outputBuffer.data[4u] = nsl::select((t_4 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).y, 1, 0);
    nsl::vec<uint32_t, 3> t_5 = globalParams.params.d;
    outputBuffer.data[5u] = nsl::select((t_5 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).z, 1, 0);
    uint32_t t_6 = globalParams.params.e;
    outputBuffer.data[6u] = nsl::convert<int32_t>(t_6);
    int32_t t_7 = globalParams.params.f;
    outputBuffer.data[7u] = t_7;
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
