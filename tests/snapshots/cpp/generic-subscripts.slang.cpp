struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct Table {
    std::array<int32_t, 4> data;
};
struct Scaled_3_ {
    int32_t base;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static void computeMain() {
    Table t = Table{};
    t.data[0] = 10;
    t.data[1] = 12;
    t.data[2] = 14;
    Table t_1 = t;
    Table this_1 = Table{};
    this_1 = t_1;
    int32_t t_2 = this_1.data[0];
    Table t_3 = t;
    Table this_2 = Table{};
    this_2 = t_3;
    int32_t t_4 = this_2.data[1];
    t.data[3] = (t_2 + t_4) * 2;
    Table t_5 = t;
    Table this_3 = Table{};
    this_3 = t_5;
    int32_t t_6 = this_3.data[0];
    output.data[0u] = t_6;
    Table t_7 = t;
    Table this_4 = Table{};
    this_4 = t_7;
    int32_t t_8 = this_4.data[1];
    output.data[1u] = t_8;
    Table t_9 = t;
    Table this_5 = Table{};
    this_5 = t_9;
    int32_t t_10 = this_5.data[2];
    output.data[2u] = t_10;
    Table t_11 = t;
    Table this_6 = Table{};
    this_6 = t_11;
    int32_t t_12 = this_6.data[3];
    output.data[3u] = t_12;
    Scaled_3_ s = Scaled_3_{};
    s.base = 100;
    Scaled_3_ t_13 = s;
    Scaled_3_ this_7 = Scaled_3_{};
    this_7 = t_13;
    int32_t t_14 = this_7.base;
    output.data[4u] = t_14 + 6;
    Scaled_3_ t_15 = s;
    Scaled_3_ this_8 = Scaled_3_{};
    this_8 = t_15;
    int32_t t_16 = this_8.base;
    Scaled_3_ t_17 = s;
    Scaled_3_ this_9 = Scaled_3_{};
    this_9 = t_17;
    int32_t t_18 = this_9.base;
    output.data[5u] = t_16 + -12 + (t_18 + 15);
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    output.data = reinterpret_cast<int32_t*>(buffer0.data());
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
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
    return 0;
}
