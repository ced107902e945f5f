struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Fancy {
    int32_t v;
    int32_t hits;
};
struct Simple {
    int32_t v;
};
struct ICounter {
    uint32_t typeId;
    Simple p0;
    Fancy p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static Fancy makeAndBump_1(int32_t start, int32_t times);
static void computeMain() {
    int32_t c;
    int32_t i;
    int32_t c_1 = 5;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            int32_t t = c_1;
            int32_t t_1 = i_1;
            c = t;
            i = t_1;
            break;
        }
        int32_t t_2 = c_1 + i_1;
        int32_t t_3 = i_1 + 1;
        c_1 = t_2;
        i_1 = t_3;
        continue;
    }
    Fancy t_4 = makeAndBump_1(5, 4);
    output.data[0u] = c;
    output.data[1u] = t_4.v + t_4.hits;
    output.data[2u] = 7;
    output.data[3u] = c * 1000 + -7;
    output.data[4u] = 14;
    output.data[5u] = 10;
    std::array<Fancy, 2> h = std::array<Fancy, 2>{};
    h[0] = Fancy{2, 0};
    h[1] = Fancy{4, 0};
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int32_t t_5 = i_3 + 1;
        int32_t t_6 = h[i_3].v;
        h[i_3].v = t_6 + t_5 * 3;
        int32_t t_7 = h[i_3].hits;
        h[i_3].hits = t_7 + 1;
        i_3 = t_5;
        continue;
    }
    std::array<Fancy, 2> t_8 = h;
    Fancy t_9 = t_8[1];
    Fancy t_10 = t_8[0];
    output.data[6u] = t_10.v + t_10.hits + (t_9.v + t_9.hits);
    std::array<Fancy, 2> t_11 = h;
    Fancy t_12 = t_11[1];
    Fancy t_13 = t_11[0];
    output.data[7u] = -(t_13.v + t_13.hits) - (t_12.v + t_12.hits);
    output.data[8u] = c + 100;
    output.data[9u] = 3000;
    std::array<ICounter, 2> arr = std::array<ICounter, 2>{};
    arr = std::array<ICounter, 2>{{ICounter{0u, Simple{c}, Fancy{0, 0}}, ICounter{1u, Simple{0}, Fancy{7, 0}}}};
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        ICounter t_14 = arr[i_5];
        uint32_t t_15 = t_14.typeId;
        int32_t t_16 = t_14.p0.v;
        Fancy t_17 = t_14.p1;
        int32_t t_18 = t_17.v;
        int32_t t_19 = t_17.hits;
        int32_t t_20;
        int32_t t_21;
        int32_t t_22;
        switch (t_15) {
        case 0u:
        {
            int32_t t_23 = t_16 + 10;
            int32_t t_24 = t_18;
            int32_t t_25 = t_19;
            t_20 = t_23;
            t_21 = t_24;
            t_22 = t_25;
            break;
        }
        case 1u:
        {
            int32_t t_26 = t_16;
            int32_t t_27 = t_18 + 30;
            int32_t t_28 = t_19 + 1;
            t_20 = t_26;
            t_21 = t_27;
            t_22 = t_28;
            break;
        }
        default: {
            int32_t t_29 = t_16;
            int32_t t_30 = t_18;
            int32_t t_31 = t_19;
            t_20 = t_29;
            t_21 = t_30;
            t_22 = t_31;
            break;
        }
        }
        arr[i_5] = ICounter{t_15, Simple{t_20}, Fancy{t_21, t_22}};
        i_5 = i_5 + 1;
        continue;
    }
    ICounter t_32 = arr[0];
    int32_t t_33;
    switch (t_32.typeId) {
    case 0u:
    {
        t_33 = t_32.p0.v;
        break;
    }
    case 1u:
    {
        Fancy t_34 = t_32.p1;
        t_33 = t_34.v + t_34.hits;
        break;
    }
    default: {
        t_33 = 0;
        break;
    }
    }
    ICounter t_35 = arr[1];
    int32_t t_36;
    switch (t_35.typeId) {
    case 0u:
    {
        t_36 = t_35.p0.v;
        break;
    }
    case 1u:
    {
        Fancy t_37 = t_35.p1;
        t_36 = t_37.v + t_37.hits;
        break;
    }
    default: {
        t_36 = 0;
        break;
    }
    }
    output.data[10u] = t_33 * 100 + t_36;
    ICounter t_38 = arr[1];
    int32_t t_39;
    switch (t_38.typeId) {
    case 0u:
    {
        t_39 = t_38.p0.v * 1000;
        break;
    }
    case 1u:
    {
        Fancy t_40 = t_38.p1;
        t_39 = -(t_40.v + t_40.hits);
        break;
    }
    default: {
        t_39 = 0;
        break;
    }
    }
    output.data[11u] = t_39;
    return;
}
static Fancy makeAndBump_1(int32_t start, int32_t times) {
    int32_t c_2;
    int32_t c_3;
    int32_t i_6;
    int32_t c_4 = start * 2;
    int32_t c_5 = 0;
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < times) {
        } else {
            int32_t t_41 = c_4;
            int32_t t_42 = c_5;
            int32_t t_43 = i_7;
            c_2 = t_41;
            c_3 = t_42;
            i_6 = t_43;
            break;
        }
        int32_t t_44 = c_4 + i_7 * 3;
        int32_t t_45 = c_5 + 1;
        int32_t t_46 = i_7 + 1;
        c_4 = t_44;
        c_5 = t_45;
        i_7 = t_46;
        continue;
    }
    return Fancy{c_2, c_3};
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
