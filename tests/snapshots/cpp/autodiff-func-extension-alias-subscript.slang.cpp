struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Weight_float_ {
    float k;
};
struct DifferentialPair_Weight_float_ {
    Weight_float_ p;
    Weight_float_ d;
};
struct DifferentialPair_float_ {
    float p;
    float d;
};
struct Row {
    nsl::vec<float, 3> v;
};
struct DifferentialPair_Row_ {
    Row p;
    Row d;
};
struct pick_bwd_Grads {
    Row f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void _func_extension_bwd_diff_916(DifferentialPair_Weight_float_& _func_extension_this, DifferentialPair_float_& x, float p);
static DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int32_t i);
static pick_bwd_Grads pick_bwd(Row p_2, int32_t p_3, float p_4);
static void computeMain();
static void _func_extension_bwd_diff_916(DifferentialPair_Weight_float_& _func_extension_this, DifferentialPair_float_& x, float p) {
    Weight_float_ t = _func_extension_this.p;
    float t_1 = x.p;
    Weight_float_ t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Weight_float_{t_2, Weight_float_{p * t_1 * t_1}};
    float t_3 = x.p;
    x = DifferentialPair_float_{t_3, p * 2.0f * t.k * t_1};
    return;
}
static DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int32_t i) {
    nsl::vec<float, 3> self = nsl::vec<float, 3>{};
    self = p_1.d.v;
    nsl::vec<float, 3> this_1 = nsl::vec<float, 3>{};
    this_1 = p_1.p.v;
    float t_4 = this_1[i];
    float t_5 = self[i];
    return DifferentialPair_float_{t_4 * 3.0f, t_5 * 3.0f};
}
static pick_bwd_Grads pick_bwd(Row p_2, int32_t p_3, float p_4) {
    nsl::vec<float, 3> this_2 = nsl::vec<float, 3>{};
    nsl::vec<float, 3> t_6 = p_2.v;
    this_2 = t_6;
    float t_7 = this_2[p_3];
    nsl::vec<float, 3> this_3 = nsl::vec<float, 3>{};
    this_3 = t_6;
    float t_8 = this_3[p_3];
    nsl::vec<float, 3> d = nsl::vec<float, 3>{};
    d = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    d[p_3] = t_7 * 3.0f * p_4 * 3.0f;
    nsl::vec<float, 3> t_9 = d;
    nsl::vec<float, 3> d_1 = nsl::vec<float, 3>{};
    d_1 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    d_1[p_3] = t_8 * 3.0f * p_4 * 3.0f;
    nsl::vec<float, 3> t_10 = d_1;
    return pick_bwd_Grads{Row{t_9 + t_10}};
}
static void computeMain() {
    DifferentialPair_Weight_float_ t_11 = DifferentialPair_Weight_float_{};
    t_11 = DifferentialPair_Weight_float_{Weight_float_{2.0f}, Weight_float_{0.0f}};
    DifferentialPair_float_ t_12 = DifferentialPair_float_{};
    t_12 = DifferentialPair_float_{5.0f, 0.0f};
    _func_extension_bwd_diff_916(t_11, t_12, 1.0f);
    DifferentialPair_Weight_float_ t_13 = t_11;
    DifferentialPair_float_ t_14 = t_12;
    outputBuffer.data[0u] = t_13.d.k;
    outputBuffer.data[1u] = t_14.d;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1177(DifferentialPair_Row_{Row{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 4.0f)}, Row{nsl::make<nsl::vec<float, 3>>(0.0f, 0.5f, 0.0f)}}, 1);
    float t_16 = t_15.p;
    DifferentialPair_float_ t_17 = _func_extension_fwd_diff_1177(DifferentialPair_Row_{Row{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 4.0f)}, Row{nsl::make<nsl::vec<float, 3>>(0.0f, 0.5f, 0.0f)}}, 1);
    float t_18 = t_17.p;
    outputBuffer.data[2u] = t_16 * t_18;
    outputBuffer.data[3u] = t_18 * t_15.d + t_16 * t_17.d;
    pick_bwd_Grads t_19 = pick_bwd(Row{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 4.0f)}, 2, 1.0f);
    nsl::vec<float, 3> t_20 = t_19.f0.v;
    outputBuffer.data[4u] = t_20.x;
    outputBuffer.data[5u] = t_20.y;
    outputBuffer.data[6u] = t_20.z;
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
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
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
