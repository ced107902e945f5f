struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Vec4 {
    std::array<float, 4> data;
};
struct _Lambda23 {
    float c;
};
struct _IFunc1_float_float_ {
    uint32_t typeId;
    _Lambda23 p0;
};
static RWStructuredBuffer outputBuffer;
static void Vec4_map(Vec4& p, _IFunc1_float_float_ p_1);
static void computeMain();
static void Vec4_map(Vec4& p, _IFunc1_float_float_ p_1) {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t = p.data[i_1];
        float t_1;
        for (;;) {
            float t_2 = p_1.p0.c;
            if (t > 2.5f) {
                t_1 = t * t_2;
                break;
            } else {
                t_1 = t + t_2;
                break;
            }
            t_1 = 0.0f;
            break;
        }
        p.data[i_1] = t_1;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
static void computeMain() {
    outputBuffer.data[0u] = 6.0f;
    outputBuffer.data[1u] = 9.0f;
    outputBuffer.data[2u] = 12.5f;
    Vec4 t_3 = Vec4{};
    t_3 = Vec4{std::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}};
    Vec4_map(t_3, _IFunc1_float_float_{0u, _Lambda23{10.0f}});
    float t_4 = t_3.data[0];
    Vec4 t_5 = t_3;
    outputBuffer.data[3u] = t_4;
    outputBuffer.data[4u] = t_5.data[3];
    outputBuffer.data[5u] = 7.0f;
    outputBuffer.data[6u] = 5.0f;
    outputBuffer.data[7u] = 3.0f;
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
    buffer0.resize(buffer0.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
