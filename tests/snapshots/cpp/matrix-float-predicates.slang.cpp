struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static bool core_any(std::array<nsl::vec<bool, 2>, 2> x);
static bool core_all(std::array<nsl::vec<bool, 2>, 2> x_1);
static void computeMain() {
    float t = outputBuffer.data[0u];
    float t_1 = outputBuffer.data[2u];
    nsl::mat<float, 2, 2> t_2 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t / t, t_1 / t), nsl::make<nsl::vec<float, 2>>(2.0f, t_1 / t_1 * 1.0f)}};
    nsl::mat<float, 2, 2> x_2 = nsl::mat<float, 2, 2>{};
    x_2 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        nsl::vec<float, 2> t_3 = x_2[i_1];
        r[i_1] = nsl::isnan(t_3);
        i_1 = i_1 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_4 = r;
    std::array<nsl::vec<bool, 2>, 2> n = std::array<nsl::vec<bool, 2>, 2>{};
    n = t_4;
    nsl::mat<float, 2, 2> x_3 = nsl::mat<float, 2, 2>{};
    x_3 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r_1 = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        nsl::vec<float, 2> t_5 = x_3[i_3];
        r_1[i_3] = nsl::isinf(t_5);
        i_3 = i_3 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_6 = r_1;
    std::array<nsl::vec<bool, 2>, 2> i_4 = std::array<nsl::vec<bool, 2>, 2>{};
    i_4 = t_6;
    nsl::mat<float, 2, 2> x_4 = nsl::mat<float, 2, 2>{};
    x_4 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r_2 = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i_5;
    int32_t i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        nsl::vec<float, 2> t_7 = x_4[i_6];
        r_2[i_6] = nsl::isfinite(t_7);
        i_6 = i_6 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_8 = r_2;
    std::array<nsl::vec<bool, 2>, 2> f = std::array<nsl::vec<bool, 2>, 2>{};
    f = t_8;
    int32_t bits;
    int32_t r_3;
    int32_t bits_1 = 0;
    int32_t r_4 = 0;
    for (;;) {
        if (r_4 < 2) {
        } else {
            int32_t t_9 = bits_1;
            int32_t t_10 = r_4;
            bits = t_9;
            r_3 = t_10;
            break;
        }
        int32_t bits_2;
        int32_t c;
        int32_t bits_3 = bits_1;
        int32_t c_1 = 0;
        for (;;) {
            if (c_1 < 2) {
            } else {
                int32_t t_11 = bits_3;
                int32_t t_12 = c_1;
                bits_2 = t_11;
                c = t_12;
                break;
            }
            int32_t t_13 = r_4 * 2 + c_1;
            bool t_14 = n[r_4][c_1];
            bool t_15 = i_4[r_4][c_1];
            bool t_16 = f[r_4][c_1];
            int32_t t_17 = bits_3 | int32_t(nsl::select(t_14, 1, 0) << (t_13 & 31)) | int32_t(nsl::select(t_15, 1, 0) << (t_13 + 4 & 31)) | int32_t(nsl::select(t_16, 1, 0) << (t_13 + 8 & 31));
            int32_t t_18 = c_1 + 1;
            bits_3 = t_17;
            c_1 = t_18;
            continue;
        }
        int32_t t_19 = bits_2;
        int32_t t_20 = r_4 + 1;
        bits_1 = t_19;
        r_4 = t_20;
        continue;
    }
    outputBuffer.data[0u] = nsl::convert<float>(bits);
    nsl::mat<float, 2, 2> x_5 = nsl::mat<float, 2, 2>{};
    x_5 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r_5 = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i_7;
    int32_t i_8 = 0;
    for (;;) {
        if (i_8 < 2) {
        } else {
            i_7 = i_8;
            break;
        }
        nsl::vec<float, 2> t_21 = x_5[i_8];
        r_5[i_8] = nsl::isnan(t_21);
        i_8 = i_8 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_22 = r_5;
    bool t_23 = core_any(t_22);
    outputBuffer.data[1u] = nsl::select(t_23, 1.0f, 0.0f);
    nsl::mat<float, 2, 2> x_6 = nsl::mat<float, 2, 2>{};
    x_6 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r_6 = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i_9;
    int32_t i_10 = 0;
    for (;;) {
        if (i_10 < 2) {
        } else {
            i_9 = i_10;
            break;
        }
        nsl::vec<float, 2> t_24 = x_6[i_10];
        r_6[i_10] = nsl::isfinite(t_24);
        i_10 = i_10 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_25 = r_6;
    bool t_26 = core_all(t_25);
    outputBuffer.data[2u] = nsl::select(t_26, 1.0f, 0.0f);
    nsl::mat<float, 2, 2> x_7 = nsl::mat<float, 2, 2>{};
    x_7 = t_2;
    std::array<nsl::vec<bool, 2>, 2> r_7 = std::array<nsl::vec<bool, 2>, 2>{};
    int32_t i_11;
    int32_t i_12 = 0;
    for (;;) {
        if (i_12 < 2) {
        } else {
            i_11 = i_12;
            break;
        }
        nsl::vec<float, 2> t_27 = x_7[i_12];
        r_7[i_12] = nsl::isinf(t_27);
        i_12 = i_12 + 1;
        continue;
    }
    std::array<nsl::vec<bool, 2>, 2> t_28 = r_7;
    outputBuffer.data[3u] = nsl::convert<float>(t_28[0].y);
    return;
}
static bool core_any(std::array<nsl::vec<bool, 2>, 2> x) {
    std::array<nsl::vec<bool, 2>, 2> x_8 = std::array<nsl::vec<bool, 2>, 2>{};
    x_8 = x;
    int32_t r_8;
    int32_t r_9 = 0;
    for (;;) {
        if (r_9 < 2) {
        } else {
            r_8 = r_9;
            break;
        }
        nsl::vec<bool, 2> t_29 = x_8[r_9];
        if (nsl::any(t_29)) {
            return true;
        }
        r_9 = r_9 + 1;
        continue;
    }
    return false;
}
static bool core_all(std::array<nsl::vec<bool, 2>, 2> x_1) {
    std::array<nsl::vec<bool, 2>, 2> x_9 = std::array<nsl::vec<bool, 2>, 2>{};
    x_9 = x_1;
    int32_t r_10;
    int32_t r_11 = 0;
    for (;;) {
        if (r_11 < 2) {
        } else {
            r_10 = r_11;
            break;
        }
        nsl::vec<bool, 2> t_30 = x_9[r_11];
        if (!nsl::all(t_30)) {
            return false;
        }
        r_11 = r_11 + 1;
        continue;
    }
    return true;
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
