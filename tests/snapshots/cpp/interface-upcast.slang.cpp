struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Square {
    int32_t side;
};
struct Rect {
    int32_t w;
    int32_t h;
};
struct INamed {
    uint32_t typeId;
    Square p0;
    Rect p1;
};
struct IShape {
    uint32_t typeId;
    Square p0;
    Rect p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::convert<int32_t>(t.x);
    INamed t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = INamed{0u, Square{3}, Rect{0, 0}};
            break;
        }
        t_2 = INamed{1u, Square{0}, Rect{4, 5}};
        break;
    }
    INamed t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = INamed{0u, Square{3}, Rect{0, 0}};
            break;
        }
        t_3 = INamed{1u, Square{0}, Rect{4, 5}};
        break;
    }
    bool t_4 = t_2.typeId == 0u;
    IShape t_5;
    if (t_4) {
        t_5 = IShape{0u, t_2.p0, Rect{0, 0}};
    } else {
        t_5 = IShape{1u, Square{0}, t_2.p1};
    }
    bool t_6 = t_3.typeId == 0u;
    IShape t_7;
    if (t_6) {
        t_7 = IShape{0u, t_3.p0, Rect{0, 0}};
    } else {
        t_7 = IShape{1u, Square{0}, t_3.p1};
    }
    int32_t t_8;
    switch (t_5.typeId) {
    case 0u:
    {
        int32_t t_9 = t_5.p0.side;
        t_8 = t_9 * t_9;
        break;
    }
    case 1u:
    {
        Rect t_10 = t_5.p1;
        t_8 = t_10.w * t_10.h;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    int32_t t_11;
    switch (t_7.typeId) {
    case 0u:
    {
        int32_t t_12 = t_7.p0.side;
        t_11 = t_12 * t_12;
        break;
    }
    case 1u:
    {
        Rect t_13 = t_7.p1;
        t_11 = t_13.w * t_13.h;
        break;
    }
    default: {
        t_11 = 0;
        break;
    }
    }
    outputBuffer.data[0u] = t_8 * 100 + t_11;
    IShape t_14;
    if (t_4) {
        t_14 = IShape{0u, t_2.p0, Rect{0, 0}};
    } else {
        t_14 = IShape{1u, Square{0}, t_2.p1};
    }
    int32_t t_15;
    switch (t_14.typeId) {
    case 0u:
    {
        int32_t t_16 = t_14.p0.side;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u:
    {
        Rect t_17 = t_14.p1;
        t_15 = t_17.w * t_17.h;
        break;
    }
    default: {
        t_15 = 0;
        break;
    }
    }
    IShape t_18;
    if (t_6) {
        t_18 = IShape{0u, t_3.p0, Rect{0, 0}};
    } else {
        t_18 = IShape{1u, Square{0}, t_3.p1};
    }
    int32_t t_19;
    switch (t_18.typeId) {
    case 0u:
    {
        int32_t t_20 = t_18.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u:
    {
        Rect t_21 = t_18.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0;
        break;
    }
    }
    outputBuffer.data[1u] = t_15 + t_19 * 1000;
    outputBuffer.data[2u] = 54;
    outputBuffer.data[3u] = 72;
    outputBuffer.data[4u] = 25;
    outputBuffer.data[5u] = 0;
    outputBuffer.data[6u] = 14;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
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
    nsl::save_addresses(dir);
    return 0;
}
