struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Box3 {
    int32_t base;
};
struct IBox_int_3_ {
    uint32_t typeId;
    Box3 p0;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t IBox_int_3_total(IBox_int_3_ p);
static void computeMain() {
    int32_t t = IBox_int_3_total(IBox_int_3_{0u, Box3{10}});
    outputBuffer.data[0u] = t;
    int32_t t_1 = IBox_int_3_total(IBox_int_3_{1u, Box3{0}});
    outputBuffer.data[1u] = t_1;
    int32_t s;
    int32_t i;
    int32_t s_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t_2 = s_1;
            int32_t t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        int32_t t_4 = s_1 + (10 + i_1);
        int32_t t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[2u] = s;
    return;
}
static int32_t IBox_int_3_total(IBox_int_3_ p) {
    int32_t s_2;
    int32_t i_2;
    int32_t s_3 = 0;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int32_t t_6 = s_3;
            int32_t t_7 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        int32_t t_8;
        switch (p.typeId) {
        case 0u:
        {
            t_8 = p.p0.base + i_3;
            break;
        }
        case 1u:
        {
            t_8 = 2 * i_3;
            break;
        }
        default: {
            t_8 = 0;
            break;
        }
        }
        int32_t t_9 = s_3 + t_8;
        int32_t t_10 = i_3 + 1;
        s_3 = t_9;
        i_3 = t_10;
        continue;
    }
    return s_2;
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
