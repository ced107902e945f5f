struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Cells_int_ {
    std::array<int32_t, 3> v;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t Cells_int_sumFirst(Cells_int_ p, int32_t p_1);
static void computeMain() {
    std::array<int32_t, 3> c = std::array<int32_t, 3>{};
    c = std::array<int32_t, 3>{{4, 5, 6}};
    std::array<int32_t, 3> t = c;
    int32_t t_1 = Cells_int_sumFirst(Cells_int_{t}, 3);
    outputBuffer.data[0u] = t_1;
    c[1] = 50;
    std::array<int32_t, 3> t_2 = c;
    std::array<int32_t, 3> this_1 = std::array<int32_t, 3>{};
    this_1 = t_2;
    int32_t t_3 = this_1[1];
    outputBuffer.data[1u] = t_3;
    int32_t t_4 = c[1];
    outputBuffer.data[2u] = t_4;
    std::array<int32_t, 3> t_5 = c;
    int32_t t_6 = Cells_int_sumFirst(Cells_int_{t_5}, 2);
    outputBuffer.data[3u] = t_6;
    std::array<int32_t, 3> t_7 = c;
    std::array<int32_t, 3> this_2 = std::array<int32_t, 3>{};
    this_2 = t_7;
    int32_t t_8 = this_2[2];
    outputBuffer.data[4u] = t_8;
    return;
}
static int32_t Cells_int_sumFirst(Cells_int_ p, int32_t p_1) {
    std::array<int32_t, 3> this_3 = std::array<int32_t, 3>{};
    std::array<int32_t, 3> t_9 = p.v;
    this_3 = t_9;
    int32_t t_10 = this_3[0];
    int32_t s;
    int32_t i;
    int32_t s_1 = t_10;
    int32_t i_1 = 1;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int32_t t_11 = s_1;
            int32_t t_12 = i_1;
            s = t_11;
            i = t_12;
            break;
        }
        std::array<int32_t, 3> this_4 = std::array<int32_t, 3>{};
        this_4 = t_9;
        int32_t t_13 = this_4[i_1];
        int32_t t_14 = s_1 + t_13;
        int32_t t_15 = i_1 + 1;
        s_1 = t_14;
        i_1 = t_15;
        continue;
    }
    return s;
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
