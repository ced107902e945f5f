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
    uint32_t t_11 = t_10.typeId;
    float t_12 = t_10.p0.side;
    Wide t_13 = t_10.p1;
    double t_14 = t_13.w;
    nsl::mat<float, 2, 2> t_15 = t_13.m;
    bool t_16 = t_13.doubled;
    uint32_t t_17 = t_6.typeId;
    float t_18;
    switch (t_17) {
    case 0u:
    {
        float t_19 = t_6.p0.side;
        t_18 = t_19 * t_19;
        break;
    }
    case 1u:
    {
        Wide t_20 = t_6.p1;
        nsl::mat<float, 2, 2> t_21 = t_20.m;
        t_18 = nsl::convert<float>(t_20.w) * (t_21[0].x + t_21[1].y) * nsl::select(t_20.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_18 = 1.0f;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_18;
    uint32_t t_22 = t_8.typeId;
    float t_23;
    switch (t_22) {
    case 0u:
    {
        float t_24 = t_8.p0.side;
        t_23 = t_24 * t_24;
        break;
    }
    case 1u:
    {
        Wide t_25 = t_8.p1;
        nsl::mat<float, 2, 2> t_26 = t_25.m;
        t_23 = nsl::convert<float>(t_25.w) * (t_26[0].x + t_26[1].y) * nsl::select(t_25.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_23 = 1.0f;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_23;
    float t_27;
    switch (t_11) {
    case 0u:
    {
        t_27 = t_12 * t_12;
        break;
    }
    case 1u:
    {
        t_27 = nsl::convert<float>(t_14) * (t_15[0].x + t_15[1].y) * nsl::select(t_16, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_27 = 1.0f;
        break;
    }
    default: {
        t_27 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_27;
    float t_28 = twice(t_8);
    outputBuffer.data[3u] = t_28;
    std::array<IShape, 3> shapes = std::array<IShape, 3>{};
    shapes = std::array<IShape, 3>{{t_10, t_6, t_8}};
    float sum;
    int32_t i;
    float sum_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_29 = sum_1;
            int32_t t_30 = i_1;
            sum = t_29;
            i = t_30;
            break;
        }
        IShape t_31 = shapes[i_1];
        float t_32;
        switch (t_31.typeId) {
        case 0u:
        {
            float t_33 = t_31.p0.side;
            t_32 = t_33 * t_33;
            break;
        }
        case 1u:
        {
            Wide t_34 = t_31.p1;
            nsl::mat<float, 2, 2> t_35 = t_34.m;
            t_32 = nsl::convert<float>(t_34.w) * (t_35[0].x + t_35[1].y) * nsl::select(t_34.doubled, 2.0f, 1.0f);
            break;
        }
        case 2u:
        {
            t_32 = 1.0f;
            break;
        }
        default: {
            t_32 = 0.0f;
            break;
        }
        }
        int32_t t_36 = i_1 + 1;
        float t_37 = sum_1 + t_32 * nsl::convert<float>(t_36);
        int32_t t_38 = t_36;
        sum_1 = t_37;
        i_1 = t_38;
        continue;
    }
    outputBuffer.data[4u] = sum;
    uint32_t t_39 = shapes[1].typeId;
    switch (t_39) {
    case 0u:
    {
        float t_40 = shapes[1].p0.side;
        shapes[1].p0.side = t_40 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_41 = shapes[1].p1.w;
        shapes[1].p1.w = t_41 + 1.0;
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
    IShape t_42 = shapes[1];
    float t_43;
    switch (t_42.typeId) {
    case 0u:
    {
        float t_44 = t_42.p0.side;
        t_43 = t_44 * t_44;
        break;
    }
    case 1u:
    {
        Wide t_45 = t_42.p1;
        nsl::mat<float, 2, 2> t_46 = t_45.m;
        t_43 = nsl::convert<float>(t_45.w) * (t_46[0].x + t_46[1].y) * nsl::select(t_45.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_43 = 1.0f;
        break;
    }
    default: {
        t_43 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_43;
    float t_47;
    switch (t_17) {
    case 0u:
    {
        float t_48 = t_6.p0.side;
        t_47 = t_48 * t_48;
        break;
    }
    case 1u:
    {
        Wide t_49 = t_6.p1;
        nsl::mat<float, 2, 2> t_50 = t_49.m;
        t_47 = nsl::convert<float>(t_49.w) * (t_50[0].x + t_50[1].y) * nsl::select(t_49.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_47 = 1.0f;
        break;
    }
    default: {
        t_47 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_47;
    float t_51 = t_8.p0.side;
    Wide t_52 = t_8.p1;
    double t_53 = t_52.w;
    nsl::mat<float, 2, 2> t_54 = t_52.m;
    float h;
    double h_1;
    switch (t_22) {
    case 0u:
    {
        float t_55 = t_51 + 0.25f;
        double t_56 = t_53;
        h = t_55;
        h_1 = t_56;
        break;
    }
    case 1u:
    {
        float t_57 = t_51;
        double t_58 = t_53 + 0.25;
        h = t_57;
        h_1 = t_58;
        break;
    }
    case 2u:
    {
        float t_59 = t_51;
        double t_60 = t_53;
        h = t_59;
        h_1 = t_60;
        break;
    }
    default: {
        float t_61 = t_51;
        double t_62 = t_53;
        h = t_61;
        h_1 = t_62;
        break;
    }
    }
    float t_63;
    switch (t_22) {
    case 0u:
    {
        t_63 = h * h;
        break;
    }
    case 1u:
    {
        t_63 = nsl::convert<float>(h_1) * (t_54[0].x + t_54[1].y) * nsl::select(t_52.doubled, 2.0f, 1.0f);
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
    outputBuffer.data[7u] = t_63 + 7.0f;
    float t_64 = generic_2(t_6);
    outputBuffer.data[8u] = t_64;
    outputBuffer.data[9u] = 125.0f;
    float c;
    double c_1;
    switch (t_11) {
    case 0u:
    {
        float t_65 = t_12 + 3.0f;
        double t_66 = t_14;
        c = t_65;
        c_1 = t_66;
        break;
    }
    case 1u:
    {
        float t_67 = t_12;
        double t_68 = t_14 + 3.0;
        c = t_67;
        c_1 = t_68;
        break;
    }
    case 2u:
    {
        float t_69 = t_12;
        double t_70 = t_14;
        c = t_69;
        c_1 = t_70;
        break;
    }
    default: {
        float t_71 = t_12;
        double t_72 = t_14;
        c = t_71;
        c_1 = t_72;
        break;
    }
    }
    float t_73;
    switch (t_11) {
    case 0u:
    {
        t_73 = c * c;
        break;
    }
    case 1u:
    {
        t_73 = nsl::convert<float>(c_1) * (t_15[0].x + t_15[1].y) * nsl::select(t_16, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_73 = 1.0f;
        break;
    }
    default: {
        t_73 = 0.0f;
        break;
    }
    }
    outputBuffer.data[10u] = t_73;
    outputBuffer.data[11u] = nsl::select(t_22 == 1u, 10.0f, 0.0f) + nsl::select(t_22 == 0u, 1.0f, 0.0f) + nsl::select(t_17 == 0u, 100.0f, 0.0f);
    return;
}
static float generic_2(IShape t) {
    float t_74;
    switch (t.typeId) {
    case 0u:
    {
        float t_75 = t.p0.side;
        t_74 = t_75 * t_75;
        break;
    }
    case 1u:
    {
        Wide t_76 = t.p1;
        nsl::mat<float, 2, 2> t_77 = t_76.m;
        t_74 = nsl::convert<float>(t_76.w) * (t_77[0].x + t_77[1].y) * nsl::select(t_76.doubled, 2.0f, 1.0f);
        break;
    }
    case 2u:
    {
        t_74 = 1.0f;
        break;
    }
    default: {
        t_74 = 0.0f;
        break;
    }
    }
    return t_74 + 100.0f;
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
