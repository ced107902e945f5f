struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct A {
    int32_t x;
};
struct B {
    float f;
};
struct Tuple_A_B_ {
    A _0;
    B _1;
};
struct Pack_A_B_ {
    Tuple_A_B_ items;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static int32_t Pack_A_B_weighted(Pack_A_B_ p);
static void computeMain() {
    outputBuffer.data[0u] = 18;
    int32_t t = Pack_A_B_weighted(Pack_A_B_{Tuple_A_B_{A{3}, B{1.5f}}});
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 7;
    outputBuffer.data[3u] = 0;
    return;
}
static int32_t Pack_A_B_weighted(Pack_A_B_ p) {
    Tuple_A_B_ t_1 = p.items;
    return t_1._0.x + nsl::convert<int32_t>(t_1._1.f * 10.0f) * 2;
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
