struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<float, 4> t = std::array<float, 4>{};
    t = std::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = t[i_1];
        t[i_1] = t_1 * 2.0f;
        i_1 = i_1 + 1;
        continue;
    }
    std::array<float, 4> t_2 = t;
    nsl::vec<float, 3> t_3 = nsl::vec<float, 3>{};
    t_3 = nsl::make<nsl::vec<float, 3>>(5.0f, 6.0f, 7.0f);
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        float t_4 = t_3[i_3];
        t_3[i_3] = t_4 * 0.5f;
        i_3 = i_3 + 1;
        continue;
    }
    nsl::vec<float, 3> t_5 = t_3;
    std::array<float, 4> a = std::array<float, 4>{};
    a = t_2;
    float t_6 = a[0];
    float t_7 = a[3];
    outputBuffer.data[0u] = t_6 + t_7;
    nsl::vec<float, 3> a_1 = nsl::vec<float, 3>{};
    a_1 = t_5;
    float t_8 = a_1[0];
    float t_9 = a_1[2];
    outputBuffer.data[1u] = t_8 + t_9;
    std::array<nsl::vec<int32_t, 3>, 2> a_2 = std::array<nsl::vec<int32_t, 3>, 2>{};
    a_2 = std::array<nsl::vec<int32_t, 3>, 2>{{nsl::make<nsl::vec<int32_t, 3>>(1, 2, 3), nsl::make<nsl::vec<int32_t, 3>>(4, 5, 6)}};
    nsl::vec<int32_t, 3> t_10 = a_2[0];
    nsl::vec<int32_t, 3> t_11 = a_2[1];
    nsl::vec<int32_t, 3> t_12 = t_10 + t_11;
    outputBuffer.data[2u] = nsl::convert<float>(t_12.x * 100 + t_12.y * 10 + t_12.z);
    outputBuffer.data[3u] = t_2[1];
    outputBuffer.data[4u] = 9.5f;
    outputBuffer.data[5u] = t_5.y;
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
