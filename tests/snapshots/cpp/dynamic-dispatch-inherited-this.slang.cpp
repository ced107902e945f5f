struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Sq {
    float s;
};
struct Tri {
    float b;
    float h;
};
struct IShape {
    uint32_t typeId;
    Sq p0;
    Tri p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer selectors;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    int32_t t = selectors.data[0u];
    IShape t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IShape{0u, Sq{3.0f}, Tri{0.0f, 0.0f}};
            break;
        }
        t_1 = IShape{1u, Sq{0.0f}, Tri{4.0f, 6.0f}};
        break;
    }
    int32_t t_2 = selectors.data[1u];
    IShape t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IShape{0u, Sq{3.0f}, Tri{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Sq{0.0f}, Tri{4.0f, 6.0f}};
        break;
    }
    uint32_t t_4 = t_1.typeId;
    IShape t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = IShape{0u, Sq{t_1.p0.s * 2.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_6 = t_1.p1;
        t_5 = IShape{1u, Sq{0.0f}, Tri{t_6.b * 2.0f, t_6.h}};
        break;
    }
    default: {
        t_5 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_7;
    switch (t_5.typeId) {
    case 0u:
    {
        float t_8 = t_5.p0.s;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u:
    {
        Tri t_9 = t_5.p1;
        t_7 = 0.5f * t_9.b * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_7;
    uint32_t t_10 = t_3.typeId;
    IShape t_11;
    switch (t_10) {
    case 0u:
    {
        t_11 = IShape{0u, Sq{t_3.p0.s * 0.5f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_12 = t_3.p1;
        t_11 = IShape{1u, Sq{0.0f}, Tri{t_12.b * 0.5f, t_12.h}};
        break;
    }
    default: {
        t_11 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    IShape t_13;
    switch (t_11.typeId) {
    case 0u:
    {
        t_13 = IShape{0u, Sq{t_11.p0.s * 3.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_14 = t_11.p1;
        t_13 = IShape{1u, Sq{0.0f}, Tri{t_14.b * 3.0f, t_14.h}};
        break;
    }
    default: {
        t_13 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_15;
    switch (t_13.typeId) {
    case 0u:
    {
        float t_16 = t_13.p0.s;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u:
    {
        Tri t_17 = t_13.p1;
        t_15 = 0.5f * t_17.b * t_17.h;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_15;
    outputBuffer.data[2u] = 4.0f;
    IShape t_18;
    switch (t_10) {
    case 0u:
    {
        t_18 = IShape{0u, Sq{t_3.p0.s * 2.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_19 = t_3.p1;
        t_18 = IShape{1u, Sq{0.0f}, Tri{t_19.b * 2.0f, t_19.h}};
        break;
    }
    default: {
        t_18 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_20;
    switch (t_18.typeId) {
    case 0u:
    {
        t_20 = t_18.p0.s;
        break;
    }
    case 1u:
    {
        Tri t_21 = t_18.p1;
        t_20 = t_21.b + t_21.h;
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_20;
    float t_22;
    switch (t_4) {
    case 0u:
    {
        t_22 = 4.0f;
        break;
    }
    case 1u:
    {
        t_22 = 3.0f;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    float t_23;
    switch (t_10) {
    case 0u:
    {
        t_23 = 4.0f;
        break;
    }
    case 1u:
    {
        t_23 = 3.0f;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_22 * 10.0f + t_23;
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
