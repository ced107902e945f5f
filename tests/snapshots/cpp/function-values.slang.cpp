struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct _IFunc1_int_int_ {
    uint32_t typeId;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t twice(_IFunc1_int_int_ f, int32_t a);
static void computeMain() {
    int32_t t = twice(_IFunc1_int_int_{0u}, 5);
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = 36;
    int32_t t_1 = twice(_IFunc1_int_int_{1u}, 2);
    outputBuffer.data[2u] = t_1;
    int32_t t_2 = twice(_IFunc1_int_int_{2u}, 1);
    outputBuffer.data[3u] = t_2;
    return;
}
static int32_t twice(_IFunc1_int_int_ f, int32_t a) {
    uint32_t t_3 = f.typeId;
    int32_t t_4;
    switch (t_3) {
    case 0u:
    {
        t_4 = a + 1;
        break;
    }
    case 1u:
    {
        t_4 = a * 3;
        break;
    }
    case 2u:
    {
        t_4 = a + 100;
        break;
    }
    default: {
        t_4 = 0;
        break;
    }
    }
    int32_t t_5;
    switch (t_3) {
    case 0u:
    {
        t_5 = t_4 + 1;
        break;
    }
    case 1u:
    {
        t_5 = t_4 * 3;
        break;
    }
    case 2u:
    {
        t_5 = t_4 + 100;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    return t_5;
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
