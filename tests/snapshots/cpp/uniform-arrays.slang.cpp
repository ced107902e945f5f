struct Params {
    std::array<float, 3> scale;
    std::array<nsl::vec<int32_t, 2>, 2> offsets;
    std::array<std::array<uint32_t, 2>, 2> pairs;
    float tail;
    nsl::mat<float, 3, 2> m;
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
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    float t_2 = globalParams.params.scale[0];
    float t_3 = globalParams.params.scale[1];
    float t_4 = globalParams.params.scale[2];
    outputBuffer.data[0u] = nsl::convert<int32_t>(t_2 + t_3 * 10.0f + t_4 * 100.0f);
    nsl::vec<int32_t, 2> t_5 = globalParams.params.offsets[1];
    outputBuffer.data[1u] = t_5.x;
    uint32_t t_6 = t_1 + 1u;
    nsl::vec<int32_t, 2> t_7 = globalParams.params.offsets[t_6];
    outputBuffer.data[2u] = t_7.y;
    nsl::vec<int32_t, 2> t_8 = globalParams.params.offsets[t_1];
    outputBuffer.data[3u] = t_8.x * 10 + t_8.y;
    uint32_t t_9 = globalParams.params.pairs[1][0];
    outputBuffer.data[4u] = nsl::convert<int32_t>(t_9);
    uint32_t t_10 = globalParams.params.pairs[t_1][t_6];
    outputBuffer.data[5u] = nsl::convert<int32_t>(t_10);
    float t_11 = globalParams.params.tail;
    outputBuffer.data[6u] = nsl::convert<int32_t>(t_11);
    float sum;
    uint32_t k;
    float sum_1 = 0.0f;
    uint32_t k_1 = t_1;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            float t_12 = sum_1;
            uint32_t t_13 = k_1;
            sum = t_12;
            k = t_13;
            break;
        }
        float t_14 = globalParams.params.scale[k_1];
        float t_15 = sum_1 + t_14;
        uint32_t t_16 = k_1 + 1u;
        sum_1 = t_15;
        k_1 = t_16;
        continue;
    }
    outputBuffer.data[7u] = nsl::convert<int32_t>(sum);
    nsl::mat<float, 3, 2> t_17 = globalParams.params.m;
    outputBuffer.data[8u] = nsl::convert<int32_t>(nsl::mul(t_17, nsl::make<nsl::vec<float, 2>>(1.0f, 10.0f)).z);
    float t_18 = globalParams.params.m[t_1 + 2u][1];
    outputBuffer.data[9u] = nsl::convert<int32_t>(t_18);
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
