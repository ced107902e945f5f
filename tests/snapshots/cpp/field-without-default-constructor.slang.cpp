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
struct Pair_Sum_Prod_ {
    Sum a;
    Prod b;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o);
static void computeMain() {
    outputBuffer.data[0u] = 12;
    Pair_Sum_Prod_ t = Pair_Sum_Prod_combine(Pair_Sum_Prod_{Sum{2}, Prod{2}}, Pair_Sum_Prod_{Sum{7}, Prod{7}});
    outputBuffer.data[1u] = t.a.v * 10 + t.b.v;
    return;
}
static Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o) {
    return Pair_Sum_Prod_{Sum{p.a.v + o.a.v}, Prod{p.b.v * o.b.v}};
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
