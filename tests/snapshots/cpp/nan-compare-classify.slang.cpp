struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputs;
static RWStructuredBuffer outputBuffer;
static int32_t compareMask(float x, float y);
static void computeMain();
static int32_t compareMask(float x, float y) {
    return nsl::select(x == y, 1, 0) | nsl::select(x != y, 2, 0) | nsl::select(x < y, 4, 0) | nsl::select(x <= y, 8, 0) | nsl::select(x > y, 16, 0) | nsl::select(x >= y, 32, 0);
}
static void computeMain() {
    float t = inputs.data[0u];
    float t_1 = inputs.data[1u];
    float t_2 = inputs.data[2u];
    float t_3 = inputs.data[3u];
    int32_t t_4 = compareMask(t, t);
    int32_t t_5 = compareMask(t, t_3);
    int32_t t_6 = compareMask(t_3, t);
    outputBuffer.data[0u] = t_4 | int32_t(t_5 << (8 & 31)) | int32_t(t_6 << (16 & 31));
    int32_t t_7 = compareMask(nsl::bitcast<float>(0xffc00000u), nsl::bitcast<float>(0xffc00000u));
    int32_t t_8 = compareMask(nsl::bitcast<float>(0xffc00000u), 1.0f);
    int32_t t_9 = compareMask(t_3, t_3);
    outputBuffer.data[1u] = t_7 | int32_t(t_8 << (8 & 31)) | int32_t(t_9 << (16 & 31));
    outputBuffer.data[2u] = nsl::select(nsl::isnan(t), 1, 0) | nsl::select(nsl::isinf(t), 2, 0) | nsl::select(nsl::isfinite(t), 4, 0) | int32_t((nsl::select(nsl::isnan(t_1), 1, 0) | nsl::select(nsl::isinf(t_1), 2, 0) | nsl::select(nsl::isfinite(t_1), 4, 0)) << (4 & 31)) | int32_t((nsl::select(nsl::isnan(t_2), 1, 0) | nsl::select(nsl::isinf(t_2), 2, 0) | nsl::select(nsl::isfinite(t_2), 4, 0)) << (8 & 31)) | int32_t((nsl::select(nsl::isnan(t_3), 1, 0) | nsl::select(nsl::isinf(t_3), 2, 0) | nsl::select(nsl::isfinite(t_3), 4, 0)) << (12 & 31)) | 65536;
    nsl::vec<float, 3> t_10 = nsl::make<nsl::vec<float, 3>>(t, t_1, t_3);
    nsl::vec<bool, 3> t_11 = nsl::isnan(t_10);
    nsl::vec<bool, 3> t_12 = nsl::isinf(t_10);
    nsl::vec<bool, 3> t_13 = nsl::isfinite(t_10);
    outputBuffer.data[3u] = nsl::select(t_11.x, 1, 0) | nsl::select(t_11.y, 2, 0) | nsl::select(t_11.z, 4, 0) | nsl::select(t_12.x, 8, 0) | nsl::select(t_12.y, 16, 0) | nsl::select(t_12.z, 32, 0) | nsl::select(t_13.x, 64, 0) | nsl::select(t_13.y, 128, 0) | nsl::select(t_13.z, 256, 0);
    nsl::vec<float, 2> t_14 = nsl::make<nsl::vec<float, 2>>(t, t_3);
    nsl::vec<bool, 2> t_15 = t_14 != t_14;
    nsl::vec<bool, 2> t_16 = t_14 == t_14;
    outputBuffer.data[4u] = nsl::select(t_15.x, 1, 0) | nsl::select(t_15.y, 2, 0) | nsl::select(t_16.x, 4, 0) | nsl::select(t_16.y, 8, 0);
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
    buffer0.resize(buffer0.size() + sizeof(float));
    inputs.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    inputs.data = {reinterpret_cast<float*>(buffer0.data()), inputs.count};
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
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
