struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    float t_1 = nsl::convert<float>(t.x) + 2.0f;
    nsl::vec<float, 3> t_2 = nsl::smoothstep(nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), nsl::make<nsl::vec<float, 3>>(4.0f, 4.0f, 4.0f), nsl::make<nsl::vec<float, 3>>(0.0f, t_1, 2.0f * t_1));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    nsl::vec<float, 2> t_3 = nsl::make<nsl::vec<float, 2>>(t_1, t_1);
    nsl::mat<float, 2, 2> t_4 = nsl::div(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(6.0f, 9.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 7.0f)}}, nsl::mat<float, 2, 2>{{t_3, t_3}});
    outputBuffer.data[3u] = t_4[0].y;
    outputBuffer.data[4u] = t_4[1].y;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
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
    nsl::save_addresses(dir);
    return 0;
}
