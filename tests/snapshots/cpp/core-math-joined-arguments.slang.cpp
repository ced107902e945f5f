struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer inputs;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static nsl::vec<float, 2> core_asinh(nsl::vec<float, 2> x);
static nsl::vec<float, 3> core_atanh_1(nsl::vec<float, 3> x_1);
static nsl::mat<float, 2, 2> core_acosh_4(nsl::mat<float, 2, 2> x_2);
static nsl::mat<float, 2, 2> core_atanh_4(nsl::mat<float, 2, 2> x_3);
static float core_refract(float i, float n, float p);
static nsl::vec<int32_t, 3> core_sign_8(nsl::vec<uint32_t, 3> x_4);
static void computeMain() {
    int32_t t = inputs.data[0u];
    int32_t t_1 = inputs.data[1u];
    float t_2 = nsl::convert<float>(t);
    outputBuffer.data[0u] = nsl::convert<int32_t>(nsl::round(nsl::log(t_2 + nsl::sqrt(t_2 * t_2 - 1.0f)) * 1000.0f));
    nsl::vec<float, 2> t_3 = core_asinh(nsl::convert<nsl::vec<float, 2>>(nsl::make<nsl::vec<int32_t, 2>>(t, t_1)));
    outputBuffer.data[1u] = nsl::convert<int32_t>(nsl::round(t_3.y * 1000.0f));
    nsl::vec<float, 3> t_4 = core_atanh_1(nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f));
    float t_5 = t_2 * 0.25f;
    outputBuffer.data[2u] = nsl::convert<int32_t>(nsl::round((t_4.z + 0.5f * nsl::log((1.0f + t_5) / (1.0f - t_5))) * 1000.0f));
    nsl::mat<float, 2, 2> t_6 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.5f, 2.0f), nsl::make<nsl::vec<float, 2>>(t_2, 3.0f)}};
    nsl::mat<float, 2, 2> t_7 = core_acosh_4(t_6);
    outputBuffer.data[3u] = nsl::convert<int32_t>(nsl::round((t_7[1].x + t_7[0].y * 10.0f) * 1000.0f));
    nsl::mat<float, 2, 2> x_5 = nsl::mat<float, 2, 2>{};
    x_5 = t_6;
    nsl::mat<float, 2, 2> r = nsl::mat<float, 2, 2>{};
    int32_t i_1;
    int32_t i_2 = 0;
    for (;;) {
        if (i_2 < 2) {
        } else {
            i_1 = i_2;
            break;
        }
        nsl::vec<float, 2> t_8 = x_5[i_2];
        nsl::vec<float, 2> t_9 = core_asinh(t_8);
        r[i_2] = t_9;
        i_2 = i_2 + 1;
        continue;
    }
    nsl::mat<float, 2, 2> t_10 = r;
    nsl::mat<float, 2, 2> t_11 = core_atanh_4(t_6 * nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.125f, 0.125f), nsl::make<nsl::vec<float, 2>>(0.125f, 0.125f)}});
    outputBuffer.data[4u] = nsl::convert<int32_t>(nsl::round((t_10[1].y + t_11[0].x) * 1000.0f));
    float t_12 = nsl::convert<float>(t_1);
    float t_13 = nsl::abs(t_12);
    outputBuffer.data[5u] = nsl::convert<int32_t>(nsl::round((t_13 + nsl::abs(t_12 - 4.0f) * 10.0f) * 1000.0f));
    outputBuffer.data[6u] = nsl::convert<int32_t>(nsl::round(t_12 / t_13 * 1000.0f));
    outputBuffer.data[7u] = nsl::convert<int32_t>(nsl::round((0.5f - 2.0f * t_12 * 0.5f * t_12) * 1000.0f));
    outputBuffer.data[8u] = nsl::convert<int32_t>(nsl::round(nsl::select(1.0f * t_12 < 0.0f, 2.0f, -2.0f) * 1000.0f));
    float t_14 = core_refract(0.6f, -1.0f, 0.5f);
    outputBuffer.data[9u] = nsl::convert<int32_t>(nsl::round(t_14 * 1000.0f));
    int32_t t_15 = inputs.data[2u];
    uint32_t t_16 = nsl::convert<uint32_t>(t_15);
    outputBuffer.data[10u] = nsl::convert<int32_t>(nsl::convert<uint32_t>(nsl::abs(nsl::convert<int32_t>(t_16))));
    int32_t t_17 = inputs.data[3u];
    outputBuffer.data[11u] = nsl::convert<int32_t>(nsl::convert<nsl::vec<uint32_t, 3>>(nsl::abs(nsl::convert<nsl::vec<int32_t, 3>>(nsl::make<nsl::vec<uint32_t, 3>>(t_16, nsl::convert<uint32_t>(t_17), 0u)))).y);
    uint16_t t_18 = nsl::convert<uint16_t>(t_16);
    outputBuffer.data[12u] = nsl::convert<int32_t>(nsl::convert<uint16_t>(nsl::abs(nsl::convert<int16_t>(t_18))));
    outputBuffer.data[13u] = nsl::convert<int32_t>(uint64_t(nsl::convert<uint64_t>(nsl::abs(nsl::convert<int64_t>(nsl::convert<uint64_t>(t_16)))) >> (uint64_t(32ull) & uint64_t(63ull))));
    int32_t t_19 = inputs.data[4u];
    outputBuffer.data[14u] = nsl::select(t_16 != 0u, 1, 0) + nsl::select(nsl::convert<uint32_t>(t_19) != 0u, 1, 0) * 10;
    int32_t t_20 = inputs.data[3u];
    nsl::vec<int32_t, 3> t_21 = core_sign_8(nsl::make<nsl::vec<uint32_t, 3>>(t_16, 0u, nsl::convert<uint32_t>(t_20)));
    outputBuffer.data[15u] = t_21.x + t_21.y * 10 + t_21.z * 100;
    int32_t t_22 = inputs.data[4u];
    outputBuffer.data[16u] = nsl::select(nsl::convert<uint16_t>(t_22) != uint16_t(0), 1, 0) + nsl::select(t_18 != uint16_t(0), 1, 0) * 10;
    return;
}
static nsl::vec<float, 2> core_asinh(nsl::vec<float, 2> x) {
    float t_23 = x.x;
    float t_24;
    for (;;) {
        if (t_23 < 0.0f) {
            t_24 = -nsl::log(-t_23 + nsl::sqrt(t_23 * t_23 + 1.0f));
            break;
        }
        t_24 = nsl::log(t_23 + nsl::sqrt(t_23 * t_23 + 1.0f));
        break;
    }
    float t_25 = x.y;
    float t_26;
    for (;;) {
        if (t_25 < 0.0f) {
            t_26 = -nsl::log(-t_25 + nsl::sqrt(t_25 * t_25 + 1.0f));
            break;
        }
        t_26 = nsl::log(t_25 + nsl::sqrt(t_25 * t_25 + 1.0f));
        break;
    }
    return nsl::make<nsl::vec<float, 2>>(t_24, t_26);
}
static nsl::vec<float, 3> core_atanh_1(nsl::vec<float, 3> x_1) {
    float t_27 = x_1.x;
    float t_28 = x_1.y;
    float t_29 = x_1.z;
    return nsl::make<nsl::vec<float, 3>>(0.5f * nsl::log((1.0f + t_27) / (1.0f - t_27)), 0.5f * nsl::log((1.0f + t_28) / (1.0f - t_28)), 0.5f * nsl::log((1.0f + t_29) / (1.0f - t_29)));
}
static nsl::mat<float, 2, 2> core_acosh_4(nsl::mat<float, 2, 2> x_2) {
    nsl::mat<float, 2, 2> x_6 = nsl::mat<float, 2, 2>{};
    x_6 = x_2;
    nsl::mat<float, 2, 2> r_1 = nsl::mat<float, 2, 2>{};
    int32_t i_3;
    int32_t i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        nsl::vec<float, 2> t_30 = x_6[i_4];
        float t_31 = t_30.x;
        float t_32 = t_30.y;
        r_1[i_4] = nsl::make<nsl::vec<float, 2>>(nsl::log(t_31 + nsl::sqrt(t_31 * t_31 - 1.0f)), nsl::log(t_32 + nsl::sqrt(t_32 * t_32 - 1.0f)));
        i_4 = i_4 + 1;
        continue;
    }
    nsl::mat<float, 2, 2> t_33 = r_1;
    return t_33;
}
static nsl::mat<float, 2, 2> core_atanh_4(nsl::mat<float, 2, 2> x_3) {
    nsl::mat<float, 2, 2> x_7 = nsl::mat<float, 2, 2>{};
    x_7 = x_3;
    nsl::mat<float, 2, 2> r_2 = nsl::mat<float, 2, 2>{};
    int32_t i_5;
    int32_t i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        nsl::vec<float, 2> t_34 = x_7[i_6];
        float t_35 = t_34.x;
        float t_36 = t_34.y;
        r_2[i_6] = nsl::make<nsl::vec<float, 2>>(0.5f * nsl::log((1.0f + t_35) / (1.0f - t_35)), 0.5f * nsl::log((1.0f + t_36) / (1.0f - t_36)));
        i_6 = i_6 + 1;
        continue;
    }
    nsl::mat<float, 2, 2> t_37 = r_2;
    return t_37;
}
static float core_refract(float i, float n, float p) {
    float t_38 = n * i;
    float t_39 = 1.0f - p * p * (1.0f - t_38 * t_38);
    float t_40;
    if (t_39 < 0.0f) {
        t_40 = 0.0f;
    } else {
        t_40 = p * i - (p * t_38 + nsl::sqrt(t_39)) * n;
    }
    return t_40;
}
static nsl::vec<int32_t, 3> core_sign_8(nsl::vec<uint32_t, 3> x_4) {
    nsl::vec<bool, 3> c = nsl::vec<bool, 3>{};
    c = x_4 != nsl::make<nsl::vec<uint32_t, 3>>(0u, 0u, 0u);
    nsl::vec<int32_t, 3> a = nsl::vec<int32_t, 3>{};
    a = nsl::make<nsl::vec<int32_t, 3>>(1, 1, 1);
    nsl::vec<int32_t, 3> b = nsl::vec<int32_t, 3>{};
    b = nsl::make<nsl::vec<int32_t, 3>>(0, 0, 0);
    nsl::vec<int32_t, 3> r_3 = nsl::vec<int32_t, 3>{};
    int32_t i_7;
    int32_t i_8 = 0;
    for (;;) {
        if (i_8 < 3) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_41 = c[i_8];
        int32_t t_42;
        if (t_41) {
            int32_t t_43 = a[i_8];
            t_42 = t_43;
        } else {
            int32_t t_44 = b[i_8];
            t_42 = t_44;
        }
        r_3[i_8] = t_42;
        i_8 = i_8 + 1;
        continue;
    }
    nsl::vec<int32_t, 3> t_45 = r_3;
    return t_45;
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
    inputs.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    inputs.data = {reinterpret_cast<int32_t*>(buffer0.data()), inputs.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
