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
struct Rect {
    float w;
    float h;
};
struct IShape {
    uint32_t typeId;
    Square p0;
    Rect p1;
};
struct Offset {
    float by;
};
struct IScale {
    uint32_t typeId;
    Offset p0;
};
struct Pair {
    float a;
    float b;
};
struct IShape_Data {
    uint32_t typeId;
    float p0;
    Pair p1;
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
            t_1 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_1 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    int32_t t_2 = selectors.data[1u];
    IShape t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    uint32_t t_4 = t_1.typeId;
    IScale t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_5 = IScale{1u, Offset{t_1.p1.w}};
        break;
    }
    default: {
        t_5 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_6;
    switch (t_5.typeId) {
    case 0u:
    {
        t_6 = 8.0f;
        break;
    }
    case 1u:
    {
        t_6 = 4.0f + t_5.p0.by;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_6;
    uint32_t t_7 = t_3.typeId;
    IScale t_8;
    switch (t_7) {
    case 0u:
    {
        t_8 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_8 = IScale{1u, Offset{t_3.p1.w}};
        break;
    }
    default: {
        t_8 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_9;
    switch (t_8.typeId) {
    case 0u:
    {
        t_9 = 8.0f;
        break;
    }
    case 1u:
    {
        t_9 = 4.0f + t_8.p0.by;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_9;
    IShape_Data t_10;
    switch (t_4) {
    case 0u:
    {
        t_10 = IShape_Data{0u, 15.0f, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t_10 = IShape_Data{1u, 0.0f, Pair{1.5f, 2.5f}};
        break;
    }
    default: {
        t_10 = IShape_Data{0u, 0.0f, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_11;
    switch (t_4) {
    case 0u:
    {
        t_11 = t_10.p0 + 2.0f;
        break;
    }
    case 1u:
    {
        Pair t_12 = t_10.p1;
        t_11 = t_12.a * t_12.b * 2.0f;
        break;
    }
    default: {
        t_11 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_11;
    IShape_Data t_13;
    switch (t_7) {
    case 0u:
    {
        t_13 = IShape_Data{0u, 30.0f, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t_13 = IShape_Data{1u, 0.0f, Pair{3.0f, 4.0f}};
        break;
    }
    default: {
        t_13 = IShape_Data{0u, 0.0f, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_14;
    switch (t_7) {
    case 0u:
    {
        t_14 = t_13.p0 + 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_15 = t_13.p1;
        t_14 = t_15.a * t_15.b * 0.5f;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_14;
    IShape t_16;
    switch (t_4) {
    case 0u:
    {
        t_16 = IShape{0u, Square{t_1.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_17 = t_1.p1;
        t_16 = IShape{1u, Square{0.0f}, Rect{t_17.w + 1.0f, t_17.h}};
        break;
    }
    default: {
        t_16 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    uint32_t t_18 = t_16.typeId;
    float t_19;
    switch (t_18) {
    case 0u:
    {
        float t_20 = t_16.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u:
    {
        Rect t_21 = t_16.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_19;
    IShape t_22;
    switch (t_7) {
    case 0u:
    {
        t_22 = IShape{0u, Square{t_3.p0.side + 3.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_23 = t_3.p1;
        t_22 = IShape{1u, Square{0.0f}, Rect{t_23.w + 3.0f, t_23.h}};
        break;
    }
    default: {
        t_22 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    float t_24;
    switch (t_22.typeId) {
    case 0u:
    {
        float t_25 = t_22.p0.side;
        t_24 = t_25 * t_25;
        break;
    }
    case 1u:
    {
        Rect t_26 = t_22.p1;
        t_24 = t_26.w * t_26.h;
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_24;
    IShape t_27;
    switch (t_7) {
    case 0u:
    {
        t_27 = IShape{0u, Square{t_3.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_28 = t_3.p1;
        t_27 = IShape{1u, Square{0.0f}, Rect{t_28.w + 1.0f, t_28.h}};
        break;
    }
    default: {
        t_27 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    IShape t_29;
    switch (t_27.typeId) {
    case 0u:
    {
        t_29 = IShape{0u, Square{t_27.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_30 = t_27.p1;
        t_29 = IShape{1u, Square{0.0f}, Rect{t_30.w + 1.0f, t_30.h}};
        break;
    }
    default: {
        t_29 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    IScale t_31;
    switch (t_29.typeId) {
    case 0u:
    {
        t_31 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_31 = IScale{1u, Offset{t_29.p1.w}};
        break;
    }
    default: {
        t_31 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_32;
    switch (t_31.typeId) {
    case 0u:
    {
        t_32 = 0.0f;
        break;
    }
    case 1u:
    {
        t_32 = 0.0f + t_31.p0.by;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_32;
    outputBuffer.data[7u] = nsl::select(t_18 == 0u, 1.0f, 0.0f);
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
