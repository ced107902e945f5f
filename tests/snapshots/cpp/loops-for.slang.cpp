struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    int32_t k;
    int32_t s;
    int32_t k_1 = nsl::convert<int32_t>(t_1);
    int32_t s_1 = 0;
    for (;;) {
        if (k_1 < 20) {
        } else {
            int32_t t_2 = k_1;
            int32_t t_3 = s_1;
            k = t_2;
            s = t_3;
            break;
        }
        int32_t t_4 = k_1 + 4;
        int32_t t_5 = s_1 + k_1;
        k_1 = t_4;
        s_1 = t_5;
        continue;
    }
    outputBuffer.data[2u + t_1] = s;
    if (t_1 != 0u) {
        return;
    }
    int32_t total;
    int32_t count;
    int32_t i;
    int32_t total_1 = 0;
    int32_t count_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 10) {
        } else {
            int32_t t_6 = total_1;
            int32_t t_7 = count_1;
            int32_t t_8 = i_1;
            total = t_6;
            count = t_7;
            i = t_8;
            break;
        }
        int32_t i_2;
        if (nsl::rem(i_1, 3) == 0) {
            int32_t t_9 = total_1;
            int32_t t_10 = count_1;
            int32_t t_11 = i_1 + 1;
            total_1 = t_9;
            count_1 = t_10;
            i_1 = t_11;
            continue;
        } else {
            i_2 = i_1;
        }
        int32_t total_2;
        int32_t j;
        int32_t total_3 = total_1;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 10) {
            } else {
                int32_t t_12 = total_3;
                int32_t t_13 = j_1;
                total_2 = t_12;
                j = t_13;
                break;
            }
            if (j_1 > i_2) {
                int32_t t_14 = total_3;
                int32_t t_15 = j_1;
                total_2 = t_14;
                j = t_15;
                break;
            }
            int32_t t_16 = total_3 + i_2 * j_1;
            int32_t t_17 = j_1 + 1;
            total_3 = t_16;
            j_1 = t_17;
            continue;
        }
        int32_t t_18 = total_2;
        int32_t t_19 = count_1 + 1;
        int32_t t_20 = i_2 + 1;
        total_1 = t_18;
        count_1 = t_19;
        i_1 = t_20;
        continue;
    }
    outputBuffer.data[0u] = total;
    outputBuffer.data[1u] = count;
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
