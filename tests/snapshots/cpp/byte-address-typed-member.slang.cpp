struct ByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWByteAddressBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static ByteAddressBuffer source;
static RWByteAddressBuffer target;
static void computeMain();
static void computeMain() {
    uint32_t t = source.data[0u];
    uint32_t t_1 = source.data[1u];
    nsl::vec<uint32_t, 2> t_2 = nsl::make<nsl::vec<uint32_t, 2>>(t, t_1) + nsl::make<nsl::vec<uint32_t, 2>>(100u, 200u);
    target.data[4u] = t_2.x;
    target.data[5u] = t_2.y;
    uint32_t t_3 = source.data[3u];
    target.data[1u] = t_3 * 2u;
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    source.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    source.data = {reinterpret_cast<uint32_t*>(buffer0.data()), source.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    target.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    target.data = {reinterpret_cast<uint32_t*>(buffer1.data()), target.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
