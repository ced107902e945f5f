struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Plain {
    int32_t pad;
    int32_t value;
};
struct Doubled {
    int32_t half;
};
struct ICounter {
    uint32_t typeId;
    Plain p0;
    Doubled p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    ICounter t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = ICounter{0u, Plain{100, 5}, Doubled{0}};
            break;
        }
        t_2 = ICounter{1u, Plain{0, 0}, Doubled{5}};
        break;
    }
    ICounter t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = ICounter{0u, Plain{100, 5}, Doubled{0}};
            break;
        }
        t_3 = ICounter{1u, Plain{0, 0}, Doubled{5}};
        break;
    }
    uint32_t t_4 = t_2.typeId;
    int32_t t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_5 = t_2.p1.half * 2;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    outputBuffer.data[0u] = t_5;
    uint32_t t_6 = t_3.typeId;
    int32_t t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_7 = t_3.p1.half * 2;
        break;
    }
    default: {
        t_7 = 0;
        break;
    }
    }
    outputBuffer.data[1u] = t_7;
    int32_t t_8;
    switch (t_6) {
    case 0u:
    {
        t_8 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_8 = t_3.p1.half * 2;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    int32_t t_9;
    switch (t_4) {
    case 0u:
    {
        t_9 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_9 = t_2.p1.half * 2;
        break;
    }
    default: {
        t_9 = 0;
        break;
    }
    }
    outputBuffer.data[2u] = t_8 + t_9 * 100;
    outputBuffer.data[3u] = -6;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
