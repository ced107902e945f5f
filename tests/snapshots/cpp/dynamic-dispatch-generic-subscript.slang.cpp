struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Ramp {
    float start;
};
struct Squares {
    float scale;
};
struct ITable {
    uint32_t typeId;
    Ramp p0;
    Squares p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t k;
    int32_t k_1 = 0;
    for (;;) {
        if (k_1 < 2) {
        } else {
            k = k_1;
            break;
        }
        ITable t;
        for (;;) {
            if (k_1 == 0) {
                t = ITable{0u, Ramp{10.0f}, Squares{0.0f}};
                break;
            }
            t = ITable{1u, Ramp{0.0f}, Squares{0.5f}};
            break;
        }
        int32_t t_1 = 4 * k_1;
        uint32_t t_2 = t.typeId;
        float t_3;
        switch (t_2) {
        case 0u:
        {
            t_3 = t.p0.start + 3.0f;
            break;
        }
        case 1u:
        {
            t_3 = t.p1.scale * 9.0f;
            break;
        }
        default: {
            t_3 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(t_1)] = t_3;
        float t_4;
        switch (t_2) {
        case 0u:
        {
            t_4 = t.p0.start + 4.0f;
            break;
        }
        case 1u:
        {
            t_4 = t.p1.scale * 16.0f;
            break;
        }
        default: {
            t_4 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(t_1 + 1)] = t_4;
        float t_5;
        switch (t_2) {
        case 0u:
        {
            t_5 = t.p0.start + 5.0f;
            break;
        }
        case 1u:
        {
            t_5 = t.p1.scale * 25.0f;
            break;
        }
        default: {
            t_5 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(t_1 + 2)] = t_5;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer.data[3u] = 72.0f;
    outputBuffer.data[7u] = 2.0f;
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
