struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Stack4 {
    int32_t t;
};
struct Holder {
    int32_t v;
};
struct Table_Seven_ {
    int32_t bias;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    outputBuffer.data[0u] = 15.0f;
    outputBuffer.data[1u] = 2.5f;
    Stack4 this_1 = Stack4{};
    this_1 = Stack4{9};
    int32_t t = this_1.t;
    outputBuffer.data[2u] = nsl::convert<float>(4 + (400 + t));
    Stack4 this_2 = Stack4{};
    this_2 = Stack4{9};
    int32_t t_1 = this_2.t;
    outputBuffer.data[3u] = nsl::convert<float>(400 + t_1);
    Holder this_3 = Holder{};
    this_3 = Holder{21};
    int32_t t_2 = this_3.v;
    outputBuffer.data[4u] = nsl::convert<float>(t_2 - 1);
    Holder this_4 = Holder{};
    this_4 = Holder{21};
    int32_t t_3 = this_4.v;
    int32_t t_4 = this_4.v;
    outputBuffer.data[5u] = nsl::convert<float>(t_3 + t_4);
    Table_Seven_ this_5 = Table_Seven_{};
    this_5 = Table_Seven_{30};
    int32_t t_5 = this_5.bias;
    outputBuffer.data[6u] = nsl::convert<float>(7 + t_5);
    Table_Seven_ this_6 = Table_Seven_{};
    this_6 = Table_Seven_{30};
    int32_t t_6 = this_6.bias;
    outputBuffer.data[7u] = nsl::convert<float>((7 + t_6) * 2);
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
