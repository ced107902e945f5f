struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct Optional_int_ {
    int32_t value;
    bool hasValue;
};
struct Pair {
    int32_t a;
    float b;
};
struct Optional_Pair_ {
    Pair value;
    bool hasValue;
};
struct Holder {
    Optional_Pair_ p;
    int32_t tag;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Optional_int_ t;
    for (;;) {
        if (true) {
            t = Optional_int_{5, true};
            break;
        }
        t = Optional_int_{0, false};
        break;
    }
    int32_t t_1;
    for (;;) {
        if (t.hasValue) {
            t_1 = t.value;
            break;
        }
        t_1 = -1;
        break;
    }
    outputBuffer.data[0u] = t_1;
    Optional_int_ t_2;
    for (;;) {
        t_2 = Optional_int_{0, false};
        break;
    }
    int32_t t_3;
    for (;;) {
        if (t_2.hasValue) {
            t_3 = t_2.value;
            break;
        }
        t_3 = -1;
        break;
    }
    outputBuffer.data[1u] = t_3;
    Optional_int_ o = Optional_int_{};
    o = Optional_int_{4, true};
    bool t_4 = o.hasValue;
    int32_t t_5;
    if (t_4) {
        int32_t t_6 = o.value;
        t_5 = t_6;
    } else {
        t_5 = 100;
    }
    outputBuffer.data[2u] = t_5;
    o = Optional_int_{0, false};
    bool t_7 = o.hasValue;
    int32_t t_8;
    if (t_7) {
        t_8 = 1;
    } else {
        t_8 = 2;
    }
    outputBuffer.data[3u] = t_8;
    int32_t t_9;
    for (;;) {
        if (true) {
            t_9 = 9;
            break;
        }
        t_9 = 0;
        break;
    }
    outputBuffer.data[4u] = t_9;
    Optional_int_ t_10 = o;
    Optional_int_ o_1 = Optional_int_{};
    o_1 = t_10;
    bool t_11 = o_1.hasValue;
    int32_t n;
    if (!t_11) {
        n = 1;
    } else {
        n = 0;
    }
    Optional_int_ t_12 = o;
    Optional_int_ o_2 = Optional_int_{};
    o_2 = t_12;
    bool t_13 = o_2.hasValue;
    int32_t n_1;
    if (!t_13) {
        n_1 = n + 10;
    } else {
        n_1 = n;
    }
    Optional_int_ t_14 = o;
    Optional_int_ o_3 = Optional_int_{};
    o_3 = t_14;
    bool t_15 = o_3.hasValue;
    int32_t n_2;
    if (t_15) {
        n_2 = n_1 + 100;
    } else {
        n_2 = n_1;
    }
    o = Optional_int_{3, true};
    Optional_int_ t_16 = o;
    Optional_int_ o_4 = Optional_int_{};
    o_4 = t_16;
    bool t_17 = o_4.hasValue;
    int32_t n_3;
    if (t_17) {
        n_3 = n_2 + 1000;
    } else {
        n_3 = n_2;
    }
    outputBuffer.data[5u] = n_3;
    Holder h = Holder{};
    Optional_Pair_ t_18;
    for (;;) {
        Pair p = Pair{};
        p.a = 30;
        p.b = 0.5f;
        if (true) {
            Pair t_19 = p;
            t_18 = Optional_Pair_{t_19, true};
            break;
        }
        t_18 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    h.p = t_18;
    h.tag = 1;
    Optional_Pair_ t_20 = h.p;
    Pair q = Pair{};
    q = t_20.value;
    if (t_20.hasValue) {
        int32_t t_21 = q.a;
        float t_22 = q.b;
        outputBuffer.data[6u] = t_21 + nsl::convert<int32_t>(t_22 * 4.0f);
    }
    Optional_Pair_ t_23;
    for (;;) {
        Pair p_1 = Pair{};
        p_1.a = -10;
        p_1.b = 0.5f;
        t_23 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    h.p = t_23;
    bool t_24 = h.p.hasValue;
    int32_t t_25;
    if (t_24) {
        t_25 = 1;
    } else {
        t_25 = 0;
    }
    outputBuffer.data[7u] = t_25;
    Optional_Pair_ t_26;
    for (;;) {
        Pair p_2 = Pair{};
        p_2.a = 20;
        p_2.b = 0.5f;
        if (true) {
            Pair t_27 = p_2;
            t_26 = Optional_Pair_{t_27, true};
            break;
        }
        t_26 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Pair q_1 = Pair{};
    q_1 = t_26.value;
    if (t_26.hasValue) {
        int32_t t_28 = q_1.a;
        outputBuffer.data[8u] = t_28;
    } else {
        outputBuffer.data[8u] = -5;
    }
    Optional_Pair_ t_29;
    for (;;) {
        Pair p_3 = Pair{};
        p_3.a = 0;
        p_3.b = 0.5f;
        t_29 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Pair q_2 = Pair{};
    q_2 = t_29.value;
    if (t_29.hasValue) {
        int32_t t_30 = q_2.a;
        outputBuffer.data[9u] = t_30;
    } else {
        outputBuffer.data[9u] = -5;
    }
    int32_t t_31;
    for (;;) {
        if (true) {
            t_31 = 6;
            break;
        }
        t_31 = 0;
        break;
    }
    int32_t t_32;
    for (;;) {
        t_32 = 3;
        break;
    }
    outputBuffer.data[10u] = t_31 * 10 + t_32;
    Optional_Pair_ t_33;
    for (;;) {
        Pair p_4 = Pair{};
        p_4.a = 10;
        p_4.b = 0.5f;
        if (true) {
            Pair t_34 = p_4;
            t_33 = Optional_Pair_{t_34, true};
            break;
        }
        t_33 = Optional_Pair_{Pair{0, 0.0f}, false};
        break;
    }
    Optional_Pair_ wp = Optional_Pair_{};
    wp = Optional_Pair_{t_33.value, true};
    bool t_35 = wp.hasValue;
    int32_t t_36;
    if (t_35) {
        int32_t t_37 = wp.value.a;
        t_36 = t_37;
    } else {
        t_36 = 0;
    }
    outputBuffer.data[11u] = t_36;
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
    outputBuffer.data = reinterpret_cast<int32_t*>(buffer0.data());
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
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
    return 0;
}
