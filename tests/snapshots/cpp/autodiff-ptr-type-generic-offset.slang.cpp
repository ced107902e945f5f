struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Index {
    uint32_t i;
};
struct DifferentialPtrPair_Index_ {
    Index p;
    Index d;
};
struct f_bwd_Grads {
    float f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer data;
static RWStructuredBuffer_1 outputBuffer;
static DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int32_t n);
static void computeMain();
static f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4);
static DifferentialPtrPair_Index_ Index_shifted_fwd(DifferentialPtrPair_Index_ p, int32_t n) {
    uint32_t t = nsl::convert<uint32_t>(n);
    return DifferentialPtrPair_Index_{Index{p.p.i + t}, Index{p.d.i + t}};
}
static void computeMain() {
    f_bwd_Grads t_1 = f_bwd(Index{2u}, 10.0f, Index{4u}, 3.0f);
    outputBuffer.data[0u] = t_1.f0;
    return;
}
static f_bwd_Grads f_bwd(Index p_1, float p_2, Index p_3, float p_4) {
    uint32_t t_2 = p_1.i + 1u;
    float t_3 = data.data[t_2];
    DifferentialPtrPair_Index_ t_4 = DifferentialPtrPair_Index_{p_1, p_3};
    DifferentialPtrPair_Index_ t_5 = Index_shifted_fwd(t_4, 1);
    DifferentialPtrPair_Index_ t_6 = Index_shifted_fwd(DifferentialPtrPair_Index_{Index{t_2}, t_5.d}, 2);
    float t_7 = outputBuffer.data[t_6.d.i];
    outputBuffer.data[t_6.d.i] = t_7 + 2.0f * p_4;
    DifferentialPtrPair_Index_ t_8 = Index_shifted_fwd(t_4, 1);
    float t_9 = outputBuffer.data[t_8.d.i];
    outputBuffer.data[t_8.d.i] = t_9 + p_2 * p_4;
    return f_bwd_Grads{t_3 * p_4};
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
    data.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    data.data = {reinterpret_cast<float*>(buffer0.data()), data.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
