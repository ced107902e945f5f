struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Sum {
    int32_t v;
};
struct Prod {
    int32_t v;
};
struct B {
    int32_t x;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static Sum fold(std::array<Sum, 3> p);
static Prod fold_1(std::array<Prod, 3> xs);
static int32_t sumAll(B args_1);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    Sum t_1 = fold(std::array<Sum, 3>{{Sum{2}, Sum{3}, Sum{4}}});
    output.data[0u] = t_1.v;
    Prod t_2 = fold_1(std::array<Prod, 3>{{Prod{2}, Prod{3}, Prod{4}}});
    output.data[1u] = t_2.v;
    output.data[2u] = 3;
    int32_t t_3 = sumAll(B{7});
    output.data[3u] = t_3;
    output.data[4u] = 307;
    output.data[5u] = 307;
    output.data[6u] = 10;
    bool o = t.x == 0u;
    output.data[7u] = nsl::select(o, nsl::select(o, 9, 0), -1);
    return;
}
static Sum fold(std::array<Sum, 3> p) {
    std::array<Sum, 3> xs_1 = std::array<Sum, 3>{};
    xs_1 = p;
    Sum acc;
    int32_t i;
    Sum acc_1 = Sum{0};
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            Sum t_4 = acc_1;
            int32_t t_5 = i_1;
            acc = t_4;
            i = t_5;
            break;
        }
        Sum t_6 = xs_1[i_1];
        Sum t_7 = Sum{acc_1.v + t_6.v};
        int32_t t_8 = i_1 + 1;
        acc_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return acc;
}
static Prod fold_1(std::array<Prod, 3> xs) {
    std::array<Prod, 3> xs_2 = std::array<Prod, 3>{};
    xs_2 = xs;
    Prod acc_2;
    int32_t i_2;
    Prod acc_3 = Prod{1};
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            Prod t_9 = acc_3;
            int32_t t_10 = i_3;
            acc_2 = t_9;
            i_2 = t_10;
            break;
        }
        Prod t_11 = xs_2[i_3];
        Prod t_12 = Prod{acc_3.v * t_11.v};
        int32_t t_13 = i_3 + 1;
        acc_3 = t_12;
        i_3 = t_13;
        continue;
    }
    return acc_2;
}
static int32_t sumAll(B args_1) {
    return (30 + args_1.x) * 10 + 3;
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
