struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<float, 8> r = std::array<float, 8>{};
    uint32_t i;
    uint32_t i_1 = 0u;
    for (;;) {
        if (i_1 < 8u) {
        } else {
            i = i_1;
            break;
        }
        r[i_1] = nsl::convert<float>(i_1) * 0.5f;
        i_1 = i_1 + 1u;
        continue;
    }
    std::array<float, 8> t = r;
    std::array<float, 8> r_1 = std::array<float, 8>{};
    r_1 = t;
    std::array<float, 4> b = std::array<float, 4>{};
    std::array<float, 4> c = std::array<float, 4>{};
    uint32_t i_2;
    uint32_t i_3 = 0u;
    for (;;) {
        if (i_3 < 4u) {
        } else {
            i_2 = i_3;
            break;
        }
        uint32_t t_1 = i_3 + 1u;
        float t_2 = r_1[t_1];
        b[i_3] = t_2;
        i_3 = t_1;
        continue;
    }
    uint32_t i_4;
    uint32_t i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        c[i_5] = nsl::convert<float>(i_5);
        i_5 = i_5 + 1u;
        continue;
    }
    outputBuffer.data[0u] = 8.0f;
    float t_3 = r_1[7];
    outputBuffer.data[1u] = t_3;
    float t_4 = b[0];
    float t_5 = b[3];
    outputBuffer.data[2u] = t_4 + t_5;
    outputBuffer.data[3u] = 4.0f;
    float t_6 = c[3];
    outputBuffer.data[4u] = t_6 + 3.0f;
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
