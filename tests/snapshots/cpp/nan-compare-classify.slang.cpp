struct StructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputs;
static RWStructuredBuffer outputBuffer;
static int32_t compareMask(float x, float y);
static void computeMain();
static int32_t compareMask(float x, float y) {
    int32_t t;
    if (x == y) {
        t = 1;
    } else {
        t = 0;
    }
    int32_t t_1;
    if (x != y) {
        t_1 = 2;
    } else {
        t_1 = 0;
    }
    int32_t t_2;
    if (x < y) {
        t_2 = 4;
    } else {
        t_2 = 0;
    }
    int32_t t_3;
    if (x <= y) {
        t_3 = 8;
    } else {
        t_3 = 0;
    }
    int32_t t_4;
    if (x > y) {
        t_4 = 16;
    } else {
        t_4 = 0;
    }
    int32_t t_5;
    if (x >= y) {
        t_5 = 32;
    } else {
        t_5 = 0;
    }
    return t | t_1 | t_2 | t_3 | t_4 | t_5;
}
static void computeMain() {
    float t_6 = inputs.data[0u];
    float t_7 = inputs.data[1u];
    float t_8 = inputs.data[2u];
    float t_9 = inputs.data[3u];
    int32_t t_10 = compareMask(t_6, t_6);
    int32_t t_11 = compareMask(t_6, t_9);
    int32_t t_12 = compareMask(t_9, t_6);
    outputBuffer.data[0u] = t_10 | int32_t(t_11 << (8 & 31)) | int32_t(t_12 << (16 & 31));
    int32_t t_13 = compareMask(nsl::bitcast<float>(0xffc00000u), nsl::bitcast<float>(0xffc00000u));
    int32_t t_14 = compareMask(nsl::bitcast<float>(0xffc00000u), 1.0f);
    int32_t t_15 = compareMask(t_9, t_9);
    outputBuffer.data[1u] = t_13 | int32_t(t_14 << (8 & 31)) | int32_t(t_15 << (16 & 31));
    int32_t t_16;
    if (nsl::isnan(t_6)) {
        t_16 = 1;
    } else {
        t_16 = 0;
    }
    int32_t t_17;
    if (nsl::isinf(t_6)) {
        t_17 = 2;
    } else {
        t_17 = 0;
    }
    int32_t t_18;
    if (nsl::isfinite(t_6)) {
        t_18 = 4;
    } else {
        t_18 = 0;
    }
    int32_t t_19;
    if (nsl::isnan(t_7)) {
        t_19 = 1;
    } else {
        t_19 = 0;
    }
    int32_t t_20;
    if (nsl::isinf(t_7)) {
        t_20 = 2;
    } else {
        t_20 = 0;
    }
    int32_t t_21;
    if (nsl::isfinite(t_7)) {
        t_21 = 4;
    } else {
        t_21 = 0;
    }
    int32_t t_22;
    if (nsl::isnan(t_8)) {
        t_22 = 1;
    } else {
        t_22 = 0;
    }
    int32_t t_23;
    if (nsl::isinf(t_8)) {
        t_23 = 2;
    } else {
        t_23 = 0;
    }
    int32_t t_24;
    if (nsl::isfinite(t_8)) {
        t_24 = 4;
    } else {
        t_24 = 0;
    }
    int32_t t_25;
    if (nsl::isnan(t_9)) {
        t_25 = 1;
    } else {
        t_25 = 0;
    }
    int32_t t_26;
    if (nsl::isinf(t_9)) {
        t_26 = 2;
    } else {
        t_26 = 0;
    }
    int32_t t_27;
    if (nsl::isfinite(t_9)) {
        t_27 = 4;
    } else {
        t_27 = 0;
    }
    outputBuffer.data[2u] = t_16 | t_17 | t_18 | int32_t((t_19 | t_20 | t_21) << (4 & 31)) | int32_t((t_22 | t_23 | t_24) << (8 & 31)) | int32_t((t_25 | t_26 | t_27) << (12 & 31)) | 65536;
    nsl::vec<float, 3> t_28 = nsl::make<nsl::vec<float, 3>>(t_6, t_7, t_9);
    nsl::vec<bool, 3> t_29 = nsl::isnan(t_28);
    nsl::vec<bool, 3> t_30 = nsl::isinf(t_28);
    nsl::vec<bool, 3> t_31 = nsl::isfinite(t_28);
    int32_t t_32;
    if (t_29.x) {
        t_32 = 1;
    } else {
        t_32 = 0;
    }
    int32_t t_33;
    if (t_29.y) {
        t_33 = 2;
    } else {
        t_33 = 0;
    }
    int32_t t_34;
    if (t_29.z) {
        t_34 = 4;
    } else {
        t_34 = 0;
    }
    int32_t t_35;
    if (t_30.x) {
        t_35 = 8;
    } else {
        t_35 = 0;
    }
    int32_t t_36;
    if (t_30.y) {
        t_36 = 16;
    } else {
        t_36 = 0;
    }
    int32_t t_37;
    if (t_30.z) {
        t_37 = 32;
    } else {
        t_37 = 0;
    }
    int32_t t_38;
    if (t_31.x) {
        t_38 = 64;
    } else {
        t_38 = 0;
    }
    int32_t t_39;
    if (t_31.y) {
        t_39 = 128;
    } else {
        t_39 = 0;
    }
    int32_t t_40;
    if (t_31.z) {
        t_40 = 256;
    } else {
        t_40 = 0;
    }
    outputBuffer.data[3u] = t_32 | t_33 | t_34 | t_35 | t_36 | t_37 | t_38 | t_39 | t_40;
    nsl::vec<float, 2> t_41 = nsl::make<nsl::vec<float, 2>>(t_6, t_9);
    nsl::vec<bool, 2> t_42 = t_41 != t_41;
    nsl::vec<bool, 2> t_43 = t_41 == t_41;
    int32_t t_44;
    if (t_42.x) {
        t_44 = 1;
    } else {
        t_44 = 0;
    }
    int32_t t_45;
    if (t_42.y) {
        t_45 = 2;
    } else {
        t_45 = 0;
    }
    int32_t t_46;
    if (t_43.x) {
        t_46 = 4;
    } else {
        t_46 = 0;
    }
    int32_t t_47;
    if (t_43.y) {
        t_47 = 8;
    } else {
        t_47 = 0;
    }
    outputBuffer.data[4u] = t_44 | t_45 | t_46 | t_47;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(float));
    inputs.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    inputs.data = {reinterpret_cast<float*>(buffer0.data()), inputs.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer1.data()), outputBuffer.count};
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
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    return 0;
}
