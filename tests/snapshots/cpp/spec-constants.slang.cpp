struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static std::array<float, 5> sh;
static void computeMain();
static void computeMain() {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        int32_t t = 5;
        if (i_1 < t) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = 1.5f;
        sh[i_1] = nsl::convert<float>(i_1) * t_1;
        i_1 = i_1 + 1;
        continue;
    }
    nsl::barrier();
    int32_t t_2 = 5;
    float t_3 = 1.5f;
    outputBuffer.data[0u] = nsl::convert<float>(t_2) * t_3;
    int32_t sum;
    int32_t i_2;
    int32_t sum_1 = 0;
    int32_t i_3 = 0;
    for (;;) {
        int32_t t_4 = 5;
        if (i_3 < t_4) {
        } else {
            int32_t t_5 = sum_1;
            int32_t t_6 = i_3;
            sum = t_5;
            i_2 = t_6;
            break;
        }
        int32_t t_7 = sum_1 + i_3;
        int32_t t_8 = i_3 + 1;
        sum_1 = t_7;
        i_3 = t_8;
        continue;
    }
    outputBuffer.data[1u] = nsl::convert<float>(sum);
    bool t_9 = false;
    outputBuffer.data[2u] = nsl::select(t_9, 1.0f, 2.0f);
    int32_t t_10 = 5;
    int32_t t_11 = -2;
    outputBuffer.data[3u] = nsl::convert<float>(t_10 + t_11);
    int32_t t_12 = 5;
    float t_13 = sh[t_12 - 1];
    outputBuffer.data[4u] = t_13;
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
