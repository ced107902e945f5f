struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static float core_copysign_12(float x, float y);
static nsl::vec<float, 2> core_copysign_13(nsl::vec<float, 2> x_1, nsl::vec<float, 2> y_1);
static _Float16 core_copysign_14(_Float16 x_2, _Float16 y_2);
static nsl::vec<_Float16, 2> core_copysign_15(nsl::vec<_Float16, 2> x_3, nsl::vec<_Float16, 2> y_3);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    float t_1 = nsl::convert<float>(t.x);
    float t_2 = -t_1;
    float t_3 = core_copysign_12(3.0f, t_2);
    nsl::vec<float, 2> t_4 = core_copysign_13(nsl::make<nsl::vec<float, 2>>(-1.5f, 2.0f), nsl::make<nsl::vec<float, 2>>(1.0f, -4.0f));
    outputBuffer.data[0u] = nsl::convert<int32_t>(t_3 * 10.0f) * 100 + nsl::convert<int32_t>(t_4.x * 10.0f) + nsl::convert<int32_t>(t_4.y);
    _Float16 t_5 = core_copysign_14(_Float16(3.0), nsl::convert<_Float16>(t_2));
    nsl::vec<_Float16, 2> t_6 = core_copysign_15(nsl::make<nsl::vec<_Float16, 2>>(_Float16(-1.5), _Float16(2.0)), nsl::make<nsl::vec<_Float16, 2>>(_Float16(1.0), _Float16(-4.0)));
    nsl::vec<float, 3> t_7 = nsl::convert<nsl::vec<float, 3>>(nsl::make<nsl::vec<_Float16, 3>>(t_5, t_6.x, t_6.y));
    outputBuffer.data[1u] = nsl::convert<int32_t>(t_7.x * 10.0f) * 100 + nsl::convert<int32_t>(t_7.y * 10.0f) + nsl::convert<int32_t>(t_7.z);
    outputBuffer.data[2u] = 35;
    outputBuffer.data[3u] = 3;
    outputBuffer.data[4u] = 4;
    outputBuffer.data[5u] = 77;
    outputBuffer.data[6u] = 16;
    outputBuffer.data[7u] = 32;
    outputBuffer.data[8u] = -100;
    outputBuffer.data[9u] = 100;
    outputBuffer.data[10u] = nsl::convert<int32_t>(nsl::max(nsl::min(t_1, 2.0f), nsl::min(nsl::max(t_1, 2.0f), 7.0f)));
    outputBuffer.data[11u] = 6;
    return;
}
static float core_copysign_12(float x, float y) {
    float r;
    int32_t i;
    float r_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 1) {
        } else {
            float t_8 = r_1;
            int32_t t_9 = i_1;
            r = t_8;
            i = t_9;
            break;
        }
        float t_10 = nsl::select((nsl::bitcast<uint32_t>(y) & 2147483648u) != 0u, -1.0f, 1.0f);
        int32_t t_11 = i_1 + 1;
        r_1 = t_10;
        i_1 = t_11;
        continue;
    }
    float r_2;
    int32_t i_2;
    float r_3 = 0.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 1) {
        } else {
            float t_12 = r_3;
            int32_t t_13 = i_3;
            r_2 = t_12;
            i_2 = t_13;
            break;
        }
        float t_14 = nsl::abs(x) * r;
        int32_t t_15 = i_3 + 1;
        r_3 = t_14;
        i_3 = t_15;
        continue;
    }
    return r_2;
}
static nsl::vec<float, 2> core_copysign_13(nsl::vec<float, 2> x_1, nsl::vec<float, 2> y_1) {
    nsl::vec<bool, 2> c = nsl::vec<bool, 2>{};
    c = (nsl::bitcast<nsl::vec<uint32_t, 2>>(y_1) & nsl::make<nsl::vec<uint32_t, 2>>(2147483648u, 2147483648u)) != nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u);
    nsl::vec<float, 2> a = nsl::vec<float, 2>{};
    a = nsl::make<nsl::vec<float, 2>>(-1.0f, -1.0f);
    nsl::vec<float, 2> b = nsl::vec<float, 2>{};
    b = nsl::make<nsl::vec<float, 2>>(1.0f, 1.0f);
    nsl::vec<float, 2> r_4 = nsl::vec<float, 2>{};
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        bool t_16 = c[i_5];
        float t_17;
        if (t_16) {
            float t_18 = a[i_5];
            t_17 = t_18;
        } else {
            float t_19 = b[i_5];
            t_17 = t_19;
        }
        r_4[i_5] = t_17;
        i_5 = i_5 + 1;
        continue;
    }
    nsl::vec<float, 2> t_20 = r_4;
    nsl::vec<float, 2> t_21 = nsl::abs(x_1) * t_20;
    nsl::vec<bool, 2> c_1 = nsl::vec<bool, 2>{};
    c_1 = y_1 == nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f);
    nsl::vec<float, 2> a_1 = nsl::vec<float, 2>{};
    a_1 = t_21;
    nsl::vec<float, 2> b_1 = nsl::vec<float, 2>{};
    b_1 = t_21;
    nsl::vec<float, 2> r_5 = nsl::vec<float, 2>{};
    int32_t i_6;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            i_6 = i_7;
            break;
        }
        bool t_22 = c_1[i_7];
        float t_23;
        if (t_22) {
            float t_24 = a_1[i_7];
            t_23 = t_24;
        } else {
            float t_25 = b_1[i_7];
            t_23 = t_25;
        }
        r_5[i_7] = t_23;
        i_7 = i_7 + 1;
        continue;
    }
    nsl::vec<float, 2> t_26 = r_5;
    return t_26;
}
static _Float16 core_copysign_14(_Float16 x_2, _Float16 y_2) {
    _Float16 r_6;
    int32_t i_8;
    _Float16 r_7 = _Float16(0.0);
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 1) {
        } else {
            _Float16 t_27 = r_7;
            int32_t t_28 = i_9;
            r_6 = t_27;
            i_8 = t_28;
            break;
        }
        _Float16 t_29 = nsl::select((nsl::bitcast<uint32_t>(nsl::convert<float>(y_2)) & 2147483648u) != 0u, _Float16(-1.0), _Float16(1.0));
        int32_t t_30 = i_9 + 1;
        r_7 = t_29;
        i_9 = t_30;
        continue;
    }
    _Float16 r_8;
    int32_t i_10;
    _Float16 r_9 = _Float16(0.0);
    int32_t i_11 = 0;
    for (;;) {
        if (i_11 < 1) {
        } else {
            _Float16 t_31 = r_9;
            int32_t t_32 = i_11;
            r_8 = t_31;
            i_10 = t_32;
            break;
        }
        _Float16 t_33 = _Float16(nsl::abs(x_2) * r_6);
        int32_t t_34 = i_11 + 1;
        r_9 = t_33;
        i_11 = t_34;
        continue;
    }
    return r_8;
}
static nsl::vec<_Float16, 2> core_copysign_15(nsl::vec<_Float16, 2> x_3, nsl::vec<_Float16, 2> y_3) {
    nsl::vec<bool, 2> c_2 = nsl::vec<bool, 2>{};
    c_2 = (nsl::bitcast<nsl::vec<uint32_t, 2>>(nsl::convert<nsl::vec<float, 2>>(y_3)) & nsl::make<nsl::vec<uint32_t, 2>>(2147483648u, 2147483648u)) != nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u);
    nsl::vec<_Float16, 2> a_2 = nsl::vec<_Float16, 2>{};
    a_2 = nsl::make<nsl::vec<_Float16, 2>>(_Float16(-1.0), _Float16(-1.0));
    nsl::vec<_Float16, 2> b_2 = nsl::vec<_Float16, 2>{};
    b_2 = nsl::make<nsl::vec<_Float16, 2>>(_Float16(1.0), _Float16(1.0));
    nsl::vec<_Float16, 2> r_10 = nsl::vec<_Float16, 2>{};
    int32_t i_12;
    int32_t i_13 = 0;
    for (;;) {
        if (i_13 < 2) {
        } else {
            i_12 = i_13;
            break;
        }
        bool t_35 = c_2[i_13];
        _Float16 t_36;
        if (t_35) {
            _Float16 t_37 = a_2[i_13];
            t_36 = t_37;
        } else {
            _Float16 t_38 = b_2[i_13];
            t_36 = t_38;
        }
        r_10[i_13] = t_36;
        i_13 = i_13 + 1;
        continue;
    }
    nsl::vec<_Float16, 2> t_39 = r_10;
    nsl::vec<_Float16, 2> t_40 = nsl::abs(x_3) * t_39;
    nsl::vec<bool, 2> c_3 = nsl::vec<bool, 2>{};
    c_3 = y_3 == nsl::make<nsl::vec<_Float16, 2>>(_Float16(0.0), _Float16(0.0));
    nsl::vec<_Float16, 2> a_3 = nsl::vec<_Float16, 2>{};
    a_3 = t_40;
    nsl::vec<_Float16, 2> b_3 = nsl::vec<_Float16, 2>{};
    b_3 = t_40;
    nsl::vec<_Float16, 2> r_11 = nsl::vec<_Float16, 2>{};
    int32_t i_14;
    int32_t i_15 = 0;
    for (;;) {
        if (i_15 < 2) {
        } else {
            i_14 = i_15;
            break;
        }
        bool t_41 = c_3[i_15];
        _Float16 t_42;
        if (t_41) {
            _Float16 t_43 = a_3[i_15];
            t_42 = t_43;
        } else {
            _Float16 t_44 = b_3[i_15];
            t_42 = t_44;
        }
        r_11[i_15] = t_42;
        i_15 = i_15 + 1;
        continue;
    }
    nsl::vec<_Float16, 2> t_45 = r_11;
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
