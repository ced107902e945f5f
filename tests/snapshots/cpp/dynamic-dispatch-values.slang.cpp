struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Square {
    float side;
};
struct Wide {
    double w;
    nsl::mat<float, 2, 2> m;
    bool doubled;
};
struct IShape {
    uint32_t typeId;
    Square p0;
    Wide p1;
};
struct Holder {
    int32_t tag;
    IShape shape;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer selectors;
static RWStructuredBuffer outputBuffer;
static IShape make(int32_t p);
static float twice(IShape s);
static void computeMain();
static float generic(IShape p_1);
static IShape make(int32_t p) {
    if (p == 0) {
        Square s_1 = Square{};
        s_1.side = 3.0f;
        Square t = s_1;
        return IShape{0u, t, Wide{0.0, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}}, false}};
    }
    if (p == 1) {
        Wide w = Wide{};
        w.w = 0.5;
        w.m = nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(2.0f, 7.0f), nsl::make<nsl::vec<float, 2>>(9.0f, 4.0f)}};
        w.doubled = true;
        Wide t_1 = w;
        return IShape{1u, Square{0.0f}, t_1};
    }
    return IShape{2u, Square{0.0f}, Wide{0.0, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}}, false}};
}
static float twice(IShape s) {
    float t_2;
    switch (s.typeId) {
    case 0u:
    {
        Square this_1 = Square{};
        this_1 = s.p0;
        float t_3 = this_1.side;
        float t_4 = this_1.side;
        t_2 = t_3 * t_4;
        break;
    }
    case 1u:
    {
        Wide this_2 = Wide{};
        this_2 = s.p1;
        double t_5 = this_2.w;
        float t_6 = this_2.m[0][0];
        float t_7 = this_2.m[1][1];
        bool t_8 = this_2.doubled;
        float t_9;
        if (t_8) {
            t_9 = 2.0f;
        } else {
            t_9 = 1.0f;
        }
        t_2 = nsl::convert<float>(t_5) * (t_6 + t_7) * t_9;
        break;
    }
    case 2u:
    {
        t_2 = 1.0f;
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return 2.0f * t_2;
}
static void computeMain() {
    int32_t t_10 = selectors.data[0u];
    IShape t_11 = make(t_10);
    int32_t t_12 = selectors.data[1u];
    IShape t_13 = make(t_12);
    int32_t t_14 = selectors.data[2u];
    IShape t_15 = make(t_14);
    IShape c = IShape{};
    c = t_15;
    uint32_t t_16 = t_11.typeId;
    float t_17;
    switch (t_16) {
    case 0u:
    {
        Square this_3 = Square{};
        this_3 = t_11.p0;
        float t_18 = this_3.side;
        float t_19 = this_3.side;
        t_17 = t_18 * t_19;
        break;
    }
    case 1u:
    {
        Wide this_4 = Wide{};
        this_4 = t_11.p1;
        double t_20 = this_4.w;
        float t_21 = this_4.m[0][0];
        float t_22 = this_4.m[1][1];
        bool t_23 = this_4.doubled;
        float t_24;
        if (t_23) {
            t_24 = 2.0f;
        } else {
            t_24 = 1.0f;
        }
        t_17 = nsl::convert<float>(t_20) * (t_21 + t_22) * t_24;
        break;
    }
    case 2u:
    {
        t_17 = 1.0f;
        break;
    }
    default: {
        t_17 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_17;
    uint32_t t_25 = t_13.typeId;
    float t_26;
    switch (t_25) {
    case 0u:
    {
        Square this_5 = Square{};
        this_5 = t_13.p0;
        float t_27 = this_5.side;
        float t_28 = this_5.side;
        t_26 = t_27 * t_28;
        break;
    }
    case 1u:
    {
        Wide this_6 = Wide{};
        this_6 = t_13.p1;
        double t_29 = this_6.w;
        float t_30 = this_6.m[0][0];
        float t_31 = this_6.m[1][1];
        bool t_32 = this_6.doubled;
        float t_33;
        if (t_32) {
            t_33 = 2.0f;
        } else {
            t_33 = 1.0f;
        }
        t_26 = nsl::convert<float>(t_29) * (t_30 + t_31) * t_33;
        break;
    }
    case 2u:
    {
        t_26 = 1.0f;
        break;
    }
    default: {
        t_26 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_26;
    IShape t_34 = c;
    float t_35;
    switch (t_34.typeId) {
    case 0u:
    {
        Square this_7 = Square{};
        this_7 = t_34.p0;
        float t_36 = this_7.side;
        float t_37 = this_7.side;
        t_35 = t_36 * t_37;
        break;
    }
    case 1u:
    {
        Wide this_8 = Wide{};
        this_8 = t_34.p1;
        double t_38 = this_8.w;
        float t_39 = this_8.m[0][0];
        float t_40 = this_8.m[1][1];
        bool t_41 = this_8.doubled;
        float t_42;
        if (t_41) {
            t_42 = 2.0f;
        } else {
            t_42 = 1.0f;
        }
        t_35 = nsl::convert<float>(t_38) * (t_39 + t_40) * t_42;
        break;
    }
    case 2u:
    {
        t_35 = 1.0f;
        break;
    }
    default: {
        t_35 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_35;
    float t_43 = twice(t_13);
    outputBuffer.data[3u] = t_43;
    IShape t_44 = c;
    std::array<IShape, 3> shapes = std::array<IShape, 3>{};
    shapes = std::array<IShape, 3>{{t_44, t_11, t_13}};
    float sum;
    int32_t i;
    float sum_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_45 = sum_1;
            int32_t t_46 = i_1;
            sum = t_45;
            i = t_46;
            break;
        }
        IShape t_47 = shapes[i_1];
        float t_48;
        switch (t_47.typeId) {
        case 0u:
        {
            Square this_9 = Square{};
            this_9 = t_47.p0;
            float t_49 = this_9.side;
            float t_50 = this_9.side;
            t_48 = t_49 * t_50;
            break;
        }
        case 1u:
        {
            Wide this_10 = Wide{};
            this_10 = t_47.p1;
            double t_51 = this_10.w;
            float t_52 = this_10.m[0][0];
            float t_53 = this_10.m[1][1];
            bool t_54 = this_10.doubled;
            float t_55;
            if (t_54) {
                t_55 = 2.0f;
            } else {
                t_55 = 1.0f;
            }
            t_48 = nsl::convert<float>(t_51) * (t_52 + t_53) * t_55;
            break;
        }
        case 2u:
        {
            t_48 = 1.0f;
            break;
        }
        default: {
            t_48 = 0.0f;
            break;
        }
        }
        int32_t t_56 = i_1 + 1;
        float t_57 = sum_1 + t_48 * nsl::convert<float>(t_56);
        int32_t t_58 = t_56;
        sum_1 = t_57;
        i_1 = t_58;
        continue;
    }
    outputBuffer.data[4u] = sum;
    uint32_t t_59 = shapes[1].typeId;
    switch (t_59) {
    case 0u:
    {
        float t_60 = shapes[1].p0.side;
        shapes[1].p0.side = t_60 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_61 = shapes[1].p1.w;
        shapes[1].p1.w = t_61 + 1.0;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_62 = shapes[1];
    float t_63;
    switch (t_62.typeId) {
    case 0u:
    {
        Square this_11 = Square{};
        this_11 = t_62.p0;
        float t_64 = this_11.side;
        float t_65 = this_11.side;
        t_63 = t_64 * t_65;
        break;
    }
    case 1u:
    {
        Wide this_12 = Wide{};
        this_12 = t_62.p1;
        double t_66 = this_12.w;
        float t_67 = this_12.m[0][0];
        float t_68 = this_12.m[1][1];
        bool t_69 = this_12.doubled;
        float t_70;
        if (t_69) {
            t_70 = 2.0f;
        } else {
            t_70 = 1.0f;
        }
        t_63 = nsl::convert<float>(t_66) * (t_67 + t_68) * t_70;
        break;
    }
    case 2u:
    {
        t_63 = 1.0f;
        break;
    }
    default: {
        t_63 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_63;
    float t_71;
    switch (t_16) {
    case 0u:
    {
        Square this_13 = Square{};
        this_13 = t_11.p0;
        float t_72 = this_13.side;
        float t_73 = this_13.side;
        t_71 = t_72 * t_73;
        break;
    }
    case 1u:
    {
        Wide this_14 = Wide{};
        this_14 = t_11.p1;
        double t_74 = this_14.w;
        float t_75 = this_14.m[0][0];
        float t_76 = this_14.m[1][1];
        bool t_77 = this_14.doubled;
        float t_78;
        if (t_77) {
            t_78 = 2.0f;
        } else {
            t_78 = 1.0f;
        }
        t_71 = nsl::convert<float>(t_74) * (t_75 + t_76) * t_78;
        break;
    }
    case 2u:
    {
        t_71 = 1.0f;
        break;
    }
    default: {
        t_71 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_71;
    Holder h = Holder{};
    h.tag = 7;
    h.shape = t_13;
    uint32_t t_79 = h.shape.typeId;
    switch (t_79) {
    case 0u:
    {
        float t_80 = h.shape.p0.side;
        h.shape.p0.side = t_80 + 0.25f;
        break;
    }
    case 1u:
    {
        double t_81 = h.shape.p1.w;
        h.shape.p1.w = t_81 + 0.25;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_82 = h.shape;
    float t_83;
    switch (t_82.typeId) {
    case 0u:
    {
        Square this_15 = Square{};
        this_15 = t_82.p0;
        float t_84 = this_15.side;
        float t_85 = this_15.side;
        t_83 = t_84 * t_85;
        break;
    }
    case 1u:
    {
        Wide this_16 = Wide{};
        this_16 = t_82.p1;
        double t_86 = this_16.w;
        float t_87 = this_16.m[0][0];
        float t_88 = this_16.m[1][1];
        bool t_89 = this_16.doubled;
        float t_90;
        if (t_89) {
            t_90 = 2.0f;
        } else {
            t_90 = 1.0f;
        }
        t_83 = nsl::convert<float>(t_86) * (t_87 + t_88) * t_90;
        break;
    }
    case 2u:
    {
        t_83 = 1.0f;
        break;
    }
    default: {
        t_83 = 0.0f;
        break;
    }
    }
    int32_t t_91 = h.tag;
    outputBuffer.data[7u] = t_83 + nsl::convert<float>(t_91);
    float t_92 = generic(t_11);
    outputBuffer.data[8u] = t_92;
    Square this_17 = Square{};
    this_17 = Square{5.0f};
    float t_93 = this_17.side;
    float t_94 = this_17.side;
    outputBuffer.data[9u] = t_93 * t_94 + 100.0f;
    uint32_t t_95 = c.typeId;
    switch (t_95) {
    case 0u:
    {
        float t_96 = c.p0.side;
        c.p0.side = t_96 + 3.0f;
        break;
    }
    case 1u:
    {
        double t_97 = c.p1.w;
        c.p1.w = t_97 + 3.0;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_98 = c;
    float t_99;
    switch (t_98.typeId) {
    case 0u:
    {
        Square this_18 = Square{};
        this_18 = t_98.p0;
        float t_100 = this_18.side;
        float t_101 = this_18.side;
        t_99 = t_100 * t_101;
        break;
    }
    case 1u:
    {
        Wide this_19 = Wide{};
        this_19 = t_98.p1;
        double t_102 = this_19.w;
        float t_103 = this_19.m[0][0];
        float t_104 = this_19.m[1][1];
        bool t_105 = this_19.doubled;
        float t_106;
        if (t_105) {
            t_106 = 2.0f;
        } else {
            t_106 = 1.0f;
        }
        t_99 = nsl::convert<float>(t_102) * (t_103 + t_104) * t_106;
        break;
    }
    case 2u:
    {
        t_99 = 1.0f;
        break;
    }
    default: {
        t_99 = 0.0f;
        break;
    }
    }
    outputBuffer.data[10u] = t_99;
    float t_107;
    if (t_25 == 1u) {
        t_107 = 10.0f;
    } else {
        t_107 = 0.0f;
    }
    float t_108;
    if (t_25 == 0u) {
        t_108 = 1.0f;
    } else {
        t_108 = 0.0f;
    }
    float t_109;
    if (t_16 == 0u) {
        t_109 = 100.0f;
    } else {
        t_109 = 0.0f;
    }
    outputBuffer.data[11u] = t_107 + t_108 + t_109;
    return;
}
static float generic(IShape p_1) {
    float t_110;
    switch (p_1.typeId) {
    case 0u:
    {
        Square this_20 = Square{};
        this_20 = p_1.p0;
        float t_111 = this_20.side;
        float t_112 = this_20.side;
        t_110 = t_111 * t_112;
        break;
    }
    case 1u:
    {
        Wide this_21 = Wide{};
        this_21 = p_1.p1;
        double t_113 = this_21.w;
        float t_114 = this_21.m[0][0];
        float t_115 = this_21.m[1][1];
        bool t_116 = this_21.doubled;
        float t_117;
        if (t_116) {
            t_117 = 2.0f;
        } else {
            t_117 = 1.0f;
        }
        t_110 = nsl::convert<float>(t_113) * (t_114 + t_115) * t_117;
        break;
    }
    case 2u:
    {
        t_110 = 1.0f;
        break;
    }
    default: {
        t_110 = 0.0f;
        break;
    }
    }
    return t_110 + 100.0f;
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
    selectors.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    selectors.data = {reinterpret_cast<int32_t*>(buffer0.data()), selectors.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    return 0;
}
