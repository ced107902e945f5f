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
    int32_t t_1;
    if (t != 0u) {
        t_1 = 10;
    } else {
        t_1 = 20;
    }
    outputBuffer.data[0u] = t_1;
    uint32_t t_2 = globalParams.params.b;
    int32_t t_3;
    if (t_2 != 0u) {
        t_3 = 10;
    } else {
        t_3 = 20;
    }
    outputBuffer.data[1u] = t_3;
    int32_t t_4 = globalParams.params.c;
    outputBuffer.data[2u] = t_4;
    nsl::vec<uint32_t, 3> t_5 = globalParams.params.d;
    int32_t t_6;
    if ((t_5 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).x) {
        t_6 = 1;
    } else {
        t_6 = 0;
    }
    outputBuffer.data[3u] = t_6;
    nsl::vec<uint32_t, 3> t_7 = globalParams.params.d;
    int32_t t_8;
    if ((t_7 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).y) {
        t_8 = 1;
    } else {
        t_8 = 0;
    }
    outputBuffer.data[4u] = t_8;
    nsl::vec<uint32_t, 3> t_9 = globalParams.params.d;
    int32_t t_10;
    if ((t_9 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u)).z) {
        t_10 = 1;
    } else {
        t_10 = 0;
    }
    outputBuffer.data[5u] = t_10;
    uint32_t t_11 = globalParams.params.e;
    outputBuffer.data[6u] = nsl::convert<int32_t>(t_11);
    int32_t t_12 = globalParams.params.f;
    outputBuffer.data[7u] = t_12;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
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
    return 0;
}
