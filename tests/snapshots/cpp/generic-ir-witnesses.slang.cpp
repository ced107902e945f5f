struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Tri {
    int32_t b;
    int32_t h;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static int32_t twiceDescribe_Tri(Tri shape, int32_t p);
static int32_t count_Counter(int32_t start, int32_t p_1);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    output.data[0u] = 94;
    output.data[1u] = 103;
    int32_t t_1 = twiceDescribe_Tri(Tri{4, 5}, 7);
    output.data[2u] = t_1;
    output.data[3u] = 18009;
    output.data[4u] = 21010;
    int32_t t_2 = count_Counter(2, 4);
    output.data[5u] = t_2;
    output.data[6u] = 23;
    output.data[7u] = 19 + (188 + nsl::convert<int32_t>(t.x));
    return;
}
static int32_t twiceDescribe_Tri(Tri shape, int32_t p) {
    int32_t t_3 = nsl::div(shape.b * shape.h, 2) * 10 + 3;
    return t_3 + t_3 + p;
}
static int32_t count_Counter(int32_t start, int32_t p_1) {
    int32_t c;
    int32_t i;
    int32_t c_1 = start * 10;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int32_t t_4 = c_1;
            int32_t t_5 = i_1;
            c = t_4;
            i = t_5;
            break;
        }
        int32_t t_6 = i_1 + 1;
        int32_t t_7 = c_1 + t_6;
        int32_t t_8 = t_6;
        c_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return c;
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
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    output.data = {reinterpret_cast<int32_t*>(buffer0.data()), output.count};
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
