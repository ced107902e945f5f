struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct Tuple_int_float_uint_ {
    int32_t _0;
    float _1;
    uint32_t _2;
};
struct Tuple_uint_int_uint_ {
    uint32_t _0;
    int32_t _1;
    uint32_t _2;
};
struct Tuple_int_int_ {
    int32_t _0;
    int32_t _1;
};
struct Tuple_int_int_uint_float_ {
    int32_t _0;
    int32_t _1;
    uint32_t _2;
    float _3;
};
struct Tuple_Tuple_int_int_int_ {
    Tuple_int_int_ _0;
    int32_t _1;
};
struct Tuple_int_int_int_ {
    int32_t _0;
    int32_t _1;
    int32_t _2;
};
struct Tuple_int_int_float_ {
    int32_t _0;
    int32_t _1;
    float _2;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Tuple_int_float_uint_ t = Tuple_int_float_uint_{};
    t = Tuple_int_float_uint_{1, 2.5f, 3u};
    Tuple_int_float_uint_ t_1 = t;
    Tuple_int_float_uint_ t_2 = Tuple_int_float_uint_{};
    t_2 = t_1;
    t_2._2 = 9u;
    t_2._1 = 6.5f;
    Tuple_int_float_uint_ t_3 = t_2;
    t = t_3;
    int32_t t_4 = t._0;
    float t_5 = t._1;
    uint32_t t_6 = t._2;
    outputBuffer.data[0u] = t_4 * 100 + nsl::convert<int32_t>(t_5 + t_5) * 10 + nsl::convert<int32_t>(t_6) - 90;
    uint32_t t_7 = t._2;
    int32_t t_8 = t._0;
    uint32_t t_9 = t._2;
    Tuple_uint_int_uint_ s = Tuple_uint_int_uint_{};
    s = Tuple_uint_int_uint_{t_7, t_8, t_9};
    uint32_t t_10 = s._0;
    int32_t t_11 = s._1;
    uint32_t t_12 = s._2;
    outputBuffer.data[1u] = nsl::convert<int32_t>(t_10) * 100 + t_11 * 10 + nsl::convert<int32_t>(t_12);
    Tuple_int_int_ q = Tuple_int_int_{};
    q = Tuple_int_int_{9, 2};
    int32_t t_13 = q._0;
    int32_t t_14 = q._1;
    outputBuffer.data[2u] = t_13 * 10 + t_14;
    Tuple_int_int_ t_15 = q;
    Tuple_int_int_uint_float_ r = Tuple_int_int_uint_float_{};
    r = Tuple_int_int_uint_float_{t_15._0, t_15._1, 2u, -1.5f};
    uint32_t t_16 = r._2;
    float t_17 = r._3;
    outputBuffer.data[3u] = 4000 + nsl::convert<int32_t>(t_16) * 10 + nsl::convert<int32_t>(t_17 * -2.0f);
    Tuple_Tuple_int_int_int_ n = Tuple_Tuple_int_int_int_{};
    n = Tuple_Tuple_int_int_int_{Tuple_int_int_{4, 5}, 6};
    n._0._1 = 50;
    Tuple_int_int_ t_18 = n._0;
    Tuple_int_int_ w = Tuple_int_int_{};
    w = t_18;
    int32_t t_19 = n._0._0;
    int32_t t_20 = n._0._1;
    int32_t t_21 = n._1;
    int32_t t_22 = w._0;
    outputBuffer.data[4u] = t_19 * 100 + t_20 + t_21 + t_22 * 1000;
    Tuple_int_int_int_ t_23 = Tuple_int_int_int_{};
    t_23 = Tuple_int_int_int_{1, 20, 300};
    int32_t t_24 = t_23._0;
    int32_t t_25 = t_23._1;
    int32_t t_26 = t_23._2;
    outputBuffer.data[5u] = t_24 + t_25 + t_26;
    Tuple_int_int_float_ a = Tuple_int_int_float_{};
    a = Tuple_int_int_float_{1, 2, 3.0f};
    Tuple_int_int_float_ t_27 = a;
    int32_t t_28 = t_27._1;
    int32_t t_29 = t_27._0;
    int32_t cmp;
    if (t_29 < 1 || t_29 == 1 && (t_28 < 3 || t_28 == 3 && t_27._2 < 0.0f)) {
        cmp = 1;
    } else {
        cmp = 0;
    }
    Tuple_int_int_float_ t_30 = a;
    float t_31 = t_30._2;
    int32_t t_32 = t_30._1;
    int32_t t_33 = t_30._0;
    int32_t cmp_1;
    if (t_33 < 1 || t_33 == 1 && (t_32 < 3 || t_32 == 3 && (t_31 < 0.0f || t_31 == 0.0f))) {
        cmp_1 = cmp + 2;
    } else {
        cmp_1 = cmp;
    }
    Tuple_int_int_float_ t_34 = a;
    int32_t t_35 = t_34._1;
    int32_t t_36 = t_34._0;
    int32_t cmp_2;
    if (1 < t_36 || 1 == t_36 && (3 < t_35 || 3 == t_35 && 0.0f < t_34._2)) {
        cmp_2 = cmp_1 + 4;
    } else {
        cmp_2 = cmp_1;
    }
    Tuple_int_int_float_ t_37 = a;
    float t_38 = t_37._2;
    int32_t t_39 = t_37._1;
    int32_t t_40 = t_37._0;
    int32_t cmp_3;
    if (1 < t_40 || 1 == t_40 && (3 < t_39 || 3 == t_39 && (0.0f < t_38 || 0.0f == t_38))) {
        cmp_3 = cmp_2 + 8;
    } else {
        cmp_3 = cmp_2;
    }
    Tuple_int_int_float_ t_41 = a;
    int32_t cmp_4;
    if (t_41._0 == 1 && (t_41._1 == 3 && t_41._2 == 0.0f)) {
        cmp_4 = cmp_3 + 16;
    } else {
        cmp_4 = cmp_3;
    }
    Tuple_int_int_float_ t_42 = a;
    int32_t cmp_5;
    if (!(t_42._0 == 1 && (t_42._1 == 3 && t_42._2 == 0.0f))) {
        cmp_5 = cmp_4 + 32;
    } else {
        cmp_5 = cmp_4;
    }
    Tuple_int_int_float_ t_43 = a;
    Tuple_int_int_float_ t_44 = a;
    bool t_45;
    if (t_43._0 == t_44._0 && (t_43._1 == t_44._1 && t_43._2 == t_44._2)) {
        Tuple_int_int_float_ t_46 = a;
        Tuple_int_int_float_ t_47 = a;
        float t_48 = t_47._2;
        float t_49 = t_46._2;
        int32_t t_50 = t_47._1;
        int32_t t_51 = t_46._1;
        int32_t t_52 = t_47._0;
        int32_t t_53 = t_46._0;
        t_45 = t_53 < t_52 || t_53 == t_52 && (t_51 < t_50 || t_51 == t_50 && (t_49 < t_48 || t_49 == t_48));
    } else {
        t_45 = false;
    }
    bool t_54;
    if (t_45) {
        Tuple_int_int_float_ t_55 = a;
        Tuple_int_int_float_ t_56 = a;
        float t_57 = t_55._2;
        float t_58 = t_56._2;
        int32_t t_59 = t_55._1;
        int32_t t_60 = t_56._1;
        int32_t t_61 = t_55._0;
        int32_t t_62 = t_56._0;
        t_54 = t_62 < t_61 || t_62 == t_61 && (t_60 < t_59 || t_60 == t_59 && (t_58 < t_57 || t_58 == t_57));
    } else {
        t_54 = false;
    }
    bool t_63;
    if (t_54) {
        Tuple_int_int_float_ t_64 = a;
        Tuple_int_int_float_ t_65 = a;
        int32_t t_66 = t_64._0;
        int32_t t_67 = t_64._1;
        int32_t t_68 = t_65._0;
        int32_t t_69 = t_65._1;
        t_63 = !(t_66 < t_68 || t_66 == t_68 && (t_67 < t_69 || t_67 == t_69 && t_64._2 < t_65._2));
    } else {
        t_63 = false;
    }
    bool t_70;
    if (t_63) {
        Tuple_int_int_float_ t_71 = a;
        Tuple_int_int_float_ t_72 = a;
        int32_t t_73 = t_72._0;
        int32_t t_74 = t_72._1;
        int32_t t_75 = t_71._0;
        int32_t t_76 = t_71._1;
        t_70 = !(t_73 < t_75 || t_73 == t_75 && (t_74 < t_76 || t_74 == t_76 && t_72._2 < t_71._2));
    } else {
        t_70 = false;
    }
    int32_t cmp_6;
    if (t_70) {
        cmp_6 = cmp_5 + 64;
    } else {
        cmp_6 = cmp_5;
    }
    outputBuffer.data[6u] = cmp_6;
    Tuple_int_int_float_ c = Tuple_int_int_float_{};
    c = Tuple_int_int_float_{1, 2, 3.5f};
    Tuple_int_int_float_ t_77 = a;
    Tuple_int_int_float_ t_78 = c;
    int32_t t_79 = t_78._1;
    int32_t t_80 = t_77._1;
    int32_t t_81 = t_78._0;
    int32_t t_82 = t_77._0;
    int32_t t_83;
    if (t_82 < t_81 || t_82 == t_81 && (t_80 < t_79 || t_80 == t_79 && t_77._2 < t_78._2)) {
        t_83 = 1;
    } else {
        t_83 = 0;
    }
    Tuple_int_int_float_ t_84 = c;
    Tuple_int_int_float_ t_85 = a;
    int32_t t_86 = t_84._1;
    int32_t t_87 = t_85._1;
    int32_t t_88 = t_84._0;
    int32_t t_89 = t_85._0;
    int32_t t_90;
    if (t_89 < t_88 || t_89 == t_88 && (t_87 < t_86 || t_87 == t_86 && t_85._2 < t_84._2)) {
        t_90 = 10;
    } else {
        t_90 = 0;
    }
    int32_t t_91 = c._0;
    int32_t t_92 = c._1;
    int32_t t_93 = a._0;
    int32_t t_94 = a._1;
    int32_t t_95;
    if (t_91 == t_93 && t_92 == t_94) {
        t_95 = 100;
    } else {
        t_95 = 0;
    }
    outputBuffer.data[7u] = t_83 + t_90 + t_95;
    Tuple_int_int_ p = Tuple_int_int_{};
    p = Tuple_int_int_{7, 8};
    int32_t t_96 = p._1;
    int32_t t_97 = p._0;
    p = Tuple_int_int_{t_96, t_97};
    int32_t t_98 = p._0;
    int32_t t_99 = p._1;
    outputBuffer.data[8u] = t_98 * 10 + t_99;
    outputBuffer.data[9u] = 5;
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
