struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputBuffer;
static void computeMain();
static void computeMain() {
    float t = inputBuffer.data[0u];
    _Float16 t_1 = nsl::convert<_Float16>(t);
    float t_2 = inputBuffer.data[1u];
    _Float16 t_3 = nsl::convert<_Float16>(t_2);
    int32_t t_4 = nsl::convert<int32_t>(nsl::max(t_3, t_1));
    outputBuffer.data[0u] = t_4;
    outputBuffer.data[1u] = t_4;
    outputBuffer.data[2u] = nsl::convert<int32_t>(nsl::min(t_1, _Float16(-t_3)));
    nsl::vec<_Float16, 3> t_5 = nsl::max(nsl::make<nsl::vec<_Float16, 3>>(t_1, t_3, t_1), nsl::make<nsl::vec<_Float16, 3>>(_Float16(1.0), t_1, _Float16(-3.0)));
    outputBuffer.data[3u] = nsl::convert<int32_t>(_Float16(_Float16(t_5.x + _Float16(t_5.y * _Float16(10.0))) + _Float16(t_5.z * _Float16(100.0))));
    nsl::mat<_Float16, 2, 2> t_6 = nsl::min(nsl::mat<_Float16, 2, 2>{{nsl::make<nsl::vec<_Float16, 2>>(t_1, _Float16(1.0)), nsl::make<nsl::vec<_Float16, 2>>(_Float16(4.0), t_1)}}, nsl::mat<_Float16, 2, 2>{{nsl::make<nsl::vec<_Float16, 2>>(_Float16(5.0), t_1), nsl::make<nsl::vec<_Float16, 2>>(t_1, _Float16(6.0))}});
    nsl::vec<_Float16, 2> t_7 = t_6[0];
    nsl::vec<_Float16, 2> t_8 = t_6[1];
    outputBuffer.data[4u] = nsl::convert<int32_t>(nsl::convert<float>(t_7.x) + nsl::convert<float>(t_7.y) * 10.0f + nsl::convert<float>(t_8.x) * 100.0f + nsl::convert<float>(t_8.y) * 1000.0f);
    outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::clamp(t_1, _Float16(1.0), t_3));
    outputBuffer.data[6u] = nsl::convert<int32_t>(nsl::clamp(_Float16(t_3 * _Float16(3.0)), t_1, _Float16(4.0)));
    outputBuffer.data[7u] = nsl::select(nsl::isnan(t_1), 1, 0);
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    inputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    inputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), inputBuffer.count};
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
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
