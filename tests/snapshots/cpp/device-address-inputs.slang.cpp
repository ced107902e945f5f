struct Node {
    int32_t value;
    int32_t* next;
};
struct Params {
    int32_t scale;
    int32_t* results;
};
struct GlobalParams {
    int32_t* values;
    Node* nodes;
    uint64_t raw;
    Params params;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct EntryPointParams {
    int32_t* extra;
};
static GlobalParams globalParams;
static RWStructuredBuffer outputBuffer;
static EntryPointParams entryPointParams;
static void computeMain();
static void computeMain() {
    int32_t* t = entryPointParams.extra;
    int32_t* extra = ((int32_t*)nullptr);
    extra = t;
    int32_t* t_1 = globalParams.values;
    int32_t t_2 = t_1[2];
    outputBuffer.data[0u] = t_2;
    Node* t_3 = globalParams.nodes;
    int32_t t_4 = t_3[0].value;
    Node* t_5 = globalParams.nodes;
    int32_t* t_6 = t_5[0].next;
    int32_t t_7 = t_6[1];
    outputBuffer.data[1u] = t_4 + t_7;
    Node* t_8 = globalParams.nodes;
    int32_t t_9 = t_8[1].value;
    Node* t_10 = globalParams.nodes;
    int32_t* t_11 = t_10[1].next;
    int32_t t_12 = t_11[3];
    outputBuffer.data[2u] = t_9 + t_12;
    uint64_t t_13 = globalParams.raw;
    int32_t* t_14 = ((int32_t*)t_13);
    int32_t* t_15 = ((int32_t*)nullptr);
    t_15 = t_14;
    int32_t* t_16 = t_15;
    int32_t t_17 = t_16[2];
    outputBuffer.data[3u] = t_17;
    int32_t* t_18 = extra;
    int32_t t_19 = t_18[1];
    outputBuffer.data[4u] = t_19;
    int32_t* t_20 = globalParams.values;
    t_20[0] = 11;
    Node* t_21 = globalParams.nodes;
    int32_t* t_22 = t_21[1].next;
    int32_t t_23 = t_22[0];
    outputBuffer.data[5u] = t_23;
    int32_t* t_24 = globalParams.params.results;
    int32_t t_25 = globalParams.params.scale;
    int32_t* t_26 = globalParams.values;
    int32_t t_27 = t_26[1];
    t_24[0] = t_25 * t_27;
    int32_t* t_28 = globalParams.params.results;
    int32_t t_29 = globalParams.params.scale;
    int32_t* t_30 = extra;
    int32_t t_31 = t_30[0];
    t_28[1] = t_29 * t_31;
    int32_t* t_32 = globalParams.params.results;
    t_32[2] = -1;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_1.bin");
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
    }
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "push.bin");
        std::memcpy(&entryPointParams, bytes.data(), std::min(bytes.size(), sizeof entryPointParams));
    }
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
