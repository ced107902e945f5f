struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Plain {
    float v;
    std::array<float, 2> slots;
};
struct Scaled {
    int32_t raw;
    float k;
    float cell;
};
struct ICounter {
    uint32_t typeId;
    Plain p0;
    Scaled p1;
};
static StructuredBuffer selectors;
static RWStructuredBuffer outputBuffer;
static ICounter make(int32_t p);
static void computeMain();
static ICounter make(int32_t p) {
    if (p == 0) {
        return ICounter{0u, Plain{1.0f, std::array<float, 2>{{2.0f, 3.0f}}}, Scaled{0, 0.0f, 0.0f}};
    }
    return ICounter{1u, Plain{0.0f, std::array<float, 2>{{0.0f, 0.0f}}}, Scaled{4, 0.5f, 1.0f}};
}
static void computeMain() {
    int32_t t = selectors.data[0u];
    ICounter t_1 = make(t);
    std::array<float, 2> a = std::array<float, 2>{};
    uint32_t t_2 = t_1.typeId;
    Plain t_3 = t_1.p0;
    float t_4 = t_3.v;
    a = t_3.slots;
    Scaled t_5 = t_1.p1;
    int32_t t_6 = t_5.raw;
    float t_7 = t_5.k;
    float t_8 = t_5.cell;
    int32_t t_9 = selectors.data[1u];
    ICounter t_10 = make(t_9);
    std::array<float, 2> b = std::array<float, 2>{};
    uint32_t t_11 = t_10.typeId;
    Plain t_12 = t_10.p0;
    float t_13 = t_12.v;
    b = t_12.slots;
    Scaled t_14 = t_10.p1;
    int32_t t_15 = t_14.raw;
    float t_16 = t_14.k;
    float t_17 = t_14.cell;
    float t_18;
    switch (t_2) {
    case 0u:
    {
        t_18 = t_4;
        break;
    }
    case 1u:
    {
        t_18 = nsl::convert<float>(t_6) * t_7;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_18;
    float t_19;
    switch (t_11) {
    case 0u:
    {
        t_19 = t_13;
        break;
    }
    case 1u:
    {
        t_19 = nsl::convert<float>(t_15) * t_16;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_19;
    float a_1;
    int32_t a_2;
    switch (t_2) {
    case 0u:
    {
        float t_20 = 6.0f;
        int32_t t_21 = t_6;
        a_1 = t_20;
        a_2 = t_21;
        break;
    }
    case 1u:
    {
        float t_22 = t_4;
        int32_t t_23 = nsl::convert<int32_t>(6.0f / t_7);
        a_1 = t_22;
        a_2 = t_23;
        break;
    }
    default: {
        float t_24 = t_4;
        int32_t t_25 = t_6;
        a_1 = t_24;
        a_2 = t_25;
        break;
    }
    }
    float b_1;
    int32_t b_2;
    switch (t_11) {
    case 0u:
    {
        float t_26 = 6.0f;
        int32_t t_27 = t_15;
        b_1 = t_26;
        b_2 = t_27;
        break;
    }
    case 1u:
    {
        float t_28 = t_13;
        int32_t t_29 = nsl::convert<int32_t>(6.0f / t_16);
        b_1 = t_28;
        b_2 = t_29;
        break;
    }
    default: {
        float t_30 = t_13;
        int32_t t_31 = t_15;
        b_1 = t_30;
        b_2 = t_31;
        break;
    }
    }
    float t_32;
    switch (t_2) {
    case 0u:
    {
        t_32 = a_1;
        break;
    }
    case 1u:
    {
        t_32 = nsl::convert<float>(a_2) * t_7;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    float t_33 = t_32 + 1.0f;
    float a_3;
    int32_t a_4;
    switch (t_2) {
    case 0u:
    {
        float t_34 = t_33;
        int32_t t_35 = a_2;
        a_3 = t_34;
        a_4 = t_35;
        break;
    }
    case 1u:
    {
        float t_36 = a_1;
        int32_t t_37 = nsl::convert<int32_t>(t_33 / t_7);
        a_3 = t_36;
        a_4 = t_37;
        break;
    }
    default: {
        float t_38 = a_1;
        int32_t t_39 = a_2;
        a_3 = t_38;
        a_4 = t_39;
        break;
    }
    }
    float t_40;
    switch (t_11) {
    case 0u:
    {
        t_40 = b_1;
        break;
    }
    case 1u:
    {
        t_40 = nsl::convert<float>(b_2) * t_16;
        break;
    }
    default: {
        t_40 = 0.0f;
        break;
    }
    }
    float t_41 = t_40 + 1.0f;
    float b_3;
    int32_t b_4;
    switch (t_11) {
    case 0u:
    {
        float t_42 = t_41;
        int32_t t_43 = b_2;
        b_3 = t_42;
        b_4 = t_43;
        break;
    }
    case 1u:
    {
        float t_44 = b_1;
        int32_t t_45 = nsl::convert<int32_t>(t_41 / t_16);
        b_3 = t_44;
        b_4 = t_45;
        break;
    }
    default: {
        float t_46 = b_1;
        int32_t t_47 = b_2;
        b_3 = t_46;
        b_4 = t_47;
        break;
    }
    }
    std::array<float, 2> t_48 = a;
    float t_49;
    switch (t_2) {
    case 0u:
    {
        t_49 = a_3 + t_48[0] + t_48[1];
        break;
    }
    case 1u:
    {
        t_49 = nsl::convert<float>(a_4) + t_8;
        break;
    }
    default: {
        t_49 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_49;
    std::array<float, 2> t_50 = b;
    float t_51;
    switch (t_11) {
    case 0u:
    {
        t_51 = b_3 + t_50[0] + t_50[1];
        break;
    }
    case 1u:
    {
        t_51 = nsl::convert<float>(b_4) + t_17;
        break;
    }
    default: {
        t_51 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_51;
    std::array<float, 2> t_52 = a;
    float t_53;
    switch (t_2) {
    case 0u:
    {
        std::array<float, 2> this_1 = std::array<float, 2>{};
        this_1 = t_52;
        float t_54 = this_1[1];
        t_53 = t_54;
        break;
    }
    case 1u:
    {
        t_53 = t_8 * 2.0f;
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_53;
    std::array<float, 2> t_55 = b;
    float t_56;
    switch (t_11) {
    case 0u:
    {
        std::array<float, 2> this_2 = std::array<float, 2>{};
        this_2 = t_55;
        float t_57 = this_2[1];
        t_56 = t_57;
        break;
    }
    case 1u:
    {
        t_56 = t_17 * 2.0f;
        break;
    }
    default: {
        t_56 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_56;
    float a_5;
    switch (t_2) {
    case 0u:
    {
        a[0] = 5.0f;
        a_5 = t_8;
        break;
    }
    case 1u:
    {
        a_5 = 50.0f;
        break;
    }
    default: {
        a_5 = t_8;
        break;
    }
    }
    float b_5;
    switch (t_11) {
    case 0u:
    {
        b[0] = 5.0f;
        b_5 = t_17;
        break;
    }
    case 1u:
    {
        b_5 = 50.0f;
        break;
    }
    default: {
        b_5 = t_17;
        break;
    }
    }
    std::array<float, 2> t_58 = a;
    float t_59;
    switch (t_2) {
    case 0u:
    {
        t_59 = a_3 + t_58[0] + t_58[1];
        break;
    }
    case 1u:
    {
        t_59 = nsl::convert<float>(a_4) + a_5;
        break;
    }
    default: {
        t_59 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_59;
    std::array<float, 2> t_60 = b;
    float t_61;
    switch (t_11) {
    case 0u:
    {
        std::array<float, 2> this_3 = std::array<float, 2>{};
        this_3 = t_60;
        float t_62 = this_3[1];
        t_61 = t_62;
        break;
    }
    case 1u:
    {
        t_61 = b_5 * 3.0f;
        break;
    }
    default: {
        t_61 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_61;
    int32_t t_63 = selectors.data[1u];
    ICounter t_64 = make(t_63);
    float t_65;
    switch (t_64.typeId) {
    case 0u:
    {
        t_65 = t_64.p0.v;
        break;
    }
    case 1u:
    {
        Scaled t_66 = t_64.p1;
        t_65 = nsl::convert<float>(t_66.raw) * t_66.k;
        break;
    }
    default: {
        t_65 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_65;
    std::array<float, 2> t_67 = a;
    std::array<float, 2> t_68 = b;
    std::array<ICounter, 2> both = std::array<ICounter, 2>{};
    both = std::array<ICounter, 2>{{ICounter{t_2, Plain{a_3, t_67}, Scaled{a_4, t_7, a_5}}, ICounter{t_11, Plain{b_3, t_68}, Scaled{b_4, t_16, b_5}}}};
    float sum;
    int32_t i;
    float sum_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            float t_69 = sum_1;
            int32_t t_70 = i_1;
            sum = t_69;
            i = t_70;
            break;
        }
        ICounter t_71 = both[i_1];
        float t_72;
        switch (t_71.typeId) {
        case 0u:
        {
            std::array<float, 2> this_4 = std::array<float, 2>{};
            this_4 = t_71.p0.slots;
            float t_73 = this_4[0];
            t_72 = t_73;
            break;
        }
        case 1u:
        {
            t_72 = t_71.p1.cell * 1.0f;
            break;
        }
        default: {
            t_72 = 0.0f;
            break;
        }
        }
        float t_74 = sum_1 + t_72;
        int32_t t_75 = i_1 + 1;
        sum_1 = t_74;
        i_1 = t_75;
        continue;
    }
    outputBuffer.data[9u] = sum;
    return;
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
