struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 inputs;
static void computeMain();
static float core_frexp_1(float x, int32_t& e);
static float core_nextafter_1(float x_1, float y);
static void computeMain() {
    float t = inputs.data[0u];
    int32_t t_1 = 0;
    float t_2 = core_frexp_1(t, t_1);
    int32_t t_3 = t_1;
    outputBuffer.data[0u] = nsl::bitcast<uint32_t>(t_2);
    outputBuffer.data[1u] = nsl::convert<uint32_t>(t_3);
    float t_4 = inputs.data[1u];
    float t_5 = inputs.data[2u];
    nsl::vec<int32_t, 2> t_6 = nsl::vec<int32_t, 2>{};
    nsl::vec<float, 2> x_2 = nsl::vec<float, 2>{};
    x_2 = nsl::make<nsl::vec<float, 2>>(t_4, t_5);
    nsl::vec<float, 2> m = nsl::vec<float, 2>{};
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        float t_7 = x_2[i_1];
        int32_t t_8 = 0;
        float t_9 = core_frexp_1(t_7, t_8);
        int32_t t_10 = t_8;
        m[i_1] = t_9;
        t_6[i_1] = t_10;
        i_1 = i_1 + 1;
        continue;
    }
    nsl::vec<float, 2> t_11 = m;
    nsl::vec<int32_t, 2> t_12 = t_6;
    outputBuffer.data[2u] = nsl::bitcast<uint32_t>(t_11.x);
    outputBuffer.data[3u] = nsl::convert<uint32_t>(t_12.x);
    outputBuffer.data[4u] = nsl::bitcast<uint32_t>(t_11.y) + nsl::convert<uint32_t>(t_12.y);
    float t_13 = inputs.data[1u];
    float t_14 = t_13 - 2.0f;
    float t_15 = nsl::trunc(t_14);
    outputBuffer.data[5u] = nsl::bitcast<uint32_t>(t_14 - t_15);
    outputBuffer.data[6u] = nsl::bitcast<uint32_t>(t_15);
    float t_16 = inputs.data[3u];
    float t_17 = core_nextafter_1(1.0f + t_16, 2.0f);
    outputBuffer.data[7u] = nsl::bitcast<uint32_t>(t_17);
    float t_18 = inputs.data[3u];
    float t_19 = core_nextafter_1(t_18, -1.0f);
    outputBuffer.data[8u] = nsl::bitcast<uint32_t>(t_19);
    float t_20 = inputs.data[3u];
    outputBuffer.data[9u] = nsl::bitcast<uint32_t>(nsl::sin(t_20)) + nsl::bitcast<uint32_t>(nsl::cos(t_20));
    float t_21 = inputs.data[2u];
    outputBuffer.data[10u] = nsl::convert<uint32_t>(nsl::round(nsl::exp((t_21 - 0.5f) * 2.3025851f)));
    float t_22 = inputs.data[0u];
    nsl::vec<bool, 3> c = nsl::vec<bool, 3>{};
    c = nsl::make<nsl::vec<bool, 3>>(true, false, t_22 > 1.0f);
    nsl::vec<int32_t, 3> a = nsl::vec<int32_t, 3>{};
    a = nsl::make<nsl::vec<int32_t, 3>>(1, 2, 3);
    nsl::vec<int32_t, 3> b = nsl::vec<int32_t, 3>{};
    b = nsl::make<nsl::vec<int32_t, 3>>(10, 20, 30);
    nsl::vec<int32_t, 3> r = nsl::vec<int32_t, 3>{};
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        bool t_23 = c[i_3];
        int32_t t_24;
        if (t_23) {
            int32_t t_25 = a[i_3];
            t_24 = t_25;
        } else {
            int32_t t_26 = b[i_3];
            t_24 = t_26;
        }
        r[i_3] = t_24;
        i_3 = i_3 + 1;
        continue;
    }
    nsl::vec<int32_t, 3> t_27 = r;
    outputBuffer.data[11u] = nsl::convert<uint32_t>(t_27.x + t_27.y + t_27.z);
    float t_28 = inputs.data[1u];
    outputBuffer.data[12u] = nsl::bitcast<uint32_t>(nsl::abs(t_28));
    float t_29 = inputs.data[1u];
    uint64_t t_30 = nsl::bitcast<uint64_t>(nsl::convert<double>(t_29));
    uint32_t t_31 = nsl::convert<uint32_t>(t_30);
    uint32_t t_32 = nsl::convert<uint32_t>(uint64_t(t_30 >> (uint64_t(32ull) & uint64_t(63ull))));
    outputBuffer.data[13u] = t_31;
    outputBuffer.data[14u] = t_32;
    outputBuffer.data[15u] = nsl::bitcast<uint32_t>(nsl::convert<float>(nsl::bitcast<double>(nsl::convert<uint64_t>(t_31) | uint64_t(nsl::convert<uint64_t>(t_32 + 1048576u) << (uint64_t(32ull) & uint64_t(63ull))))));
    float t_33 = inputs.data[3u];
    nsl::vec<uint16_t, 2> t_34 = nsl::bitcast<nsl::vec<uint16_t, 2>>(nsl::make<nsl::vec<_Float16, 2>>(nsl::convert<_Float16>(t_33 + 1.0f), _Float16(-2.0)));
    outputBuffer.data[16u] = nsl::convert<uint32_t>(t_34.x) | uint32_t(nsl::convert<uint32_t>(t_34.y) << (16u & 31u));
    outputBuffer.data[17u] = 4294949888u;
    nsl::vec<uint32_t, 4> t_35 = nsl::countbits(nsl::convert<nsl::vec<int32_t, 4>>(nsl::make<nsl::vec<int8_t, 4>>(int8_t(-1), int8_t(3), int8_t(0), nsl::convert<int8_t>(t))));
    outputBuffer.data[18u] = t_35.x * 1000u + t_35.y * 100u + t_35.z * 10u + t_35.w;
    outputBuffer.data[19u] = 60u;
    outputBuffer.data[20u] = 4u;
    float t_36 = inputs.data[2u];
    outputBuffer.data[21u] = nsl::convert<uint32_t>(_Float16(nsl::convert<_Float16>(t_36) * _Float16(2.0)));
    outputBuffer.data[22u] = 3u;
    outputBuffer.data[23u] = 4u;
    return;
}
static float core_frexp_1(float x, int32_t& e) {
    e = 0;
    if (nsl::select(nsl::select(x == 0.0f, true, nsl::isinf(x)), true, nsl::isnan(x))) {
        return x;
    }
    uint32_t t_37 = nsl::bitcast<uint32_t>(x);
    int32_t t_38 = nsl::convert<int32_t>(uint32_t(t_37 >> (23u & 31u)) & 255u);
    uint32_t b_1;
    int32_t be;
    if (t_38 == 0) {
        uint32_t t_39 = nsl::bitcast<uint32_t>(x * 8388608.0f);
        uint32_t t_40 = t_39;
        int32_t t_41 = nsl::convert<int32_t>(uint32_t(t_39 >> (23u & 31u)) & 255u) - 23;
        b_1 = t_40;
        be = t_41;
    } else {
        uint32_t t_42 = t_37;
        int32_t t_43 = t_38;
        b_1 = t_42;
        be = t_43;
    }
    e = be - 126;
    return nsl::bitcast<float>(b_1 & 2155872255u | 1056964608u);
}
static float core_nextafter_1(float x_1, float y) {
    if (nsl::select(nsl::isnan(x_1), true, nsl::isnan(y))) {
        return x_1 + y;
    }
    if (x_1 == y) {
        return y;
    }
    if (x_1 == 0.0f) {
        return nsl::bitcast<float>(nsl::select(y > 0.0f, 1u, 2147483649u));
    }
    uint32_t t_44 = nsl::bitcast<uint32_t>(x_1);
    return nsl::bitcast<float>(nsl::select(y > x_1 == x_1 > 0.0f, t_44 + 1u, t_44 - 1u));
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    inputs.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    inputs.data = {reinterpret_cast<float*>(buffer1.data()), inputs.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
