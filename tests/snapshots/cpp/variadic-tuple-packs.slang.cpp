struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Tuple_float_half_float_ {
    float _0;
    _Float16 _1;
    float _2;
};
struct Tuple_float_float_half_ {
    float _0;
    float _1;
    _Float16 _2;
};
static RWStructuredBuffer outputBuffer;
static thread_local int32_t cursor = 0;
static void computeMain();
static void putAll(Tuple_float_half_float_ t);
static void putAll_1(Tuple_float_float_half_ t_1);
static void computeMain() {
    int32_t t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_2)] = 1.0f;
    int32_t t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_3)] = 3.0f;
    int32_t t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_4)] = 15.0f;
    int32_t t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_5)] = 30.0f;
    int32_t t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_6)] = 25.5f;
    putAll(Tuple_float_half_float_{9.0f, _Float16(10.0), 11.0f});
    putAll_1(Tuple_float_float_half_{1.0f, 2.0f, _Float16(3.0)});
    return;
}
static void putAll(Tuple_float_half_float_ t) {
    int32_t t_7 = cursor;
    cursor = t_7 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_7)] = t._0;
    int32_t t_8 = cursor;
    cursor = t_8 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_8)] = nsl::convert<float>(t._1);
    int32_t t_9 = cursor;
    cursor = t_9 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_9)] = t._2;
    return;
}
static void putAll_1(Tuple_float_float_half_ t_1) {
    int32_t t_10 = cursor;
    cursor = t_10 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_10)] = t_1._0;
    int32_t t_11 = cursor;
    cursor = t_11 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_11)] = t_1._1;
    int32_t t_12 = cursor;
    cursor = t_12 + 1;
    outputBuffer.data[nsl::convert<uint32_t>(t_12)] = nsl::convert<float>(t_1._2);
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
