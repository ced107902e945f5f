struct Inner {
    nsl::vec<float, 2> p;
    float q;
};
struct Params {
    nsl::vec<float, 3> v;
    float w;
    std::array<float, 3> f;
    std::array<nsl::vec<float, 2>, 2> g;
    std::array<nsl::vec<float, 3>, 2> h;
    Inner s;
    float after;
    std::array<Inner, 2> t;
    nsl::vec<float, 2> last;
};
struct GlobalParams {
    Params params;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    nsl::vec<float, 3> t_1 = globalParams.params.v;
    outputBuffer.data[0u] = t_1.z;
    float t_2 = globalParams.params.w;
    outputBuffer.data[1u] = t_2;
    float t_3 = globalParams.params.f[0];
    outputBuffer.data[2u] = t_3;
    float t_4 = globalParams.params.f[2];
    outputBuffer.data[3u] = t_4;
    nsl::vec<float, 2> t_5 = globalParams.params.g[1];
    outputBuffer.data[4u] = t_5.y;
    nsl::vec<float, 3> t_6 = globalParams.params.h[1];
    outputBuffer.data[5u] = t_6.z;
    nsl::vec<float, 2> t_7 = globalParams.params.s.p;
    outputBuffer.data[6u] = t_7.y;
    float t_8 = globalParams.params.s.q;
    outputBuffer.data[7u] = t_8;
    float t_9 = globalParams.params.after;
    outputBuffer.data[8u] = t_9;
    nsl::vec<float, 2> t_10 = globalParams.params.t[1].p;
    outputBuffer.data[9u] = t_10.x;
    float t_11 = globalParams.params.t[1].q;
    outputBuffer.data[10u] = t_11;
    nsl::vec<float, 2> t_12 = globalParams.params.last;
    outputBuffer.data[11u] = t_12.y;
    float t_13 = globalParams.params.f[1];
    outputBuffer.data[12u] = t_13;
    nsl::vec<float, 2> t_14 = globalParams.params.t[1].p;
    outputBuffer.data[13u] = t_14.y;
    int32_t t_15 = nsl::convert<int32_t>(t.x) + 1;
    float t_16 = globalParams.params.f[t_15];
    outputBuffer.data[14u] = t_16;
    nsl::vec<float, 2> t_17 = globalParams.params.g[t_15];
    outputBuffer.data[15u] = t_17.x;
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
    buffer0.resize(buffer0.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
