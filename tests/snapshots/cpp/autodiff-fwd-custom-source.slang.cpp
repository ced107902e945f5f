struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct once_fwd_Result {
    float p;
    float d;
};
struct twice_fwd_Result {
    float p;
    float d;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static once_fwd_Result once_fwd();
static twice_fwd_Result twice_fwd();
static void computeMain();
static once_fwd_Result once_fwd() {
    return once_fwd_Result{0.9f, 1.0f};
}
static twice_fwd_Result twice_fwd() {
    float t;
    float t_1;
    uint32_t i;
    float t_2 = 1.0f;
    float t_3 = 0.0f;
    uint32_t i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            float t_4 = t_2;
            float t_5 = t_3;
            uint32_t t_6 = i_1;
            t = t_4;
            t_1 = t_5;
            i = t_6;
            break;
        }
        float t_7 = t_2 * 0.9f;
        float t_8 = 0.9f * t_3 + t_2 * (1.0f + nsl::convert<float>(i_1));
        uint32_t t_9 = i_1 + 1u;
        t_2 = t_7;
        t_3 = t_8;
        i_1 = t_9;
        continue;
    }
    return twice_fwd_Result{t, t_1};
}
static void computeMain() {
    once_fwd_Result t_10 = once_fwd();
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    twice_fwd_Result t_11 = twice_fwd();
    outputBuffer.data[2u] = t_11.p;
    outputBuffer.data[3u] = t_11.d;
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
