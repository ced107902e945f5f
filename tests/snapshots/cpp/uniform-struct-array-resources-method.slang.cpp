struct Table {
    int32_t weight;
};
struct TableList {
    std::array<Table, 3> tables;
};
struct GlobalParams {
    TableList gList;
};
struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static StructuredBuffer gList_tables_data[3];
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = nsl::bitcast<nsl::vec<int32_t, 3>>(t).x;
    int32_t t_2 = nsl::rem(t_1, 3);
    int32_t t_3 = globalParams.gList.tables[0u].weight;
    int32_t t_4 = globalParams.gList.tables[1u].weight;
    int32_t t_5 = globalParams.gList.tables[2u].weight;
    std::array<int32_t, 3> t_6 = std::array<int32_t, 3>{};
    t_6[0u] = t_3;
    t_6[1u] = t_4;
    t_6[2u] = t_5;
    int32_t t_7 = t_6[t_2];
    uint32_t t_8 = nsl::convert<uint32_t>(t_1);
    int32_t t_9 = globalParams.gList.tables[0u].weight;
    int32_t t_10 = globalParams.gList.tables[1u].weight;
    int32_t t_11 = globalParams.gList.tables[2u].weight;
    std::array<int32_t, 3> t_12 = std::array<int32_t, 3>{};
    t_12[0u] = t_9;
    t_12[1u] = t_10;
    t_12[2u] = t_11;
    int32_t s;
    int32_t t_13;
    int32_t s_1 = 0;
    int32_t t_14 = 0;
    for (;;) {
        if (t_14 < 3) {
        } else {
            int32_t t_15 = s_1;
            int32_t t_16 = t_14;
            s = t_15;
            t_13 = t_16;
            break;
        }
        int32_t t_17 = t_12[t_14];
        int32_t t_18 = gList_tables_data[t_14].data[t_8];
        int32_t t_19 = s_1 + t_18 * t_17;
        int32_t t_20 = t_14 + 1;
        s_1 = t_19;
        t_14 = t_20;
        continue;
    }
    int32_t t_21 = gList_tables_data[t_2].data[nsl::convert<uint32_t>(3 - t_1)];
    outputBuffer.data[t_8] = s * 1000 + t_21 * t_7;
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
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_1_0.bin");
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    gList_tables_data[0].count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    gList_tables_data[0].data = {reinterpret_cast<int32_t*>(buffer0.data()), gList_tables_data[0].count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    gList_tables_data[1].count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    gList_tables_data[1].data = {reinterpret_cast<int32_t*>(buffer1.data()), gList_tables_data[1].count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_1_2.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    gList_tables_data[2].count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    gList_tables_data[2].data = {reinterpret_cast<int32_t*>(buffer2.data()), gList_tables_data[2].count};
    std::vector<unsigned char> buffer3 = nsl::read_file(dir, "b0_2.bin");
    buffer3.resize(buffer3.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer3.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer3.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
    }
    const uint32_t size[3] = {4, 1, 1};
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1_2.bin", buffer2);
    buffer3.resize(buffer3.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer3);
    nsl::save_addresses(dir);
    return 0;
}
