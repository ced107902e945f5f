struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Cube {
    float b;
};
struct ICalc {
    uint32_t typeId;
    Cube p0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static float apply_2(ICalc obj, float y);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    ICalc obj_1;
    if (t_1 == 0u) {
        obj_1 = ICalc{0u, Cube{0.25f}};
    } else {
        obj_1 = ICalc{1u, Cube{0.0f}};
    }
    float t_2 = apply_2(obj_1, 2.0f);
    outputBuffer.data[0u] = t_2;
    ICalc obj_2;
    if (t_1 + 1u == 0u) {
        obj_2 = ICalc{0u, Cube{0.25f}};
    } else {
        obj_2 = ICalc{1u, Cube{0.0f}};
    }
    float t_3 = apply_2(obj_2, 3.0f);
    outputBuffer.data[1u] = t_3;
    outputBuffer.data[2u] = 16.5f;
    outputBuffer.data[3u] = 14.0f;
    outputBuffer.data[4u] = -1.0f;
    return;
}
static float apply_2(ICalc obj, float y) {
    uint32_t t_4 = obj.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = y * y * y;
        break;
    }
    case 1u:
    {
        t_5 = y * y;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    float t_6;
    switch (t_4) {
    case 0u:
    {
        t_6 = obj.p0.b;
        break;
    }
    case 1u:
    {
        t_6 = 0.5f;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    return t_5 + t_6;
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
