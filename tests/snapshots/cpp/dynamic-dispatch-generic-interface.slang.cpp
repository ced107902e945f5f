struct RWStructuredBuffer {
    float* data;
    uint32_t count;
};
struct Doubler {
    float b;
};
struct Generic_float_ {
    float k;
};
struct IScale_float_ {
    uint32_t typeId;
    Doubler p0;
    Generic_float_ p1;
};
struct IOffset_3_ {
    uint32_t typeId;
};
struct Shifted {
    int32_t s;
};
struct IConvert {
    uint32_t typeId;
    Shifted p0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    IScale_float_ t_2;
    for (;;) {
        if (t_1 == 0) {
            Doubler d = Doubler{};
            d.b = 0.5f;
            Doubler t_3 = d;
            t_2 = IScale_float_{0u, t_3, Generic_float_{0.0f}};
            break;
        }
        Generic_float_ g = Generic_float_{};
        g.k = 4.0f;
        Generic_float_ t_4 = g;
        t_2 = IScale_float_{1u, Doubler{0.0f}, t_4};
        break;
    }
    int32_t t_5 = t_1 + 1;
    IScale_float_ t_6;
    for (;;) {
        if (t_5 == 0) {
            Doubler d_1 = Doubler{};
            d_1.b = 0.5f;
            Doubler t_7 = d_1;
            t_6 = IScale_float_{0u, t_7, Generic_float_{0.0f}};
            break;
        }
        Generic_float_ g_1 = Generic_float_{};
        g_1.k = 4.0f;
        Generic_float_ t_8 = g_1;
        t_6 = IScale_float_{1u, Doubler{0.0f}, t_8};
        break;
    }
    uint32_t t_9 = t_2.typeId;
    float t_10;
    switch (t_9) {
    case 0u:
    {
        Doubler this_1 = Doubler{};
        this_1 = t_2.p0;
        float t_11 = this_1.b;
        t_10 = 6.0f + t_11;
        break;
    }
    case 1u:
    {
        Generic_float_ this_2 = Generic_float_{};
        this_2 = t_2.p1;
        float t_12 = this_2.k;
        t_10 = 3.0f * t_12;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    float t_13;
    switch (t_9) {
    case 0u:
    {
        Doubler this_3 = Doubler{};
        this_3 = t_2.p0;
        float t_14 = this_3.b;
        t_13 = t_14;
        break;
    }
    case 1u:
    {
        Generic_float_ this_4 = Generic_float_{};
        this_4 = t_2.p1;
        float t_15 = this_4.k;
        float t_16 = this_4.k;
        t_13 = t_15 + t_16;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_10 + t_13;
    uint32_t t_17 = t_6.typeId;
    float t_18;
    switch (t_17) {
    case 0u:
    {
        Doubler this_5 = Doubler{};
        this_5 = t_6.p0;
        float t_19 = this_5.b;
        t_18 = 6.0f + t_19;
        break;
    }
    case 1u:
    {
        Generic_float_ this_6 = Generic_float_{};
        this_6 = t_6.p1;
        float t_20 = this_6.k;
        t_18 = 3.0f * t_20;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    float t_21;
    switch (t_17) {
    case 0u:
    {
        Doubler this_7 = Doubler{};
        this_7 = t_6.p0;
        float t_22 = this_7.b;
        t_21 = t_22;
        break;
    }
    case 1u:
    {
        Generic_float_ this_8 = Generic_float_{};
        this_8 = t_6.p1;
        float t_23 = this_8.k;
        float t_24 = this_8.k;
        t_21 = t_23 + t_24;
        break;
    }
    default: {
        t_21 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_18 + t_21;
    IOffset_3_ t_25;
    for (;;) {
        if (t_1 == 0) {
            t_25 = IOffset_3_{0u};
            break;
        }
        t_25 = IOffset_3_{1u};
        break;
    }
    int32_t t_26;
    switch (t_25.typeId) {
    case 0u:
    {
        t_26 = 8;
        break;
    }
    case 1u:
    {
        t_26 = 15;
        break;
    }
    default: {
        t_26 = 0;
        break;
    }
    }
    IOffset_3_ t_27;
    for (;;) {
        if (t_5 == 0) {
            t_27 = IOffset_3_{0u};
            break;
        }
        t_27 = IOffset_3_{1u};
        break;
    }
    int32_t t_28;
    switch (t_27.typeId) {
    case 0u:
    {
        t_28 = 8;
        break;
    }
    case 1u:
    {
        t_28 = 15;
        break;
    }
    default: {
        t_28 = 0;
        break;
    }
    }
    output.data[2u] = nsl::convert<float>(t_26 * 100 + t_28);
    IConvert t_29;
    for (;;) {
        if (t_1 == 0) {
            t_29 = IConvert{0u, Shifted{0}};
            break;
        }
        Shifted s = Shifted{};
        s.s = 10;
        Shifted t_30 = s;
        t_29 = IConvert{1u, t_30};
        break;
    }
    IConvert t_31;
    for (;;) {
        if (t_5 == 0) {
            t_31 = IConvert{0u, Shifted{0}};
            break;
        }
        Shifted s_1 = Shifted{};
        s_1.s = 10;
        Shifted t_32 = s_1;
        t_31 = IConvert{1u, t_32};
        break;
    }
    uint32_t t_33 = t_29.typeId;
    float t_34;
    switch (t_33) {
    case 0u:
    {
        t_34 = 3.0f;
        break;
    }
    case 1u:
    {
        Shifted this_9 = Shifted{};
        this_9 = t_29.p0;
        int32_t t_35 = this_9.s;
        t_34 = 3.0f + nsl::convert<float>(t_35);
        break;
    }
    default: {
        t_34 = 0.0f;
        break;
    }
    }
    output.data[3u] = t_34;
    uint32_t t_36 = t_31.typeId;
    int32_t t_37;
    switch (t_36) {
    case 0u:
    {
        t_37 = 14;
        break;
    }
    case 1u:
    {
        Shifted this_10 = Shifted{};
        this_10 = t_31.p0;
        int32_t t_38 = this_10.s;
        t_37 = 14 + t_38;
        break;
    }
    default: {
        t_37 = 0;
        break;
    }
    }
    output.data[4u] = nsl::convert<float>(t_37);
    float t_39;
    switch (t_33) {
    case 0u:
    {
        t_39 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted this_11 = Shifted{};
        this_11 = t_29.p0;
        int32_t t_40 = this_11.s;
        t_39 = 6.0f + nsl::convert<float>(t_40);
        break;
    }
    default: {
        t_39 = 0.0f;
        break;
    }
    }
    output.data[5u] = t_39;
    float t_41;
    switch (t_36) {
    case 0u:
    {
        t_41 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted this_12 = Shifted{};
        this_12 = t_31.p0;
        int32_t t_42 = this_12.s;
        t_41 = 6.0f + nsl::convert<float>(t_42);
        break;
    }
    default: {
        t_41 = 0.0f;
        break;
    }
    }
    output.data[6u] = t_41;
    float t_43;
    switch (t_36) {
    case 0u:
    {
        t_43 = 0.5f;
        break;
    }
    case 1u:
    {
        Shifted this_13 = Shifted{};
        this_13 = t_31.p0;
        int32_t t_44 = this_13.s;
        t_43 = 0.5f + nsl::convert<float>(t_44);
        break;
    }
    default: {
        t_43 = 0.0f;
        break;
    }
    }
    output.data[7u] = t_43;
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
    buffer0.resize(buffer0.size() + sizeof(float));
    output.data = reinterpret_cast<float*>(buffer0.data());
    output.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    return 0;
}
