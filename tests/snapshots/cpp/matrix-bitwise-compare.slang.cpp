struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static bool core_all(std::array<nsl::vec<bool, 2>, 2> x);
static bool core_any(std::array<nsl::vec<bool, 2>, 2> x_1);
static bool core_all_1(std::array<nsl::vec<int32_t, 2>, 2> x_2);
static bool core_any_1(std::array<nsl::vec<int32_t, 2>, 2> x_3);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    nsl::vec<int32_t, 2> t_2 = nsl::make<nsl::vec<int32_t, 2>>(1 + t_1, 2);
    nsl::vec<int32_t, 2> t_3 = nsl::make<nsl::vec<int32_t, 2>>(3 + t_1, 1);
    nsl::vec<bool, 2> t_4 = nsl::make<nsl::vec<int32_t, 2>>(3, 4) >= t_3;
    nsl::vec<bool, 2> t_5 = nsl::make<nsl::vec<int32_t, 2>>(3, 4) < t_3;
    nsl::vec<bool, 2> t_6 = t_2 >= nsl::make<nsl::vec<int32_t, 2>>(2, 2);
    nsl::vec<bool, 2> t_7 = t_2 < nsl::make<nsl::vec<int32_t, 2>>(2, 2);
    outputBuffer.data[0u] = nsl::vec<int32_t, 2>(t_2 << (nsl::make<nsl::vec<int32_t, 2>>(2, 2) & nsl::make<nsl::vec<int32_t, 2>>(31, 31))).x;
    outputBuffer.data[1u] = 16;
    nsl::vec<int32_t, 2> t_8 = nsl::vec<int32_t, 2>(nsl::vec<int32_t, 2>(t_2 << (nsl::make<nsl::vec<int32_t, 2>>(3, 3) & nsl::make<nsl::vec<int32_t, 2>>(31, 31))) >> (nsl::make<nsl::vec<int32_t, 2>>(1, 2) & nsl::make<nsl::vec<int32_t, 2>>(31, 31)));
    outputBuffer.data[2u] = t_8.x;
    outputBuffer.data[3u] = t_8.y;
    outputBuffer.data[4u] = 3;
    outputBuffer.data[5u] = 32;
    outputBuffer.data[6u] = nsl::select(t_7.x, 1, 0);
    outputBuffer.data[7u] = nsl::select(t_7.y, 1, 0);
    outputBuffer.data[8u] = nsl::select(t_4.y, 1, 0);
    bool t_9 = core_all(std::array<nsl::vec<bool, 2>, 2>{{t_7 | t_6, t_5 | t_4}});
    outputBuffer.data[9u] = nsl::select(t_9, 1, 0);
    bool t_10 = core_any(std::array<nsl::vec<bool, 2>, 2>{{t_7 & t_6, t_5 & t_4}});
    outputBuffer.data[10u] = nsl::select(t_10, 1, 0);
    bool t_11 = core_all(std::array<nsl::vec<bool, 2>, 2>{{t_6, t_4}});
    outputBuffer.data[11u] = nsl::select(t_11, 1, 0);
    outputBuffer.data[12u] = nsl::select(t_4.x, 1, 0);
    outputBuffer.data[13u] = (nsl::make<nsl::vec<int32_t, 2>>(3, 4) ^ t_3).y;
    outputBuffer.data[14u] = (t_2 ^ nsl::make<nsl::vec<int32_t, 2>>(2, 2)).x;
    bool t_12 = core_all_1(std::array<nsl::vec<int32_t, 2>, 2>{{t_2, nsl::make<nsl::vec<int32_t, 2>>(3, 4)}});
    outputBuffer.data[15u] = nsl::select(t_12, 1, 0);
    bool t_13 = core_any_1(std::array<nsl::vec<int32_t, 2>, 2>{{nsl::make<nsl::vec<int32_t, 2>>(0, 0), nsl::make<nsl::vec<int32_t, 2>>(0, 0)}});
    outputBuffer.data[16u] = nsl::select(t_13, 1, 0);
    bool t_14 = core_all(std::array<nsl::vec<bool, 2>, 2>{{nsl::make<nsl::vec<bool, 2>>(true, true), nsl::make<nsl::vec<bool, 2>>(true, true)}});
    outputBuffer.data[17u] = nsl::select(t_14, 1, 0);
    return;
}
static bool core_all(std::array<nsl::vec<bool, 2>, 2> x) {
    std::array<nsl::vec<bool, 2>, 2> x_4 = std::array<nsl::vec<bool, 2>, 2>{};
    x_4 = x;
    int32_t r;
    int32_t r_1 = 0;
    for (;;) {
        if (r_1 < 2) {
        } else {
            r = r_1;
            break;
        }
        nsl::vec<bool, 2> t_15 = x_4[r_1];
        if (!nsl::all(t_15)) {
            return false;
        }
        r_1 = r_1 + 1;
        continue;
    }
    return true;
}
static bool core_any(std::array<nsl::vec<bool, 2>, 2> x_1) {
    std::array<nsl::vec<bool, 2>, 2> x_5 = std::array<nsl::vec<bool, 2>, 2>{};
    x_5 = x_1;
    int32_t r_2;
    int32_t r_3 = 0;
    for (;;) {
        if (r_3 < 2) {
        } else {
            r_2 = r_3;
            break;
        }
        nsl::vec<bool, 2> t_16 = x_5[r_3];
        if (nsl::any(t_16)) {
            return true;
        }
        r_3 = r_3 + 1;
        continue;
    }
    return false;
}
static bool core_all_1(std::array<nsl::vec<int32_t, 2>, 2> x_2) {
    std::array<nsl::vec<int32_t, 2>, 2> x_6 = std::array<nsl::vec<int32_t, 2>, 2>{};
    x_6 = x_2;
    int32_t r_4;
    int32_t r_5 = 0;
    for (;;) {
        if (r_5 < 2) {
        } else {
            r_4 = r_5;
            break;
        }
        nsl::vec<int32_t, 2> t_17 = x_6[r_5];
        if (!nsl::all(t_17)) {
            return false;
        }
        r_5 = r_5 + 1;
        continue;
    }
    return true;
}
static bool core_any_1(std::array<nsl::vec<int32_t, 2>, 2> x_3) {
    std::array<nsl::vec<int32_t, 2>, 2> x_7 = std::array<nsl::vec<int32_t, 2>, 2>{};
    x_7 = x_3;
    int32_t r_6;
    int32_t r_7 = 0;
    for (;;) {
        if (r_7 < 2) {
        } else {
            r_6 = r_7;
            break;
        }
        nsl::vec<int32_t, 2> t_18 = x_7[r_7];
        if (nsl::any(t_18)) {
            return true;
        }
        r_7 = r_7 + 1;
        continue;
    }
    return false;
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
