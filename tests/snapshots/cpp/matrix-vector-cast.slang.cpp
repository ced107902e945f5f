struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static std::array<nsl::vec<int32_t, 2>, 2> core_select(std::array<nsl::vec<bool, 2>, 2> c, std::array<nsl::vec<int32_t, 2>, 2> p, std::array<nsl::vec<int32_t, 2>, 2> p_1);
static nsl::mat<float, 2, 2> core_select_1(std::array<nsl::vec<bool, 2>, 2> c_1, nsl::mat<float, 2, 2> a, nsl::mat<float, 2, 2> b);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    float t_1 = 1.0f + nsl::convert<float>(t.x);
    nsl::mat<float, 2, 2> t_2 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t_1, 2.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 4.0f)}};
    outputBuffer.data[0u] = nsl::convert<int32_t>(t_1 * 1000.0f + 200.0f + 30.0f + 4.0f);
    outputBuffer.data[1u] = 2030;
    std::array<nsl::vec<int32_t, 2>, 2> t_3 = core_select(std::array<nsl::vec<bool, 2>, 2>{{nsl::make<nsl::vec<bool, 2>>(true, false), nsl::make<nsl::vec<bool, 2>>(false, true)}}, std::array<nsl::vec<int32_t, 2>, 2>{{nsl::make<nsl::vec<int32_t, 2>>(10, 20), nsl::make<nsl::vec<int32_t, 2>>(30, 40)}}, std::array<nsl::vec<int32_t, 2>, 2>{{nsl::make<nsl::vec<int32_t, 2>>(1, 2), nsl::make<nsl::vec<int32_t, 2>>(3, 4)}});
    nsl::vec<int32_t, 2> t_4 = t_3[0];
    nsl::vec<int32_t, 2> t_5 = t_3[1];
    outputBuffer.data[2u] = t_4.x + t_4.y * 100 + t_5.x * 1000 + t_5.y * 10000;
    nsl::mat<float, 2, 2> t_6 = core_select_1(std::array<nsl::vec<bool, 2>, 2>{{nsl::make<nsl::vec<bool, 2>>(false, false), nsl::make<nsl::vec<bool, 2>>(true, true)}}, t_2, -t_2);
    nsl::vec<float, 2> t_7 = t_6[0];
    nsl::vec<float, 2> t_8 = t_6[1];
    outputBuffer.data[3u] = nsl::convert<int32_t>(t_7.x * 1000.0f + t_7.y * 100.0f + t_8.x * 10.0f + t_8.y);
    return;
}
static std::array<nsl::vec<int32_t, 2>, 2> core_select(std::array<nsl::vec<bool, 2>, 2> c, std::array<nsl::vec<int32_t, 2>, 2> p, std::array<nsl::vec<int32_t, 2>, 2> p_1) {
    std::array<nsl::vec<bool, 2>, 2> c_2 = std::array<nsl::vec<bool, 2>, 2>{};
    c_2 = c;
    std::array<nsl::vec<int32_t, 2>, 2> a_1 = std::array<nsl::vec<int32_t, 2>, 2>{};
    a_1 = p;
    std::array<nsl::vec<int32_t, 2>, 2> b_1 = std::array<nsl::vec<int32_t, 2>, 2>{};
    b_1 = p_1;
    std::array<nsl::vec<int32_t, 2>, 2> r = std::array<nsl::vec<int32_t, 2>, 2>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        nsl::vec<bool, 2> t_9 = c_2[i_1];
        nsl::vec<int32_t, 2> t_10 = a_1[i_1];
        nsl::vec<int32_t, 2> t_11 = b_1[i_1];
        nsl::vec<bool, 2> c_3 = nsl::vec<bool, 2>{};
        c_3 = t_9;
        nsl::vec<int32_t, 2> a_2 = nsl::vec<int32_t, 2>{};
        a_2 = t_10;
        nsl::vec<int32_t, 2> b_2 = nsl::vec<int32_t, 2>{};
        b_2 = t_11;
        nsl::vec<int32_t, 2> r_1 = nsl::vec<int32_t, 2>{};
        int32_t i_2;
        int32_t i_3 = 0;
        for (;;) {
            if (i_3 < 2) {
            } else {
                i_2 = i_3;
                break;
            }
            bool t_12 = c_3[i_3];
            int32_t t_13;
            if (t_12) {
                int32_t t_14 = a_2[i_3];
                t_13 = t_14;
            } else {
                int32_t t_15 = b_2[i_3];
                t_13 = t_15;
            }
            r_1[i_3] = t_13;
            i_3 = i_3 + 1;
            continue;
        }
        nsl::vec<int32_t, 2> t_16 = r_1;
        r[i_1] = t_16;
        i_1 = i_1 + 1;
        continue;
    }
    std::array<nsl::vec<int32_t, 2>, 2> t_17 = r;
    return t_17;
}
static nsl::mat<float, 2, 2> core_select_1(std::array<nsl::vec<bool, 2>, 2> c_1, nsl::mat<float, 2, 2> a, nsl::mat<float, 2, 2> b) {
    std::array<nsl::vec<bool, 2>, 2> c_4 = std::array<nsl::vec<bool, 2>, 2>{};
    c_4 = c_1;
    nsl::mat<float, 2, 2> a_3 = nsl::mat<float, 2, 2>{};
    a_3 = a;
    nsl::mat<float, 2, 2> b_3 = nsl::mat<float, 2, 2>{};
    b_3 = b;
    nsl::mat<float, 2, 2> r_2 = nsl::mat<float, 2, 2>{};
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        nsl::vec<bool, 2> t_18 = c_4[i_5];
        nsl::vec<float, 2> t_19 = a_3[i_5];
        nsl::vec<float, 2> t_20 = b_3[i_5];
        nsl::vec<bool, 2> c_5 = nsl::vec<bool, 2>{};
        c_5 = t_18;
        nsl::vec<float, 2> a_4 = nsl::vec<float, 2>{};
        a_4 = t_19;
        nsl::vec<float, 2> b_4 = nsl::vec<float, 2>{};
        b_4 = t_20;
        nsl::vec<float, 2> r_3 = nsl::vec<float, 2>{};
        int32_t i_6;
        int32_t i_7 = 0;
        for (;;) {
            if (i_7 < 2) {
            } else {
                i_6 = i_7;
                break;
            }
            bool t_21 = c_5[i_7];
            float t_22;
            if (t_21) {
                float t_23 = a_4[i_7];
                t_22 = t_23;
            } else {
                float t_24 = b_4[i_7];
                t_22 = t_24;
            }
            r_3[i_7] = t_22;
            i_7 = i_7 + 1;
            continue;
        }
        nsl::vec<float, 2> t_25 = r_3;
        r_2[i_5] = t_25;
        i_5 = i_5 + 1;
        continue;
    }
    nsl::mat<float, 2, 2> t_26 = r_2;
    return t_26;
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
