struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct IThing {
    uint32_t typeId;
};
struct Pt {
    int32_t x;
    int32_t y;
};
struct IThing_Data {
    uint32_t typeId;
    int32_t p0;
    Pt p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static int32_t run(int32_t id, int32_t q);
static int32_t viaArray(int32_t q_1);
static void computeMain();
static int32_t run(int32_t id, int32_t q) {
    IThing t;
    for (;;) {
        if (id == 0) {
            t = IThing{0u};
            break;
        }
        t = IThing{1u};
        break;
    }
    uint32_t t_1 = t.typeId;
    IThing_Data t_2;
    switch (t_1) {
    case 0u:
    {
        t_2 = IThing_Data{0u, q + 1, Pt{0, 0}};
        break;
    }
    case 1u:
    {
        t_2 = IThing_Data{1u, 0, Pt{q, q * 10}};
        break;
    }
    default: {
        t_2 = IThing_Data{0u, 0, Pt{0, 0}};
        break;
    }
    }
    int32_t t_3;
    switch (t_1) {
    case 0u:
    {
        t_3 = t_2.p0 * 2;
        break;
    }
    case 1u:
    {
        Pt t_4 = t_2.p1;
        t_3 = t_4.x + t_4.y;
        break;
    }
    default: {
        t_3 = 0;
        break;
    }
    }
    return t_3;
}
static int32_t viaArray(int32_t q_1) {
    std::array<IThing, 2> things = std::array<IThing, 2>{};
    things = std::array<IThing, 2>{{IThing{1u}, IThing{0u}}};
    int32_t sum;
    int32_t i;
    int32_t sum_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            int32_t t_5 = sum_1;
            int32_t t_6 = i_1;
            sum = t_5;
            i = t_6;
            break;
        }
        IThing t_7 = things[i_1];
        int32_t t_8 = q_1 + i_1;
        uint32_t t_9 = t_7.typeId;
        IThing_Data t_10;
        switch (t_9) {
        case 0u:
        {
            t_10 = IThing_Data{0u, t_8 + 1, Pt{0, 0}};
            break;
        }
        case 1u:
        {
            t_10 = IThing_Data{1u, 0, Pt{t_8, t_8 * 10}};
            break;
        }
        default: {
            t_10 = IThing_Data{0u, 0, Pt{0, 0}};
            break;
        }
        }
        int32_t t_11;
        switch (t_9) {
        case 0u:
        {
            t_11 = t_10.p0 * 2;
            break;
        }
        case 1u:
        {
            Pt t_12 = t_10.p1;
            t_11 = t_12.x + t_12.y;
            break;
        }
        default: {
            t_11 = 0;
            break;
        }
        }
        int32_t t_13 = sum_1 * 1000 + t_11;
        int32_t t_14 = i_1 + 1;
        sum_1 = t_13;
        i_1 = t_14;
        continue;
    }
    return sum;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_15 = GlobalInvocationId;
    int32_t t_16 = run(0, 5);
    output.data[0u] = t_16;
    int32_t t_17 = run(1, 3);
    output.data[1u] = t_17;
    int32_t t_18 = run(nsl::convert<int32_t>(t_15.x), 7);
    output.data[2u] = t_18;
    int32_t t_19 = viaArray(2);
    output.data[3u] = t_19;
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
