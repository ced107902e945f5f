struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct AddStep {
    float k;
};
struct MulStep {
    float k;
};
struct IStep {
    uint32_t typeId;
    AddStep p0;
    MulStep p1;
};
struct Tuple_IStep_float_ {
    IStep _0;
    float _1;
};
struct Optional_Tuple_IStep_float_ {
    Tuple_IStep_float_ value;
    bool hasValue;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    outputBuffer.data[0u] = 4.5f;
    std::array<Optional_Tuple_IStep_float_, 3> steps = std::array<Optional_Tuple_IStep_float_, 3>{};
    steps = std::array<Optional_Tuple_IStep_float_, 3>{{Optional_Tuple_IStep_float_{Tuple_IStep_float_{IStep{0u, AddStep{2.0f}, MulStep{0.0f}}, 0.5f}, true}, Optional_Tuple_IStep_float_{Tuple_IStep_float_{IStep{0u, AddStep{0.0f}, MulStep{0.0f}}, 0.0f}, false}, Optional_Tuple_IStep_float_{Tuple_IStep_float_{IStep{1u, AddStep{0.0f}, MulStep{3.0f}}, 2.0f}, true}}};
    float x;
    int32_t present;
    int32_t i;
    float x_1 = 1.0f;
    int32_t present_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = x_1;
            int32_t t_1 = present_1;
            int32_t t_2 = i_1;
            x = t;
            present = t_1;
            i = t_2;
            break;
        }
        Optional_Tuple_IStep_float_ t_3 = steps[i_1];
        float x_2;
        int32_t present_2;
        if (t_3.hasValue) {
            Tuple_IStep_float_ t_4 = t_3.value;
            IStep t_5 = t_4._0;
            float t_6;
            switch (t_5.typeId) {
            case 0u:
            {
                t_6 = x_1 + t_5.p0.k;
                break;
            }
            case 1u:
            {
                t_6 = x_1 * t_5.p1.k;
                break;
            }
            default: {
                t_6 = 0.0f;
                break;
            }
            }
            float t_7 = t_6 * t_4._1;
            int32_t t_8 = present_1 + 1;
            x_2 = t_7;
            present_2 = t_8;
        } else {
            float t_9 = x_1;
            int32_t t_10 = present_1;
            x_2 = t_9;
            present_2 = t_10;
        }
        float t_11 = x_2;
        int32_t t_12 = present_2;
        int32_t t_13 = i_1 + 1;
        x_1 = t_11;
        present_1 = t_12;
        i_1 = t_13;
        continue;
    }
    outputBuffer.data[1u] = x;
    outputBuffer.data[2u] = nsl::convert<float>(present);
    outputBuffer.data[3u] = 7.25f;
    bool t_14 = steps[1].hasValue;
    outputBuffer.data[4u] = nsl::select(t_14, 1.0f, 0.0f);
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
