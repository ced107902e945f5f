struct RWStructuredBuffer {
    nsl::rt_array<float> data;
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
            t_2 = IScale_float_{0u, Doubler{0.5f}, Generic_float_{0.0f}};
            break;
        }
        t_2 = IScale_float_{1u, Doubler{0.0f}, Generic_float_{4.0f}};
        break;
    }
    int32_t t_3 = t_1 + 1;
    IScale_float_ t_4;
    for (;;) {
        if (t_3 == 0) {
            t_4 = IScale_float_{0u, Doubler{0.5f}, Generic_float_{0.0f}};
            break;
        }
        t_4 = IScale_float_{1u, Doubler{0.0f}, Generic_float_{4.0f}};
        break;
    }
    uint32_t t_5 = t_2.typeId;
    float t_6;
    switch (t_5) {
    case 0u:
    {
        t_6 = 6.0f + t_2.p0.b;
        break;
    }
    case 1u:
    {
        t_6 = 3.0f * t_2.p1.k;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    float t_7;
    switch (t_5) {
    case 0u:
    {
        t_7 = t_2.p0.b;
        break;
    }
    case 1u:
    {
        float t_8 = t_2.p1.k;
        t_7 = t_8 + t_8;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_6 + t_7;
    uint32_t t_9 = t_4.typeId;
    float t_10;
    switch (t_9) {
    case 0u:
    {
        t_10 = 6.0f + t_4.p0.b;
        break;
    }
    case 1u:
    {
        t_10 = 3.0f * t_4.p1.k;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    float t_11;
    switch (t_9) {
    case 0u:
    {
        t_11 = t_4.p0.b;
        break;
    }
    case 1u:
    {
        float t_12 = t_4.p1.k;
        t_11 = t_12 + t_12;
        break;
    }
    default: {
        t_11 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_10 + t_11;
    IOffset_3_ t_13;
    for (;;) {
        if (t_1 == 0) {
            t_13 = IOffset_3_{0u};
            break;
        }
        t_13 = IOffset_3_{1u};
        break;
    }
    int32_t t_14;
    switch (t_13.typeId) {
    case 0u:
    {
        t_14 = 8;
        break;
    }
    case 1u:
    {
        t_14 = 15;
        break;
    }
    default: {
        t_14 = 0;
        break;
    }
    }
    IOffset_3_ t_15;
    for (;;) {
        if (t_3 == 0) {
            t_15 = IOffset_3_{0u};
            break;
        }
        t_15 = IOffset_3_{1u};
        break;
    }
    int32_t t_16;
    switch (t_15.typeId) {
    case 0u:
    {
        t_16 = 8;
        break;
    }
    case 1u:
    {
        t_16 = 15;
        break;
    }
    default: {
        t_16 = 0;
        break;
    }
    }
    output.data[2u] = nsl::convert<float>(t_14 * 100 + t_16);
    IConvert t_17;
    for (;;) {
        if (t_1 == 0) {
            t_17 = IConvert{0u, Shifted{0}};
            break;
        }
        t_17 = IConvert{1u, Shifted{10}};
        break;
    }
    IConvert t_18;
    for (;;) {
        if (t_3 == 0) {
            t_18 = IConvert{0u, Shifted{0}};
            break;
        }
        t_18 = IConvert{1u, Shifted{10}};
        break;
    }
    uint32_t t_19 = t_17.typeId;
    float t_20;
    switch (t_19) {
    case 0u:
    {
        t_20 = 3.0f;
        break;
    }
    case 1u:
    {
        t_20 = 3.0f + nsl::convert<float>(t_17.p0.s);
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    output.data[3u] = t_20;
    uint32_t t_21 = t_18.typeId;
    int32_t t_22;
    switch (t_21) {
    case 0u:
    {
        t_22 = 14;
        break;
    }
    case 1u:
    {
        t_22 = 14 + t_18.p0.s;
        break;
    }
    default: {
        t_22 = 0;
        break;
    }
    }
    output.data[4u] = nsl::convert<float>(t_22);
    float t_23;
    switch (t_19) {
    case 0u:
    {
        t_23 = 8.0f;
        break;
    }
    case 1u:
    {
        t_23 = 6.0f + nsl::convert<float>(t_17.p0.s);
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    output.data[5u] = t_23;
    float t_24;
    switch (t_21) {
    case 0u:
    {
        t_24 = 8.0f;
        break;
    }
    case 1u:
    {
        t_24 = 6.0f + nsl::convert<float>(t_18.p0.s);
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    output.data[6u] = t_24;
    float t_25;
    switch (t_21) {
    case 0u:
    {
        t_25 = 0.5f;
        break;
    }
    case 1u:
    {
        t_25 = 0.5f + nsl::convert<float>(t_18.p0.s);
        break;
    }
    default: {
        t_25 = 0.0f;
        break;
    }
    }
    output.data[7u] = t_25;
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
    buffer0.resize(buffer0.size() + sizeof(float));
    output.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    output.data = {reinterpret_cast<float*>(buffer0.data()), output.count};
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
    nsl::save_addresses(dir);
    return 0;
}
