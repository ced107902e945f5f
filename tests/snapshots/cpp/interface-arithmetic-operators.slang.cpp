struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Fixed {
    int32_t raw;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static Fixed poly(Fixed x);
static Fixed largest(Fixed a, Fixed b, Fixed c);
static int32_t countEqual(Fixed a_1, Fixed b_1);
static void computeMain() {
    Fixed t = poly(Fixed{1280});
    outputBuffer.data[0u] = t.raw;
    Fixed t_1 = poly(Fixed{128});
    outputBuffer.data[1u] = t_1.raw;
    Fixed t_2 = largest(Fixed{512}, Fixed{1792}, Fixed{1024});
    outputBuffer.data[2u] = t_2.raw;
    Fixed t_3 = largest(Fixed{512}, Fixed{256}, Fixed{2304});
    outputBuffer.data[3u] = t_3.raw;
    int32_t t_4 = countEqual(Fixed{768}, Fixed{768});
    int32_t t_5 = countEqual(Fixed{128}, Fixed{256});
    outputBuffer.data[4u] = t_4 + t_5 * 100;
    outputBuffer.data[5u] = 384;
    outputBuffer.data[6u] = -1536;
    outputBuffer.data[7u] = 12345;
    outputBuffer.data[8u] = 1101;
    outputBuffer.data[9u] = 2560;
    outputBuffer.data[10u] = 1280;
    outputBuffer.data[11u] = 30;
    outputBuffer.data[12u] = 385;
    return;
}
static Fixed poly(Fixed x) {
    int32_t t_6 = x.raw;
    return Fixed{nsl::div(t_6 * t_6, 256) - nsl::div(768 * t_6, 256) + 512};
}
static Fixed largest(Fixed a, Fixed b, Fixed c) {
    Fixed m;
    if (a.raw < b.raw) {
        m = b;
    } else {
        m = a;
    }
    Fixed m_1;
    if (c.raw > m.raw) {
        m_1 = c;
    } else {
        m_1 = m;
    }
    return m_1;
}
static int32_t countEqual(Fixed a_1, Fixed b_1) {
    bool t_7 = a_1.raw == b_1.raw;
    return nsl::select(t_7, 1, 0) + nsl::select(t_7, 0, 10);
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
