struct RWStructuredBuffer {
    int32_t* data;
    uint32_t count;
};
struct Pair_int_ {
    int32_t a;
    int32_t b;
};
struct Pair_float_ {
    float a;
    float b;
};
struct Plain {
    int32_t v;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    Pair_int_ p = Pair_int_{};
    p.a = nsl::convert<int32_t>(t.x) + 6;
    p.b = 7;
    Pair_int_ t_1 = p;
    Pair_int_ this_1 = Pair_int_{};
    this_1 = t_1;
    int32_t t_2 = this_1.a;
    int32_t t_3 = this_1.b;
    output.data[0u] = t_2 + t_3;
    Pair_int_ t_4 = p;
    Pair_int_ this_2 = Pair_int_{};
    this_2 = t_4;
    int32_t t_5 = this_2.a;
    int32_t t_6 = this_2.b;
    output.data[1u] = t_5 * t_6;
    Pair_float_ q = Pair_float_{};
    q.a = 1.5f;
    q.b = 4.0f;
    Pair_float_ t_7 = q;
    Pair_float_ this_3 = Pair_float_{};
    this_3 = t_7;
    float t_8 = this_3.a;
    float t_9 = this_3.b;
    output.data[2u] = nsl::convert<int32_t>(t_8 * t_9);
    Plain s = Plain{};
    s.v = 9;
    int32_t t_10 = s.v;
    output.data[3u] = t_10;
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
