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
static float generic(IShape p_1);
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
    float t;
    switch (s.typeId) {
    case 0u:
    {
        float t_1 = s.p0.side;
        t = t_1 * t_1;
        break;
    }
    case 1u:
    {
        Wide t_2 = s.p1;
        nsl::mat<float, 2, 2> this_1 = nsl::mat<float, 2, 2>{};
        this_1 = t_2.m;
        float t_3 = this_1[0][0];
        float t_4 = this_1[1][1];
        float t_5;
        if (t_2.doubled) {
            t_5 = 2.0f;
        } else {
            t_5 = 1.0f;
        }
        t = nsl::convert<float>(t_2.w) * (t_3 + t_4) * t_5;
        break;
    }
    case 2u:
    {
        t = 1.0f;
        break;
    }
    default: {
        t = 0.0f;
        break;
    }
    }
    return 2.0f * t;
}
static void computeMain() {
    int32_t t_6 = selectors.data[0u];
    IShape t_7 = make(t_6);
    int32_t t_8 = selectors.data[1u];
    IShape t_9 = make(t_8);
    int32_t t_10 = selectors.data[2u];
    IShape t_11 = make(t_10);
    uint32_t t_12 = t_11.typeId;
    float t_13 = t_11.p0.side;
    Wide t_14 = t_11.p1;
    double t_15 = t_14.w;
    nsl::mat<float, 2, 2> t_16 = t_14.m;
    bool t_17 = t_14.doubled;
    uint32_t t_18 = t_7.typeId;
    float t_19;
    switch (t_18) {
    case 0u:
    {
        float t_20 = t_7.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u:
    {
        Wide t_21 = t_7.p1;
        nsl::mat<float, 2, 2> this_2 = nsl::mat<float, 2, 2>{};
        this_2 = t_21.m;
        float t_22 = this_2[0][0];
        float t_23 = this_2[1][1];
        float t_24;
        if (t_21.doubled) {
            t_24 = 2.0f;
        } else {
            t_24 = 1.0f;
        }
        t_19 = nsl::convert<float>(t_21.w) * (t_22 + t_23) * t_24;
        break;
    }
    case 2u:
    {
        t_19 = 1.0f;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_19;
    uint32_t t_25 = t_9.typeId;
    float t_26;
    switch (t_25) {
    case 0u:
    {
        float t_27 = t_9.p0.side;
        t_26 = t_27 * t_27;
        break;
    }
    case 1u:
    {
        Wide t_28 = t_9.p1;
        nsl::mat<float, 2, 2> this_3 = nsl::mat<float, 2, 2>{};
        this_3 = t_28.m;
        float t_29 = this_3[0][0];
        float t_30 = this_3[1][1];
        float t_31;
        if (t_28.doubled) {
            t_31 = 2.0f;
        } else {
            t_31 = 1.0f;
        }
        t_26 = nsl::convert<float>(t_28.w) * (t_29 + t_30) * t_31;
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
    float t_32;
    switch (t_12) {
    case 0u:
    {
        t_32 = t_13 * t_13;
        break;
    }
    case 1u:
    {
        nsl::mat<float, 2, 2> this_4 = nsl::mat<float, 2, 2>{};
        this_4 = t_16;
        float t_33 = this_4[0][0];
        float t_34 = this_4[1][1];
        float t_35;
        if (t_17) {
            t_35 = 2.0f;
        } else {
            t_35 = 1.0f;
        }
        t_32 = nsl::convert<float>(t_15) * (t_33 + t_34) * t_35;
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
    outputBuffer.data[2u] = t_32;
    float t_36 = twice(t_9);
    outputBuffer.data[3u] = t_36;
    std::array<IShape, 3> shapes = std::array<IShape, 3>{};
    shapes = std::array<IShape, 3>{{t_11, t_7, t_9}};
    float sum;
    int32_t i;
    float sum_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_37 = sum_1;
            int32_t t_38 = i_1;
            sum = t_37;
            i = t_38;
            break;
        }
        IShape t_39 = shapes[i_1];
        float t_40;
        switch (t_39.typeId) {
        case 0u:
        {
            float t_41 = t_39.p0.side;
            t_40 = t_41 * t_41;
            break;
        }
        case 1u:
        {
            Wide t_42 = t_39.p1;
            nsl::mat<float, 2, 2> this_5 = nsl::mat<float, 2, 2>{};
            this_5 = t_42.m;
            float t_43 = this_5[0][0];
            float t_44 = this_5[1][1];
            float t_45;
            if (t_42.doubled) {
                t_45 = 2.0f;
            } else {
                t_45 = 1.0f;
            }
            t_40 = nsl::convert<float>(t_42.w) * (t_43 + t_44) * t_45;
            break;
        }
        case 2u:
        {
            t_40 = 1.0f;
            break;
        }
        default: {
            t_40 = 0.0f;
            break;
        }
        }
        int32_t t_46 = i_1 + 1;
        float t_47 = sum_1 + t_40 * nsl::convert<float>(t_46);
        int32_t t_48 = t_46;
        sum_1 = t_47;
        i_1 = t_48;
        continue;
    }
    outputBuffer.data[4u] = sum;
    uint32_t t_49 = shapes[1].typeId;
    switch (t_49) {
    case 0u:
    {
        float t_50 = shapes[1].p0.side;
        shapes[1].p0.side = t_50 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_51 = shapes[1].p1.w;
        shapes[1].p1.w = t_51 + 1.0;
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
        nsl::mat<float, 2, 2> this_6 = nsl::mat<float, 2, 2>{};
        this_6 = t_55.m;
        float t_56 = this_6[0][0];
        float t_57 = this_6[1][1];
        float t_58;
        if (t_55.doubled) {
            t_58 = 2.0f;
        } else {
            t_58 = 1.0f;
        }
        t_53 = nsl::convert<float>(t_55.w) * (t_56 + t_57) * t_58;
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
    float t_59;
    switch (t_18) {
    case 0u:
    {
        float t_60 = t_7.p0.side;
        t_59 = t_60 * t_60;
        break;
    }
    case 1u:
    {
        Wide t_61 = t_7.p1;
        nsl::mat<float, 2, 2> this_7 = nsl::mat<float, 2, 2>{};
        this_7 = t_61.m;
        float t_62 = this_7[0][0];
        float t_63 = this_7[1][1];
        float t_64;
        if (t_61.doubled) {
            t_64 = 2.0f;
        } else {
            t_64 = 1.0f;
        }
        t_59 = nsl::convert<float>(t_61.w) * (t_62 + t_63) * t_64;
        break;
    }
    case 2u:
    {
        t_59 = 1.0f;
        break;
    }
    default: {
        t_59 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_59;
    float t_65 = t_9.p0.side;
    Wide t_66 = t_9.p1;
    double t_67 = t_66.w;
    float h;
    double h_1;
    switch (t_25) {
    case 0u:
    {
        float t_68 = t_65 + 0.25f;
        double t_69 = t_67;
        h = t_68;
        h_1 = t_69;
        break;
    }
    case 1u:
    {
        float t_70 = t_65;
        double t_71 = t_67 + 0.25;
        h = t_70;
        h_1 = t_71;
        break;
    }
    case 2u:
    {
        float t_72 = t_65;
        double t_73 = t_67;
        h = t_72;
        h_1 = t_73;
        break;
    }
    default: {
        float t_74 = t_65;
        double t_75 = t_67;
        h = t_74;
        h_1 = t_75;
        break;
    }
    }
    float t_76;
    switch (t_25) {
    case 0u:
    {
        t_76 = h * h;
        break;
    }
    case 1u:
    {
        nsl::mat<float, 2, 2> this_8 = nsl::mat<float, 2, 2>{};
        this_8 = t_66.m;
        float t_77 = this_8[0][0];
        float t_78 = this_8[1][1];
        float t_79;
        if (t_66.doubled) {
            t_79 = 2.0f;
        } else {
            t_79 = 1.0f;
        }
        t_76 = nsl::convert<float>(h_1) * (t_77 + t_78) * t_79;
        break;
    }
    case 2u:
    {
        t_76 = 1.0f;
        break;
    }
    default: {
        t_76 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_76 + 7.0f;
    float t_80 = generic(t_7);
    outputBuffer.data[8u] = t_80;
    outputBuffer.data[9u] = 125.0f;
    float c;
    double c_1;
    switch (t_12) {
    case 0u:
    {
        float t_81 = t_13 + 3.0f;
        double t_82 = t_15;
        c = t_81;
        c_1 = t_82;
        break;
    }
    case 1u:
    {
        float t_83 = t_13;
        double t_84 = t_15 + 3.0;
        c = t_83;
        c_1 = t_84;
        break;
    }
    case 2u:
    {
        float t_85 = t_13;
        double t_86 = t_15;
        c = t_85;
        c_1 = t_86;
        break;
    }
    default: {
        float t_87 = t_13;
        double t_88 = t_15;
        c = t_87;
        c_1 = t_88;
        break;
    }
    }
    float t_89;
    switch (t_12) {
    case 0u:
    {
        t_89 = c * c;
        break;
    }
    case 1u:
    {
        nsl::mat<float, 2, 2> this_9 = nsl::mat<float, 2, 2>{};
        this_9 = t_16;
        float t_90 = this_9[0][0];
        float t_91 = this_9[1][1];
        float t_92;
        if (t_17) {
            t_92 = 2.0f;
        } else {
            t_92 = 1.0f;
        }
        t_89 = nsl::convert<float>(c_1) * (t_90 + t_91) * t_92;
        break;
    }
    case 2u:
    {
        t_89 = 1.0f;
        break;
    }
    default: {
        t_89 = 0.0f;
        break;
    }
    }
    outputBuffer.data[10u] = t_89;
    float t_93;
    if (t_25 == 1u) {
        t_93 = 10.0f;
    } else {
        t_93 = 0.0f;
    }
    float t_94;
    if (t_25 == 0u) {
        t_94 = 1.0f;
    } else {
        t_94 = 0.0f;
    }
    float t_95;
    if (t_18 == 0u) {
        t_95 = 100.0f;
    } else {
        t_95 = 0.0f;
    }
    outputBuffer.data[11u] = t_93 + t_94 + t_95;
    return;
}
static float generic(IShape p_1) {
    float t_96;
    switch (p_1.typeId) {
    case 0u:
    {
        float t_97 = p_1.p0.side;
        t_96 = t_97 * t_97;
        break;
    }
    case 1u:
    {
        Wide t_98 = p_1.p1;
        nsl::mat<float, 2, 2> this_10 = nsl::mat<float, 2, 2>{};
        this_10 = t_98.m;
        float t_99 = this_10[0][0];
        float t_100 = this_10[1][1];
        float t_101;
        if (t_98.doubled) {
            t_101 = 2.0f;
        } else {
            t_101 = 1.0f;
        }
        t_96 = nsl::convert<float>(t_98.w) * (t_99 + t_100) * t_101;
        break;
    }
    case 2u:
    {
        t_96 = 1.0f;
        break;
    }
    default: {
        t_96 = 0.0f;
        break;
    }
    }
    return t_96 + 100.0f;
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
