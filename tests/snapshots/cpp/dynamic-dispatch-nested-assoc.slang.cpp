struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct HalfFactory {
    float bias;
};
struct IFactory {
    uint32_t typeId;
    HalfFactory p0;
};
struct Half {
    float v;
};
struct Pair {
    float a;
    float b;
};
struct IValue {
    uint32_t typeId;
    Half p0;
    Pair p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static float run(IFactory p, float x);
static void computeMain();
static float run(IFactory p, float x) {
    IValue t;
    switch (p.typeId) {
    case 0u:
    {
        t = IValue{0u, Half{x + p.p0.bias}, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t = IValue{1u, Half{0.0f}, Pair{x, x + 1.0f}};
        break;
    }
    default: {
        t = IValue{0u, Half{0.0f}, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_1;
    switch (t.typeId) {
    case 0u:
    {
        t_1 = t.p0.v * 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_2 = t.p1;
        t_1 = t_2.a * t_2.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1;
}
static void computeMain() {
    float t_3 = run(IFactory{0u, HalfFactory{3.0f}}, 5.0f);
    outputBuffer.data[0u] = t_3;
    float t_4 = run(IFactory{1u, HalfFactory{0.0f}}, 5.0f);
    outputBuffer.data[1u] = t_4;
    float t_5 = run(IFactory{0u, HalfFactory{3.0f}}, 1.0f);
    outputBuffer.data[2u] = t_5;
    float t_6 = run(IFactory{1u, HalfFactory{0.0f}}, 2.0f);
    outputBuffer.data[3u] = t_6;
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
