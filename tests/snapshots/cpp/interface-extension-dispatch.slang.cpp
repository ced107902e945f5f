struct RWStructuredBuffer {
    float* data;
    uint32_t count;
};
struct Square {
    float side;
};
struct Rect {
    float w;
    float h;
};
struct IShape {
    uint32_t typeId;
    Square p0;
    Rect p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static float IShape_scaledArea(IShape p, float k);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    IShape t_2;
    for (;;) {
        if (t_1 == 0) {
            Square s = Square{};
            s.side = 3.0f;
            Square t_3 = s;
            t_2 = IShape{0u, t_3, Rect{0.0f, 0.0f}};
            break;
        }
        Rect r = Rect{};
        r.w = 2.0f;
        r.h = 5.0f;
        Rect t_4 = r;
        t_2 = IShape{1u, Square{0.0f}, t_4};
        break;
    }
    IShape t_5;
    for (;;) {
        if (t_1 + 1 == 0) {
            Square s_1 = Square{};
            s_1.side = 3.0f;
            Square t_6 = s_1;
            t_5 = IShape{0u, t_6, Rect{0.0f, 0.0f}};
            break;
        }
        Rect r_1 = Rect{};
        r_1.w = 2.0f;
        r_1.h = 5.0f;
        Rect t_7 = r_1;
        t_5 = IShape{1u, Square{0.0f}, t_7};
        break;
    }
    float t_8;
    switch (t_2.typeId) {
    case 0u:
    {
        Square this_1 = Square{};
        this_1 = t_2.p0;
        float t_9 = this_1.side;
        float t_10 = this_1.side;
        t_8 = t_9 * t_10;
        break;
    }
    case 1u:
    {
        Rect this_2 = Rect{};
        this_2 = t_2.p1;
        float t_11 = this_2.w;
        float t_12 = this_2.h;
        t_8 = t_11 * t_12;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_8 * 2.0f;
    float t_13;
    switch (t_5.typeId) {
    case 0u:
    {
        Square this_3 = Square{};
        this_3 = t_5.p0;
        float t_14 = this_3.side;
        float t_15 = this_3.side;
        t_13 = t_14 * t_15;
        break;
    }
    case 1u:
    {
        Rect this_4 = Rect{};
        this_4 = t_5.p1;
        float t_16 = this_4.w;
        float t_17 = this_4.h;
        t_13 = t_16 * t_17;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_13 * 2.0f;
    float t_18 = IShape_scaledArea(t_2, 0.5f);
    output.data[2u] = t_18;
    float t_19 = IShape_scaledArea(t_5, 0.5f);
    output.data[3u] = t_19;
    return;
}
static float IShape_scaledArea(IShape p, float k) {
    uint32_t t_20 = p.typeId;
    float t_21;
    switch (t_20) {
    case 0u:
    {
        t_21 = k;
        break;
    }
    case 1u:
    {
        t_21 = k + 1.0f;
        break;
    }
    default: {
        t_21 = 0.0f;
        break;
    }
    }
    float t_22;
    switch (t_20) {
    case 0u:
    {
        Square this_5 = Square{};
        this_5 = p.p0;
        float t_23 = this_5.side;
        float t_24 = this_5.side;
        t_22 = t_23 * t_24;
        break;
    }
    case 1u:
    {
        Rect this_6 = Rect{};
        this_6 = p.p1;
        float t_25 = this_6.w;
        float t_26 = this_6.h;
        t_22 = t_25 * t_26;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    return t_21 * t_22;
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
