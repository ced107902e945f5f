struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Add {
    float bias;
};
struct IBinary {
    uint32_t typeId;
    Add p0;
};
static StructuredBuffer selectors;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    outputBuffer.data[0u] = 3.0f;
    outputBuffer.data[1u] = 6.0f;
    outputBuffer.data[2u] = 103.0f;
    outputBuffer.data[3u] = 10.0f;
    outputBuffer.data[4u] = 6.0f;
    int32_t t = selectors.data[0u];
    IBinary t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IBinary{0u, Add{0.5f}};
            break;
        }
        t_1 = IBinary{1u, Add{0.0f}};
        break;
    }
    int32_t t_2 = selectors.data[1u];
    IBinary t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IBinary{0u, Add{0.5f}};
            break;
        }
        t_3 = IBinary{1u, Add{0.0f}};
        break;
    }
    uint32_t t_4 = t_1.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = 5.0f + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_5 = 6.0f;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_5;
    uint32_t t_6 = t_3.typeId;
    float t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = 5.0f + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_7 = 6.0f;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_7;
    float t_8;
    switch (t_4) {
    case 0u:
    {
        t_8 = 2.0f + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_8 = 1.0f;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    float t_9;
    switch (t_6) {
    case 0u:
    {
        t_9 = t_8 + 4.0f + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_9 = t_8 * 4.0f;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_9;
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    selectors.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    selectors.data = {reinterpret_cast<int32_t*>(buffer0.data()), selectors.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
