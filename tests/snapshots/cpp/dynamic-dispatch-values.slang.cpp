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
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer selectors;
static RWStructuredBuffer outputBuffer;
static IShape make(int32_t p);
static float twice(IShape s);
static void computeMain();
static float generic_2(IShape t);
static IShape make(int32_t p) {
    if (p == 0) {
        return IShape{0u, Square{3.0f}, Wide{0.0, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}}, false}};
    }
    if (p == 1) {
        return IShape{1u, Square{0.0f}, Wide{0.5, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(2.0f, 7.0f), nsl::make<nsl::vec<float, 2>>(9.0f, 4.0f)}}, true}};
    }
    return IShape{2u, Square{0.0f}, Wide{0.0, nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}}, false}};
}
static float twice(IShape s) {
    float t_1;
    switch (s.typeId) {
    case 0u:
    {
        float t_2 = s.p0.side;
        t_1 = t_2 * t_2;
        break;
    }
    case 1u:
    {
        Wide t_3 = s.p1;
        nsl::mat<float, 2, 2> t_4 = t_3.m;
        t_1 = nsl::convert<float>(t_3.w) * (t_4[0].x + t_4[1].y) * nsl::select(t_3.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_1 = 1.0f;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return 2.0f * t_1;
}
static void computeMain() {
    int32_t t_5 = selectors.data[0u];
    IShape t_6 = make(t_5);
    int32_t t_7 = selectors.data[1u];
    IShape t_8 = make(t_7);
    int32_t t_9 = selectors.data[2u];
    IShape t_10 = make(t_9);
    uint32_t t_11 = t_6.typeId;
    float t_12;
    switch (t_11) {
    case 0u:
    {
        float t_13 = t_6.p0.side;
        t_12 = t_13 * t_13;
        break;
    }
    case 1u:
    {
        Wide t_14 = t_6.p1;
        nsl::mat<float, 2, 2> t_15 = t_14.m;
        t_12 = nsl::convert<float>(t_14.w) * (t_15[0].x + t_15[1].y) * nsl::select(t_14.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_12 = 1.0f;
        break;
    }
    default: {
        t_12 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_12;
    uint32_t t_16 = t_8.typeId;
    float t_17;
    switch (t_16) {
    case 0u:
    {
        float t_18 = t_8.p0.side;
        t_17 = t_18 * t_18;
        break;
    }
    case 1u:
    {
        Wide t_19 = t_8.p1;
        nsl::mat<float, 2, 2> t_20 = t_19.m;
        t_17 = nsl::convert<float>(t_19.w) * (t_20[0].x + t_20[1].y) * nsl::select(t_19.doubled, 2.0f, 1.0f);
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
    outputBuffer.data[1u] = t_17;
    uint32_t t_21 = t_10.typeId;
    float t_22;
    switch (t_21) {
    case 0u:
    {
        float t_23 = t_10.p0.side;
        t_22 = t_23 * t_23;
        break;
    }
    case 1u:
    {
        Wide t_24 = t_10.p1;
        nsl::mat<float, 2, 2> t_25 = t_24.m;
        t_22 = nsl::convert<float>(t_24.w) * (t_25[0].x + t_25[1].y) * nsl::select(t_24.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_22 = 1.0f;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_22;
    float t_26 = twice(t_8);
    outputBuffer.data[3u] = t_26;
    std::array<IShape, 3> shapes = std::array<IShape, 3>{};
    shapes = std::array<IShape, 3>{{t_10, t_6, t_8}};
    float sum;
    int32_t i;
    float sum_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_27 = sum_1;
            int32_t t_28 = i_1;
            sum = t_27;
            i = t_28;
            break;
        }
        IShape t_29 = shapes[i_1];
        float t_30;
        switch (t_29.typeId) {
        case 0u:
        {
            float t_31 = t_29.p0.side;
            t_30 = t_31 * t_31;
            break;
        }
        case 1u:
        {
            Wide t_32 = t_29.p1;
            nsl::mat<float, 2, 2> t_33 = t_32.m;
            t_30 = nsl::convert<float>(t_32.w) * (t_33[0].x + t_33[1].y) * nsl::select(t_32.doubled, 2.0f, 1.0f);
            break;
        }
        case 2u:
        {
            t_30 = 1.0f;
            break;
        }
        default: {
            t_30 = 0.0f;
            break;
        }
        }
        int32_t t_34 = i_1 + 1;
        float t_35 = sum_1 + t_30 * nsl::convert<float>(t_34);
        int32_t t_36 = t_34;
        sum_1 = t_35;
        i_1 = t_36;
        continue;
    }
    outputBuffer.data[4u] = sum;
    IShape t_37 = shapes[1];
    uint32_t t_38 = t_37.typeId;
    float t_39 = t_37.p0.side;
    Wide t_40 = t_37.p1;
    double t_41 = t_40.w;
    float t_42;
    double t_43;
    switch (t_38) {
    case 0u:
    {
        float t_44 = t_39 + 1.0f;
        double t_45 = t_41;
        t_42 = t_44;
        t_43 = t_45;
        break;
    }
    case 1u:
    {
        float t_46 = t_39;
        double t_47 = t_41 + 1.0;
        t_42 = t_46;
        t_43 = t_47;
        break;
    }
    case 2u:
    {
        float t_48 = t_39;
        double t_49 = t_41;
        t_42 = t_48;
        t_43 = t_49;
        break;
    }
    default: {
        float t_50 = t_39;
        double t_51 = t_41;
        t_42 = t_50;
        t_43 = t_51;
        break;
    }
    }
    shapes[1] = IShape{t_38, Square{t_42}, Wide{t_43, t_40.m, t_40.doubled}};
    IShape t_52 = shapes[1];
    float t_53;
    switch (t_52.typeId) {
    case 0u:
    {
        float t_54 = t_52.p0.side;
        t_53 = t_54 * t_54;
        break;
    }
    case 1u:
    {
        Wide t_55 = t_52.p1;
        nsl::mat<float, 2, 2> t_56 = t_55.m;
        t_53 = nsl::convert<float>(t_55.w) * (t_56[0].x + t_56[1].y) * nsl::select(t_55.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_53 = 1.0f;
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_53;
    float t_57;
    switch (t_11) {
    case 0u:
    {
        float t_58 = t_6.p0.side;
        t_57 = t_58 * t_58;
        break;
    }
    case 1u:
    {
        Wide t_59 = t_6.p1;
        nsl::mat<float, 2, 2> t_60 = t_59.m;
        t_57 = nsl::convert<float>(t_59.w) * (t_60[0].x + t_60[1].y) * nsl::select(t_59.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_57 = 1.0f;
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_57;
    float t_61 = t_8.p0.side;
    Wide t_62 = t_8.p1;
    double t_63 = t_62.w;
    nsl::mat<float, 2, 2> t_64 = t_62.m;
    float t_65;
    double t_66;
    switch (t_16) {
    case 0u:
    {
        float t_67 = t_61 + 0.25f;
        double t_68 = t_63;
        t_65 = t_67;
        t_66 = t_68;
        break;
    }
    case 1u:
    {
        float t_69 = t_61;
        double t_70 = t_63 + 0.25;
        t_65 = t_69;
        t_66 = t_70;
        break;
    }
    case 2u:
    {
        float t_71 = t_61;
        double t_72 = t_63;
        t_65 = t_71;
        t_66 = t_72;
        break;
    }
    default: {
        float t_73 = t_61;
        double t_74 = t_63;
        t_65 = t_73;
        t_66 = t_74;
        break;
    }
    }
    float t_75;
    switch (t_16) {
    case 0u:
    {
        t_75 = t_65 * t_65;
        break;
    }
    case 1u:
    {
        t_75 = nsl::convert<float>(t_66) * (t_64[0].x + t_64[1].y) * nsl::select(t_62.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_75 = 1.0f;
        break;
    }
    default: {
        t_75 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_75 + 7.0f;
    float t_76 = generic_2(t_6);
    outputBuffer.data[8u] = t_76;
    outputBuffer.data[9u] = 125.0f;
    float t_77 = t_10.p0.side;
    Wide t_78 = t_10.p1;
    double t_79 = t_78.w;
    nsl::mat<float, 2, 2> t_80 = t_78.m;
    float t_81;
    double t_82;
    switch (t_21) {
    case 0u:
    {
        float t_83 = t_77 + 3.0f;
        double t_84 = t_79;
        t_81 = t_83;
        t_82 = t_84;
        break;
    }
    case 1u:
    {
        float t_85 = t_77;
        double t_86 = t_79 + 3.0;
        t_81 = t_85;
        t_82 = t_86;
        break;
    }
    case 2u:
    {
        float t_87 = t_77;
        double t_88 = t_79;
        t_81 = t_87;
        t_82 = t_88;
        break;
    }
    default: {
        float t_89 = t_77;
        double t_90 = t_79;
        t_81 = t_89;
        t_82 = t_90;
        break;
    }
    }
    float t_91;
    switch (t_21) {
    case 0u:
    {
        t_91 = t_81 * t_81;
        break;
    }
    case 1u:
    {
        t_91 = nsl::convert<float>(t_82) * (t_80[0].x + t_80[1].y) * nsl::select(t_78.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_91 = 1.0f;
        break;
    }
    default: {
        t_91 = 0.0f;
        break;
    }
    }
    outputBuffer.data[10u] = t_91;
    outputBuffer.data[11u] = nsl::select(t_16 == 1u, 10.0f, 0.0f) + nsl::select(t_16 == 0u, 1.0f, 0.0f) + nsl::select(t_11 == 0u, 100.0f, 0.0f);
    return;
}
static float generic_2(IShape t) {
    float t_92;
    switch (t.typeId) {
    case 0u:
    {
        float t_93 = t.p0.side;
        t_92 = t_93 * t_93;
        break;
    }
    case 1u:
    {
        Wide t_94 = t.p1;
        nsl::mat<float, 2, 2> t_95 = t_94.m;
        t_92 = nsl::convert<float>(t_94.w) * (t_95[0].x + t_95[1].y) * nsl::select(t_94.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_92 = 1.0f;
        break;
    }
    default: {
        t_92 = 0.0f;
        break;
    }
    }
    return t_92 + 100.0f;
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
    nsl::save_addresses(dir);
    return 0;
}
