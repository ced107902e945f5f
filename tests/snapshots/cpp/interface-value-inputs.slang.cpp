struct IShape_AnyValue16 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
    uint32_t d1;
    uint32_t d2;
    uint32_t d3;
};
struct StructuredBuffer {
    nsl::rt_array<IShape_AnyValue16> data;
    uint32_t count;
};
struct IScale_float_AnyValue4 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
};
struct StructuredBuffer_1 {
    nsl::rt_array<IScale_float_AnyValue4> data;
    uint32_t count;
};
struct Params_mem {
    int32_t bias;
    IShape_AnyValue16 shape;
};
struct GlobalParams {
    Params_mem gParams;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Square {
    float side;
};
struct IShape {
    uint32_t typeId;
    Square p0;
};
struct Times_float_ {
    float k;
};
struct IScale_float_ {
    uint32_t typeId;
    Times_float_ p0;
};
static StructuredBuffer shapes;
static StructuredBuffer_1 scales;
static GlobalParams globalParams;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 2> t = shapes.data[0u].witness;
    uint32_t t_1 = shapes.data[0u].d0;
    uint32_t t_2 = t.x;
    IShape t_3;
    switch (t_2) {
    case 7u:
    {
        t_3 = IShape{t_2, Square{nsl::bitcast<float>(t_1)}};
        break;
    }
    default: {
        t_3 = IShape{t_2, Square{0.0f}};
        break;
    }
    }
    float t_4 = t_3.p0.side;
    outputBuffer.data[0u] = t_4 * t_4;
    nsl::vec<uint32_t, 2> t_5 = shapes.data[1u].witness;
    uint32_t t_6 = shapes.data[1u].d0;
    uint32_t t_7 = t_5.x;
    IShape t_8;
    switch (t_7) {
    case 7u:
    {
        t_8 = IShape{t_7, Square{nsl::bitcast<float>(t_6)}};
        break;
    }
    default: {
        t_8 = IShape{t_7, Square{0.0f}};
        break;
    }
    }
    float t_9 = t_8.p0.side;
    outputBuffer.data[1u] = t_9 * t_9;
    nsl::vec<uint32_t, 2> t_10 = scales.data[0u].witness;
    uint32_t t_11 = scales.data[0u].d0;
    uint32_t t_12 = t_10.x;
    IScale_float_ t_13;
    switch (t_12) {
    case 2u:
    {
        t_13 = IScale_float_{t_12, Times_float_{nsl::bitcast<float>(t_11)}};
        break;
    }
    default: {
        t_13 = IScale_float_{t_12, Times_float_{0.0f}};
        break;
    }
    }
    outputBuffer.data[2u] = 2.5f * t_13.p0.k;
    nsl::vec<uint32_t, 2> t_14 = globalParams.gParams.shape.witness;
    uint32_t t_15 = globalParams.gParams.shape.d0;
    uint32_t t_16 = t_14.x;
    IShape t_17;
    switch (t_16) {
    case 7u:
    {
        t_17 = IShape{t_16, Square{nsl::bitcast<float>(t_15)}};
        break;
    }
    default: {
        t_17 = IShape{t_16, Square{0.0f}};
        break;
    }
    }
    float t_18 = t_17.p0.side;
    int32_t t_19 = globalParams.gParams.bias;
    outputBuffer.data[3u] = t_18 * t_18 + nsl::convert<float>(t_19);
    outputBuffer.data[4u] = 4.0f;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_1.bin");
    buffer0.resize(buffer0.size() + sizeof(IShape_AnyValue16));
    shapes.count = (uint32_t)((buffer0.size() - sizeof(IShape_AnyValue16)) / sizeof(IShape_AnyValue16));
    shapes.data = {reinterpret_cast<IShape_AnyValue16*>(buffer0.data()), shapes.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_2.bin");
    buffer1.resize(buffer1.size() + sizeof(IScale_float_AnyValue4));
    scales.count = (uint32_t)((buffer1.size() - sizeof(IScale_float_AnyValue4)) / sizeof(IScale_float_AnyValue4));
    scales.data = {reinterpret_cast<IScale_float_AnyValue4*>(buffer1.data()), scales.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_3.bin");
    buffer2.resize(buffer2.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer2.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer2.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
    }
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
    buffer0.resize(buffer0.size() - sizeof(IShape_AnyValue16));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(IScale_float_AnyValue4));
    nsl::write_file(dir, "b0_2.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(float));
    nsl::write_file(dir, "b0_3.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
