struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct IShape_area_dispatch_fwd_Result {
    float p;
    float d;
};
struct IShape {
    uint32_t typeId;
};
struct IShape_area_dispatch_1_fwd_Result {
    float p;
    float d;
};
struct IShape_blend_dispatch_fwd_Result {
    float p;
    float d;
};
struct IShape_blend_dispatch_1_bwd_Grads {
    float f0;
    float f1;
};
struct IShape_area_dispatch_2_bwd_Grads {
    float f0;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2);
static IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5);
static IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10);
static IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14);
static IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    uint32_t t_1 = t.x;
    IShape t_2;
    switch (t_1) {
    case 0u:
    {
        t_2 = IShape{t_1};
        break;
    }
    case 1u:
    {
        t_2 = IShape{t_1};
        break;
    }
    default: {
        t_2 = IShape{t_1};
        break;
    }
    }
    uint32_t t_3 = t_1 + 1u;
    IShape t_4;
    switch (t_3) {
    case 0u:
    {
        t_4 = IShape{t_3};
        break;
    }
    case 1u:
    {
        t_4 = IShape{t_3};
        break;
    }
    default: {
        t_4 = IShape{t_3};
        break;
    }
    }
    IShape_area_dispatch_fwd_Result t_5 = IShape_area_dispatch_fwd(t_2, 3.0f, 1.0f);
    outputBuffer.data[0u] = t_5.d;
    IShape_area_dispatch_1_fwd_Result t_6 = IShape_area_dispatch_1_fwd(t_4, 2.0f, 1.0f);
    outputBuffer.data[1u] = t_6.d;
    IShape_blend_dispatch_fwd_Result t_7 = IShape_blend_dispatch_fwd(t_2, 2.0f, 1.0f, 5.0f, 0.5f);
    outputBuffer.data[2u] = t_7.p;
    outputBuffer.data[3u] = t_7.d;
    IShape_blend_dispatch_1_bwd_Grads t_8 = IShape_blend_dispatch_1_bwd(t_4, 2.0f, 4.0f, 2.0f);
    outputBuffer.data[4u] = t_8.f0;
    outputBuffer.data[5u] = t_8.f1;
    IShape_area_dispatch_2_bwd_Grads t_9 = IShape_area_dispatch_2_bwd(t_2, 2.0f, 0.5f);
    outputBuffer.data[6u] = t_9.f0;
    outputBuffer.data[7u] = 2.0f;
    return;
}
static IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2) {
    float t_10;
    float t_11;
    switch (p.typeId) {
    case 0u:
    {
        float t_12 = p_1 * p_2;
        float t_13 = p_1 * p_1;
        float t_14 = t_12 + t_12;
        t_10 = t_13;
        t_11 = t_14;
        break;
    }
    case 1u:
    {
        float t_15 = p_1 * p_1;
        float t_16 = p_1 * p_2;
        float t_17 = t_15 * p_1;
        float t_18 = p_1 * (t_16 + t_16) + t_15 * p_2;
        t_10 = t_17;
        t_11 = t_18;
        break;
    }
    default: {
        float t_19 = 0.0f;
        float t_20 = 0.0f;
        t_10 = t_19;
        t_11 = t_20;
        break;
    }
    }
    return IShape_area_dispatch_fwd_Result{t_10, t_11};
}
static IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5) {
    float t_21;
    float t_22;
    switch (p_3.typeId) {
    case 0u:
    {
        float t_23 = p_4 * p_5;
        float t_24 = p_4 * p_4;
        float t_25 = t_23 + t_23;
        t_21 = t_24;
        t_22 = t_25;
        break;
    }
    case 1u:
    {
        float t_26 = p_4 * p_4;
        float t_27 = p_4 * p_5;
        float t_28 = t_26 * p_4;
        float t_29 = p_4 * (t_27 + t_27) + t_26 * p_5;
        t_21 = t_28;
        t_22 = t_29;
        break;
    }
    default: {
        float t_30 = 0.0f;
        float t_31 = 0.0f;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    }
    return IShape_area_dispatch_1_fwd_Result{t_21, t_22};
}
static IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10) {
    float t_32;
    float t_33;
    switch (p_6.typeId) {
    case 0u:
    {
        float t_34 = p_7 * p_9;
        float t_35 = p_9 * p_8 + p_7 * p_10;
        t_32 = t_34;
        t_33 = t_35;
        break;
    }
    case 1u:
    {
        float t_36 = p_9 * p_10;
        float t_37 = 3.0f * p_7 + p_9 * p_9;
        float t_38 = 3.0f * p_8 + (t_36 + t_36);
        t_32 = t_37;
        t_33 = t_38;
        break;
    }
    default: {
        float t_39 = 0.0f;
        float t_40 = 0.0f;
        t_32 = t_39;
        t_33 = t_40;
        break;
    }
    }
    return IShape_blend_dispatch_fwd_Result{t_32, t_33};
}
static IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14) {
    float t_41;
    float t_42;
    switch (p_11.typeId) {
    case 0u:
    {
        float t_43 = p_13 * p_14;
        float t_44 = p_12 * p_14;
        t_41 = t_43;
        t_42 = t_44;
        break;
    }
    case 1u:
    {
        float t_45 = p_13 * p_14;
        float t_46 = 3.0f * p_14;
        float t_47 = t_45 + t_45;
        t_41 = t_46;
        t_42 = t_47;
        break;
    }
    default: {
        float t_48 = 0.0f;
        float t_49 = 0.0f;
        t_41 = t_48;
        t_42 = t_49;
        break;
    }
    }
    return IShape_blend_dispatch_1_bwd_Grads{t_41, t_42};
}
static IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17) {
    float t_50;
    switch (p_15.typeId) {
    case 0u:
    {
        float t_51 = p_16 * p_17;
        t_50 = t_51 + t_51;
        break;
    }
    case 1u:
    {
        float t_52 = p_16 * (p_16 * p_17);
        t_50 = p_16 * p_16 * p_17 + t_52 + t_52;
        break;
    }
    default: {
        t_50 = 0.0f;
        break;
    }
    }
    return IShape_area_dispatch_2_bwd_Grads{t_50};
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
