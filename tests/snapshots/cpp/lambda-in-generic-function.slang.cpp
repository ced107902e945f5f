struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Twice {
    float k;
};
struct _Lambda25 {
    uint32_t base;
    Twice t;
};
struct _Lambda26 {
    uint32_t base;
};
struct _IFunc2_float_uint_float_ {
    uint32_t typeId;
    _Lambda25 p0;
    _Lambda26 p1;
};
static RWStructuredBuffer outputBuffer;
static void invoke(_IFunc2_float_uint_float_ p, uint32_t p_1, float p_2);
static void computeMain();
static void invoke(_IFunc2_float_uint_float_ p, uint32_t p_1, float p_2) {
    float t;
    switch (p.typeId) {
    case 0u:
    {
        _Lambda25 t_1 = p.p0;
        outputBuffer.data[t_1.base + p_1] = t_1.t.k * 2.0f * p_2;
        t = p_2;
        break;
    }
    case 1u:
    {
        outputBuffer.data[p.p1.base + p_1] = p_2 + 100.0f;
        t = p_2;
        break;
    }
    default: {
        t = 0.0f;
        break;
    }
    }
    return;
}
static void computeMain() {
    invoke(_IFunc2_float_uint_float_{0u, _Lambda25{0u, Twice{1.5f}}, _Lambda26{0u}}, 0u, 3.0f);
    invoke(_IFunc2_float_uint_float_{0u, _Lambda25{0u, Twice{1.5f}}, _Lambda26{0u}}, 1u, 4.0f);
    invoke(_IFunc2_float_uint_float_{1u, _Lambda25{0u, Twice{0.0f}}, _Lambda26{2u}}, 0u, 3.0f);
    invoke(_IFunc2_float_uint_float_{1u, _Lambda25{0u, Twice{0.0f}}, _Lambda26{2u}}, 1u, 4.0f);
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
