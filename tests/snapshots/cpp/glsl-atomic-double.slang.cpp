struct Doubles {
    std::array<double, 1> data;
};
struct RWStructuredBuffer {
    nsl::rt_array<Doubles> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local uint32_t LocalInvocationIndex;
static RWStructuredBuffer doubles;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static void computeMain() {
    uint32_t t = LocalInvocationIndex;
    bool t_1 = t == 0u;
    if (t_1) {
        doubles.data[0u].data[0] = 1.0;
    }
    nsl::barrier();
    nsl::memory_barrier();
    double t_2 = nsl::atomic_add(doubles.data[0u].data[0], nsl::convert<double>(t) + 0.5);
    outputBuffer.data[1u + t] = nsl::select(nsl::select(t_2 >= 1.0, t_2 < 9.0, false), 1.0f, -1.0f);
    nsl::barrier();
    nsl::memory_barrier();
    if (t_1) {
        double t_3 = doubles.data[0u].data[0];
        outputBuffer.data[0u] = nsl::convert<float>(t_3);
    }
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
    buffer0.resize(buffer0.size() + sizeof(Doubles));
    doubles.count = (uint32_t)((buffer0.size() - sizeof(Doubles)) / sizeof(Doubles));
    doubles.data = {reinterpret_cast<Doubles*>(buffer0.data()), doubles.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
    const uint32_t size[3] = {4, 1, 1};
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
                LocalInvocationIndex = index;
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(Doubles));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
