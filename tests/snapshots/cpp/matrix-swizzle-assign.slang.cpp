struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    nsl::vec<int32_t, 3> t_1 = nsl::splat<nsl::vec<int32_t, 3>>(nsl::convert<int32_t>(t.x));
    std::array<nsl::vec<int32_t, 3>, 3> m = std::array<nsl::vec<int32_t, 3>, 3>{};
    m = std::array<nsl::vec<int32_t, 3>, 3>{{t_1, t_1, t_1}};
    m[0][1] = 1;
    m[1][0] = 4;
    m[2][2] = 9;
    m[0][0] = 2;
    m[0][2] = 6;
    m[2][0] = 5;
    int32_t t_2 = m[0][0];
    int32_t t_3 = m[1][1];
    nsl::vec<int32_t, 2> t_4 = nsl::make<nsl::vec<int32_t, 2>>(t_2, t_3) + nsl::make<nsl::vec<int32_t, 2>>(10, 20);
    m[0][0] = t_4.x;
    m[1][1] = t_4.y;
    m[1][0] = 3;
    m[1][1] = 8;
    m[1][2] = 7;
    int32_t r;
    int32_t r_1 = 0;
    for (;;) {
        if (r_1 < 3) {
        } else {
            r = r_1;
            break;
        }
        int32_t c;
        int32_t c_1 = 0;
        for (;;) {
            if (c_1 < 3) {
            } else {
                c = c_1;
                break;
            }
            int32_t t_5 = m[r_1][c_1];
            outputBuffer.data[nsl::convert<uint32_t>(r_1 * 3 + c_1)] = t_5;
            c_1 = c_1 + 1;
            continue;
        }
        r_1 = r_1 + 1;
        continue;
    }
    int32_t t_6 = m[1][2];
    outputBuffer.data[9u] = t_6;
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
