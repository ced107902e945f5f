struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Cells {
    nsl::vec<float, 3> c;
};
struct Cells_subscript_set_bwd_Grads {
    Cells f0;
    float f1;
};
struct DifferentialPair_Cells_ {
    Cells p;
    Cells d;
};
struct DifferentialPair_float_ {
    float p;
    float d;
};
struct f_bwd_Grads {
    Cells f0;
    float f1;
};
struct f_fwd_Result {
    float p;
    float d;
};
static RWStructuredBuffer outputBuffer;
static Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(Cells& p, int32_t p_1, float p_2, Cells p_3);
static void _func_extension_fwd_diff_937(DifferentialPair_Cells_& p_4, int32_t i, DifferentialPair_float_ newValue);
static f_bwd_Grads f_bwd(Cells p_5, int32_t p_6, float p_7, float p_8);
static f_fwd_Result f_fwd(Cells p_9, Cells p_10, int32_t p_11, float p_12, float p_13);
static void computeMain();
static Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(Cells& p, int32_t p_1, float p_2, Cells p_3) {
    Cells t = p;
    float t_1 = 2.0f * p_2;
    nsl::vec<float, 3> t_2 = t.c;
    bool t_3 = p_1 == 0;
    nsl::vec<float, 3> t_4 = t_2;
    t_4.x = nsl::select(t_3, t_1, t_2.x);
    bool t_5 = p_1 == 1;
    nsl::vec<float, 3> t_6 = t_4;
    t_6.y = nsl::select(t_5, t_1, t_2.y);
    bool t_7 = p_1 == 2;
    nsl::vec<float, 3> t_8 = t_6;
    t_8.z = nsl::select(t_7, t_1, t_2.z);
    Cells t_9 = t;
    t_9.c = t_8;
    p = t_9;
    nsl::vec<float, 3> t_10 = p_3.c;
    nsl::vec<float, 3> t_11 = t_10;
    t_11.z = 0.0f;
    float t_12 = t_10.z;
    nsl::vec<float, 3> t_13 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_13.z = nsl::select(t_7, 0.0f, t_12);
    nsl::vec<float, 3> t_14 = t_11;
    t_14.y = 0.0f;
    float t_15 = t_10.y;
    nsl::vec<float, 3> t_16 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_16.y = nsl::select(t_5, 0.0f, t_15);
    nsl::vec<float, 3> t_17 = t_14;
    t_17.x = 0.0f;
    float t_18 = t_10.x;
    nsl::vec<float, 3> t_19 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_19.x = nsl::select(t_3, 0.0f, t_18);
    return Cells_subscript_set_bwd_Grads{Cells{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f) + (t_13 + t_16 + t_17 + t_19)}, 2.0f * (nsl::select(t_7, t_12, 0.0f) + nsl::select(t_5, t_15, 0.0f) + nsl::select(t_3, t_18, 0.0f))};
}
static void _func_extension_fwd_diff_937(DifferentialPair_Cells_& p_4, int32_t i, DifferentialPair_float_ newValue) {
    Cells t_20 = p_4.p;
    nsl::vec<float, 3> p_14 = nsl::vec<float, 3>{};
    p_14 = t_20.c;
    Cells t_21 = p_4.d;
    nsl::vec<float, 3> d = nsl::vec<float, 3>{};
    d = t_21.c;
    p_14[i] = 2.0f * newValue.p;
    d[i] = 2.0f * newValue.d;
    nsl::vec<float, 3> t_22 = p_14;
    nsl::vec<float, 3> t_23 = d;
    p_4 = DifferentialPair_Cells_{Cells{t_22}, Cells{t_23}};
    return;
}
static f_bwd_Grads f_bwd(Cells p_5, int32_t p_6, float p_7, float p_8) {
    nsl::vec<float, 3> t_24 = nsl::vec<float, 3>{};
    t_24 = p_5.c;
    nsl::vec<float, 3> t_25 = t_24;
    t_24[p_6] = 2.0f * p_7;
    nsl::vec<float, 3> t_26 = t_24;
    float t_27 = p_7 * p_8;
    nsl::vec<float, 3> t_28 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_28.z = t_27;
    nsl::vec<float, 3> t_29 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_29.y = t_27;
    nsl::vec<float, 3> t_30 = nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f);
    t_30.x = t_27;
    Cells t_31 = Cells{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)};
    t_31.c = t_28 + t_29 + t_30;
    Cells t_32 = Cells{};
    t_32 = Cells{t_25};
    Cells_subscript_set_bwd_Grads t_33 = Cells_subscript_set_bwd(t_32, p_6, p_7, t_31);
    Cells t_34 = Cells{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)};
    t_34.c = t_33.f0.c;
    return f_bwd_Grads{t_34, (t_26.x + t_26.y + t_26.z) * p_8 + t_33.f1};
}
static f_fwd_Result f_fwd(Cells p_9, Cells p_10, int32_t p_11, float p_12, float p_13) {
    DifferentialPair_Cells_ t_35 = DifferentialPair_Cells_{};
    t_35 = DifferentialPair_Cells_{p_9, p_10};
    _func_extension_fwd_diff_937(t_35, p_11, DifferentialPair_float_{p_12, p_13});
    DifferentialPair_Cells_ t_36 = t_35;
    nsl::vec<float, 3> t_37 = t_36.p.c;
    nsl::vec<float, 3> t_38 = t_36.d.c;
    float t_39 = t_37.x + t_37.y + t_37.z;
    return f_fwd_Result{t_39 * p_12, p_12 * (t_38.x + t_38.y + t_38.z) + t_39 * p_13};
}
static void computeMain() {
    f_fwd_Result t_40 = f_fwd(Cells{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f)}, Cells{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f)}, 1, 5.0f, 1.0f);
    outputBuffer.data[0u] = t_40.p;
    outputBuffer.data[1u] = t_40.d;
    f_fwd_Result t_41 = f_fwd(Cells{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f)}, Cells{nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f)}, 1, 5.0f, 0.0f);
    outputBuffer.data[2u] = t_41.d;
    f_bwd_Grads t_42 = f_bwd(Cells{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f)}, 1, 5.0f, 1.0f);
    nsl::vec<float, 3> t_43 = t_42.f0.c;
    outputBuffer.data[3u] = t_43.x;
    outputBuffer.data[4u] = t_43.y;
    outputBuffer.data[5u] = t_43.z;
    outputBuffer.data[6u] = t_42.f1;
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
