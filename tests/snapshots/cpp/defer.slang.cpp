struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static thread_local int32_t n = 0;
static int32_t early(int32_t x);
static void computeMain();
static int32_t early(int32_t x) {
    if (x > 1) {
        int32_t t = n;
        outputBuffer.data[nsl::convert<uint32_t>(t)] = 200;
        int32_t t_1 = n;
        n = t_1 + 1;
        int32_t t_2 = n;
        outputBuffer.data[nsl::convert<uint32_t>(t_2)] = 100 + x;
        int32_t t_3 = n;
        n = t_3 + 1;
        return x * 2;
    }
    int32_t t_4 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_4)] = 300;
    int32_t t_5 = n;
    n = t_5 + 1;
    int32_t t_6 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_6)] = 100 + x;
    int32_t t_7 = n;
    n = t_7 + 1;
    return x;
}
static void computeMain() {
    int32_t t_8 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_8)] = 40;
    int32_t t_9 = n;
    n = t_9 + 1;
    int32_t t_10 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_10)] = 2;
    int32_t t_11 = n;
    n = t_11 + 1;
    int32_t t_12 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_12)] = 1;
    int32_t t_13 = n;
    n = t_13 + 1;
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        int32_t i_2;
        if (i_1 == 1) {
            int32_t t_14 = n;
            outputBuffer.data[nsl::convert<uint32_t>(t_14)] = 10 + i_1;
            int32_t t_15 = n;
            n = t_15 + 1;
            i_1 = i_1 + 1;
            continue;
        } else {
            i_2 = i_1;
        }
        if (i_2 == 2) {
            int32_t t_16 = n;
            outputBuffer.data[nsl::convert<uint32_t>(t_16)] = 10 + i_2;
            int32_t t_17 = n;
            n = t_17 + 1;
            i = i_2;
            break;
        }
        int32_t t_18 = n;
        outputBuffer.data[nsl::convert<uint32_t>(t_18)] = 20 + i_2;
        int32_t t_19 = n;
        n = t_19 + 1;
        int32_t t_20 = n;
        outputBuffer.data[nsl::convert<uint32_t>(t_20)] = 10 + i_2;
        int32_t t_21 = n;
        n = t_21 + 1;
        i_1 = i_2 + 1;
        continue;
    }
    int32_t t_22 = early(1);
    int32_t t_23 = early(5);
    int32_t t_24 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_24)] = t_22 + t_23 * 1000;
    int32_t t_25 = n;
    n = t_25 + 1;
    int32_t t_26 = n;
    outputBuffer.data[nsl::convert<uint32_t>(t_26)] = 7;
    int32_t t_27 = n;
    n = t_27 + 1;
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
