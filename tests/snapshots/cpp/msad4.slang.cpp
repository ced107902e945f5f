struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
static RWStructuredBuffer inputBuffer;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static nsl::vec<uint32_t, 4> core_msad4(uint32_t p, nsl::vec<uint32_t, 2> p_1, nsl::vec<uint32_t, 4> p_2);
static void computeMain() {
    uint32_t t = inputBuffer.data[0u];
    uint32_t t_1 = inputBuffer.data[1u];
    uint32_t t_2 = inputBuffer.data[2u];
    nsl::vec<uint32_t, 4> t_3 = core_msad4(t, nsl::make<nsl::vec<uint32_t, 2>>(t_1, t_2), nsl::make<nsl::vec<uint32_t, 4>>(0u, 0u, 0u, 0u));
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    uint32_t t_4 = inputBuffer.data[3u];
    uint32_t t_5 = inputBuffer.data[4u];
    uint32_t t_6 = inputBuffer.data[5u];
    nsl::vec<uint32_t, 4> t_7 = core_msad4(t_4, nsl::make<nsl::vec<uint32_t, 2>>(t_5, t_6), nsl::make<nsl::vec<uint32_t, 4>>(1000u, 2000u, 3000u, 4000u));
    outputBuffer.data[4u] = t_7.x;
    outputBuffer.data[5u] = t_7.y;
    outputBuffer.data[6u] = t_7.z;
    outputBuffer.data[7u] = t_7.w;
    return;
}
static nsl::vec<uint32_t, 4> core_msad4(uint32_t p, nsl::vec<uint32_t, 2> p_1, nsl::vec<uint32_t, 4> p_2) {
    nsl::vec<uint32_t, 4> referenceBytes = nsl::vec<uint32_t, 4>{};
    referenceBytes = nsl::make<nsl::vec<uint32_t, 4>>(p, uint32_t(p >> (8u & 31u)), uint32_t(p >> (16u & 31u)), uint32_t(p >> (24u & 31u))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
    nsl::vec<uint32_t, 4> result = nsl::vec<uint32_t, 4>{};
    result = p_2;
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint32_t t_8 = p_1.x;
        uint32_t window;
        if (i_1 > 0) {
            int32_t t_9 = 8 * i_1;
            window = uint32_t(t_8 >> (nsl::convert<uint32_t>(t_9) & 31u)) | uint32_t(p_1.y << (nsl::convert<uint32_t>(32 - t_9) & 31u));
        } else {
            window = t_8;
        }
        nsl::vec<uint32_t, 4> windowBytes = nsl::vec<uint32_t, 4>{};
        windowBytes = nsl::make<nsl::vec<uint32_t, 4>>(window, uint32_t(window >> (8u & 31u)), uint32_t(window >> (16u & 31u)), uint32_t(window >> (24u & 31u))) & nsl::make<nsl::vec<uint32_t, 4>>(255u, 255u, 255u, 255u);
        int32_t j;
        int32_t j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                j = j_1;
                break;
            }
            uint32_t t_10 = referenceBytes[j_1];
            if (t_10 != 0u) {
                uint32_t t_11 = result[i_1];
                uint32_t t_12 = referenceBytes[j_1];
                uint32_t t_13 = windowBytes[j_1];
                result[i_1] = t_11 + nsl::convert<uint32_t>(nsl::abs(nsl::convert<int32_t>(t_12) - nsl::convert<int32_t>(t_13)));
            }
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    nsl::vec<uint32_t, 4> t_14 = result;
    return t_14;
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
    inputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    inputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), inputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer1.data()), outputBuffer.count};
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
