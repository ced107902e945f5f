struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Tuple_int_float_ {
    int32_t _0;
    float _1;
};
struct Tuple_float_Tuple_int_float_ {
    float _0;
    Tuple_int_float_ _1;
};
struct f_fwd_Result {
    Tuple_float_Tuple_int_float_ p;
    Tuple_float_Tuple_int_float_ d;
};
static RWStructuredBuffer outputBuffer;
static f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1);
static void computeMain();
static f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1) {
    float t = p._0;
    Tuple_int_float_ t_1 = p._1;
    int32_t t_2 = t_1._0;
    float t_3 = t_1._1;
    float t_4 = p_1._0;
    float t_5 = p_1._1._1;
    float t_6 = nsl::convert<float>(t_2);
    return f_fwd_Result{Tuple_float_Tuple_int_float_{t * t_3, Tuple_int_float_{t_2, t + t_6 * t_3}}, Tuple_float_Tuple_int_float_{t_3 * t_4 + t * t_5, Tuple_int_float_{0, t_4 + t_6 * t_5}}};
}
static void computeMain() {
    f_fwd_Result t_7 = f_fwd(Tuple_float_Tuple_int_float_{2.0f, Tuple_int_float_{3, 5.0f}}, Tuple_float_Tuple_int_float_{1.0f, Tuple_int_float_{0, 0.5f}});
    Tuple_float_Tuple_int_float_ t_8 = t_7.d;
    outputBuffer.data[0u] = t_8._0;
    outputBuffer.data[1u] = t_8._1._1;
    outputBuffer.data[2u] = t_7.p._1._1;
    outputBuffer.data[3u] = 7.0f;
    outputBuffer.data[4u] = 8.0f;
    outputBuffer.data[5u] = 3.0f;
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
