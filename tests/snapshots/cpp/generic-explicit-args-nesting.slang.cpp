struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct W {
    float v;
};
struct Twice_W_ {
    W inner;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static float dropFirst(W p, W p_1, Twice_W_ p_2);
static void computeMain() {
    outputBuffer.data[0u] = 25.0f;
    float t = dropFirst(W{1.0f}, W{2.0f}, Twice_W_{W{4.0f}});
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 203.0f;
    std::array<float, 3> xs = std::array<float, 3>{};
    xs = std::array<float, 3>{{1.5f, 2.0f, 0.5f}};
    float s;
    int32_t i;
    float s_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_1 = s_1;
            int32_t t_2 = i_1;
            s = t_1;
            i = t_2;
            break;
        }
        float t_3 = xs[i_1];
        float t_4 = s_1 + t_3;
        int32_t t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[3u] = s;
    outputBuffer.data[4u] = 0.0f;
    return;
}
static float dropFirst(W p, W p_1, Twice_W_ p_2) {
    return 0.0f + p_1.v + 2.0f * p_2.inner.v + 200.0f;
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
