struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static float core_refract(float i, float n, float p);
static nsl::vec<uint32_t, 2> core_uaddCarry_1(nsl::vec<uint32_t, 2> x, nsl::vec<uint32_t, 2> y, nsl::vec<uint32_t, 2>& carry);
static nsl::vec<uint32_t, 2> core_usubBorrow_1(nsl::vec<uint32_t, 2> x_1, nsl::vec<uint32_t, 2> y_1, nsl::vec<uint32_t, 2>& borrow);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    float t_2 = nsl::convert<float>(t_1 + 1);
    outputBuffer.data[0u] = nsl::convert<int32_t>(nsl::select(-t_2 * t_2 < 0.0f, 2.0f, -2.0f));
    outputBuffer.data[1u] = nsl::convert<int32_t>(nsl::select(t_2 * t_2 < 0.0f, 2.0f, -2.0f));
    outputBuffer.data[2u] = nsl::convert<int32_t>(3.0f - 2.0f * t_2 * 3.0f * t_2);
    float t_3 = core_refract(t_2, t_2, 0.5f);
    outputBuffer.data[3u] = nsl::convert<int32_t>(t_3 * 100.0f);
    nsl::vec<float, 3> r = nsl::vec<float, 3>{};
    r = nsl::make<nsl::vec<float, 3>>(3.0f, 4.0f, 5.0f);
    nsl::mat<float, 3, 2> m = nsl::mat<float, 3, 2>{};
    int32_t i_1;
    int32_t i_2 = 0;
    for (;;) {
        if (i_2 < 3) {
        } else {
            i_1 = i_2;
            break;
        }
        float t_4 = r[i_2];
        m[i_2] = nsl::make<nsl::vec<float, 2>>(1.0f, 2.0f) * nsl::splat<nsl::vec<float, 2>>(t_4);
        i_2 = i_2 + 1;
        continue;
    }
    nsl::mat<float, 3, 2> t_5 = m;
    nsl::vec<float, 2> t_6 = t_5[0];
    outputBuffer.data[4u] = nsl::convert<int32_t>(t_6.x * 1000.0f + t_6.y * 100.0f + t_5[2].y);
    nsl::mat<float, 2, 2> x_2 = nsl::mat<float, 2, 2>{};
    x_2 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(1.0f, 2.0f), nsl::make<nsl::vec<float, 2>>(3.0f, 4.0f)}};
    nsl::mat<float, 2, 2> y_2 = nsl::mat<float, 2, 2>{};
    y_2 = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(5.0f, 6.0f), nsl::make<nsl::vec<float, 2>>(7.0f, 8.0f)}};
    nsl::mat<float, 2, 2> r_1 = nsl::mat<float, 2, 2>{};
    int32_t i_3;
    int32_t i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        nsl::vec<float, 2> t_7 = x_2[i_4];
        nsl::vec<float, 2> t_8 = y_2[i_4];
        r_1[i_4] = t_7 * t_8;
        i_4 = i_4 + 1;
        continue;
    }
    nsl::mat<float, 2, 2> t_9 = r_1;
    outputBuffer.data[5u] = nsl::convert<int32_t>(t_9[0].x * 1000.0f + t_9[1].y);
    outputBuffer.data[6u] = 215;
    outputBuffer.data[7u] = -974;
    nsl::vec<uint32_t, 2> t_10 = nsl::vec<uint32_t, 2>{};
    nsl::vec<uint32_t, 2> t_11 = core_uaddCarry_1(nsl::make<nsl::vec<uint32_t, 2>>(4294967295u, 1u), nsl::make<nsl::vec<uint32_t, 2>>(2u, 2u), t_10);
    nsl::vec<uint32_t, 2> t_12 = t_10;
    nsl::vec<uint32_t, 2> t_13 = nsl::vec<uint32_t, 2>{};
    nsl::vec<uint32_t, 2> t_14 = core_usubBorrow_1(nsl::make<nsl::vec<uint32_t, 2>>(1u, 5u), nsl::make<nsl::vec<uint32_t, 2>>(2u, 2u), t_13);
    nsl::vec<uint32_t, 2> t_15 = t_13;
    outputBuffer.data[8u] = nsl::convert<int32_t>(t_11.x * 1000u + t_12.x * 100u + t_12.y * 10u + t_11.y);
    outputBuffer.data[9u] = nsl::convert<int32_t>(t_15.x * 100u + t_15.y * 10u + t_14.y);
    outputBuffer.data[10u] = 1073741824;
    outputBuffer.data[11u] = 2929;
    double t_16 = nsl::convert<double>(t_2);
    uint64_t t_17 = nsl::bitcast<uint64_t>(t_16 * 1.5);
    outputBuffer.data[12u] = nsl::convert<int32_t>(uint32_t(nsl::convert<uint32_t>(uint64_t(t_17 >> (uint64_t(32ull) & uint64_t(63ull)))) >> (16u & 31u)));
    outputBuffer.data[13u] = nsl::convert<int32_t>(nsl::convert<uint32_t>(t_17));
    outputBuffer.data[14u] = 3;
    nsl::vec<double, 2> t_18 = nsl::ldexp(nsl::make<nsl::vec<double, 2>>(t_16, 3.0), nsl::make<nsl::vec<double, 2>>(4.0, -1.0));
    outputBuffer.data[15u] = nsl::convert<int32_t>(t_18.x * t_18.y);
    bool t_19 = t_1 == 0;
    bool t_20 = nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(t_19, t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false);
    outputBuffer.data[16u] = nsl::convert<int32_t>(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(t_20, t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false));
    outputBuffer.data[17u] = nsl::convert<int32_t>(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(nsl::select(t_20, !t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false), t_19, false));
    outputBuffer.data[18u] = 111;
    return;
}
static float core_refract(float i, float n, float p) {
    float t_21 = n * i;
    float t_22 = 1.0f - p * p * (1.0f - t_21 * t_21);
    float t_23;
    if (t_22 < 0.0f) {
        t_23 = 0.0f;
    } else {
        t_23 = p * i - (p * t_21 + nsl::sqrt(t_22)) * n;
    }
    return t_23;
}
static nsl::vec<uint32_t, 2> core_uaddCarry_1(nsl::vec<uint32_t, 2> x, nsl::vec<uint32_t, 2> y, nsl::vec<uint32_t, 2>& carry) {
    nsl::vec<uint32_t, 2> t_24 = x + y;
    nsl::vec<bool, 2> c = nsl::vec<bool, 2>{};
    c = t_24 < x;
    nsl::vec<uint32_t, 2> a = nsl::vec<uint32_t, 2>{};
    a = nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u);
    nsl::vec<uint32_t, 2> b = nsl::vec<uint32_t, 2>{};
    b = nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u);
    nsl::vec<uint32_t, 2> r_2 = nsl::vec<uint32_t, 2>{};
    int32_t i_5;
    int32_t i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        bool t_25 = c[i_6];
        uint32_t t_26;
        if (t_25) {
            uint32_t t_27 = a[i_6];
            t_26 = t_27;
        } else {
            uint32_t t_28 = b[i_6];
            t_26 = t_28;
        }
        r_2[i_6] = t_26;
        i_6 = i_6 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_29 = r_2;
    carry = t_29;
    return t_24;
}
static nsl::vec<uint32_t, 2> core_usubBorrow_1(nsl::vec<uint32_t, 2> x_1, nsl::vec<uint32_t, 2> y_1, nsl::vec<uint32_t, 2>& borrow) {
    nsl::vec<bool, 2> c_1 = nsl::vec<bool, 2>{};
    c_1 = x_1 < y_1;
    nsl::vec<uint32_t, 2> a_1 = nsl::vec<uint32_t, 2>{};
    a_1 = nsl::make<nsl::vec<uint32_t, 2>>(1u, 1u);
    nsl::vec<uint32_t, 2> b_1 = nsl::vec<uint32_t, 2>{};
    b_1 = nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u);
    nsl::vec<uint32_t, 2> r_3 = nsl::vec<uint32_t, 2>{};
    int32_t i_7;
    int32_t i_8 = 0;
    for (;;) {
        if (i_8 < 2) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_30 = c_1[i_8];
        uint32_t t_31;
        if (t_30) {
            uint32_t t_32 = a_1[i_8];
            t_31 = t_32;
        } else {
            uint32_t t_33 = b_1[i_8];
            t_31 = t_33;
        }
        r_3[i_8] = t_31;
        i_8 = i_8 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_34 = r_3;
    borrow = t_34;
    return x_1 - y_1;
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
