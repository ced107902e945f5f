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
    int32_t t_2 = nsl::convert<int32_t>(t_1);
    bool t_3 = t_2 > 2;
    bool t_4 = nsl::rem(t_2, 2) == 0;
    bool t_5;
    if (t_3) {
        t_5 = t_4;
    } else {
        t_5 = false;
    }
    int32_t r;
    if (t_5) {
        r = 1;
    } else {
        r = 0;
    }
    bool t_6;
    if (t_3) {
        t_6 = true;
    } else {
        t_6 = t_4;
    }
    int32_t r_1;
    if (t_6) {
        r_1 = r | 2;
    } else {
        r_1 = r;
    }
    int32_t r_2;
    if (t_3 != t_4) {
        r_2 = r_1 | 4;
    } else {
        r_2 = r_1;
    }
    int32_t r_3;
    if (!t_3) {
        r_3 = r_2 | 8;
    } else {
        r_3 = r_2;
    }
    bool t_7;
    if (t_3) {
        t_7 = !t_4;
    } else {
        t_7 = false;
    }
    int32_t t_8;
    if (t_7) {
        t_8 = 100;
    } else {
        t_8 = 0;
    }
    outputBuffer.data[t_1] = r_3 + t_8;
    if (t_1 == 0u) {
        nsl::vec<bool, 3> t_9 = nsl::make<nsl::vec<int32_t, 3>>(1, 5, 3) + nsl::splat<nsl::vec<int32_t, 3>>(t_2) > nsl::make<nsl::vec<int32_t, 3>>(2, 2, 2);
        int32_t t_10;
        if (t_9.x) {
            t_10 = 1;
        } else {
            t_10 = 0;
        }
        int32_t t_11;
        if (t_9.y) {
            t_11 = 10;
        } else {
            t_11 = 0;
        }
        int32_t t_12;
        if (t_9.z) {
            t_12 = 100;
        } else {
            t_12 = 0;
        }
        int32_t t_13;
        if (nsl::all(t_9)) {
            t_13 = 1000;
        } else {
            t_13 = 0;
        }
        int32_t t_14;
        if (nsl::any(t_9)) {
            t_14 = 10000;
        } else {
            t_14 = 0;
        }
        outputBuffer.data[6u] = t_10 + t_11 + t_12 + t_13 + t_14;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    const uint32_t size[3] = {6, 1, 1};
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
    return 0;
}
