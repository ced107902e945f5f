struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Pair_int_ {
    int32_t first;
    int32_t second;
};
struct Pair_float_ {
    float first;
    float second;
};
struct Pair_Pair_int_ {
    Pair_int_ first;
    Pair_int_ second;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    Pair_int_ p = Pair_int_{};
    p = Pair_int_{3, 4};
    int32_t t = p.first;
    int32_t t_1 = p.second;
    outputBuffer.data[0u] = t + t_1;
    Pair_float_ p_1 = Pair_float_{};
    p_1 = Pair_float_{1.5f, 2.5f};
    float t_2 = p_1.first;
    float t_3 = p_1.second;
    outputBuffer.data[1u] = nsl::convert<int32_t>((t_2 + t_3) * 10.0f);
    std::array<int32_t, 3> values = std::array<int32_t, 3>{};
    values = std::array<int32_t, 3>{{5, 6, 7}};
    int32_t s;
    int32_t i;
    int32_t s_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t_4 = s_1;
            int32_t t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int32_t t_6 = values[i_1];
        int32_t t_7 = s_1 + t_6;
        int32_t t_8 = i_1 + 1;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[2u] = s;
    Pair_Pair_int_ nested = Pair_Pair_int_{};
    nested = Pair_Pair_int_{Pair_int_{3, 4}, Pair_int_{10, 20}};
    int32_t t_9 = nested.second.second;
    int32_t t_10 = nested.first.first;
    outputBuffer.data[3u] = t_9 - t_10;
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
    return 0;
}
