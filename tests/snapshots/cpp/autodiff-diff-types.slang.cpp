struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct viaMethod_bwd_Grads {
    float f0;
};
struct Sink {
    int32_t index;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 gradBuffer;
static viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2);
static void computeMain();
static viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2) {
    float t = p_1 * p_2;
    float t_1 = gradBuffer.data[nsl::convert<uint32_t>(p.index)];
    return viaMethod_bwd_Grads{t + t + t_1};
}
static void computeMain() {
    outputBuffer.data[0u] = 3.0f;
    outputBuffer.data[1u] = 6.0f;
    outputBuffer.data[2u] = 4.0f;
    outputBuffer.data[3u] = 4.0f;
    viaMethod_bwd_Grads t_2 = viaMethod_bwd(Sink{2}, 3.0f, 1.0f);
    outputBuffer.data[4u] = t_2.f0;
    outputBuffer.data[5u] = 6.0f;
    outputBuffer.data[6u] = 12.0f;
    outputBuffer.data[7u] = 6.0f;
    outputBuffer.data[8u] = 27.0f;
    outputBuffer.data[9u] = 15.0f;
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
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    gradBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    gradBuffer.data = {reinterpret_cast<float*>(buffer1.data()), gradBuffer.count};
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
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
