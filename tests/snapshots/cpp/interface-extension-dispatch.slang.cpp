struct RWStructuredBuffer {
    nsl::rt_array<float> data;
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
            t_2 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_2 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    IShape t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    float t_4;
    switch (t_2.typeId) {
    case 0u:
    {
        float t_5 = t_2.p0.side;
        t_4 = t_5 * t_5;
        break;
    }
    case 1u:
    {
        Rect t_6 = t_2.p1;
        t_4 = t_6.w * t_6.h;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_4 * 2.0f;
    float t_7;
    switch (t_3.typeId) {
    case 0u:
    {
        float t_8 = t_3.p0.side;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u:
    {
        Rect t_9 = t_3.p1;
        t_7 = t_9.w * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_7 * 2.0f;
    float t_10 = IShape_scaledArea(t_2, 0.5f);
    output.data[2u] = t_10;
    float t_11 = IShape_scaledArea(t_3, 0.5f);
    output.data[3u] = t_11;
    return;
}
static float IShape_scaledArea(IShape p, float k) {
    uint32_t t_12 = p.typeId;
    float t_13;
    switch (t_12) {
    case 0u:
    {
        t_13 = k;
        break;
    }
    case 1u:
    {
        t_13 = k + 1.0f;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    float t_14;
    switch (t_12) {
    case 0u:
    {
        float t_15 = p.p0.side;
        t_14 = t_15 * t_15;
        break;
    }
    case 1u:
    {
        Rect t_16 = p.p1;
        t_14 = t_16.w * t_16.h;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    return t_13 * t_14;
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
