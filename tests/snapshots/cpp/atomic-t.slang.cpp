struct Atomic_uint_ {
    uint32_t _value;
};
struct RWStructuredBuffer {
    nsl::rt_array<Atomic_uint_> data;
    uint32_t count;
};
struct Atomic_int_ {
    int32_t _value;
};
struct Record {
    uint32_t id;
    Atomic_int_ hits;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<Record> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> LocalInvocationId;
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer counters;
static RWStructuredBuffer_1 records;
static Atomic_uint_ groupCount;
static void computeMain();
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    nsl::vec<uint32_t, 3> t_1 = LocalInvocationId;
    uint32_t t_2 = t.x;
    bool t_3 = t_1.x == 0u;
    if (t_3) {
        groupCount._value = 0u;
    }
    nsl::barrier();
    uint32_t t_4 = nsl::atomic_add(counters.data[0u]._value, 1u);
    uint32_t t_5 = nsl::atomic_add(counters.data[11u]._value, t_4);
    uint32_t t_6 = nsl::atomic_add(counters.data[1u]._value, t_2);
    uint32_t t_7 = nsl::atomic_max(counters.data[2u]._value, t_2 * 3u);
    uint32_t t_8 = nsl::atomic_min(counters.data[3u]._value, t_2 + 7u);
    uint32_t t_9 = nsl::atomic_or(counters.data[4u]._value, uint32_t(1u << (nsl::rem(t_2, 32u) & 31u)));
    uint32_t t_10 = nsl::atomic_and(counters.data[5u]._value, uint32_t(~uint32_t(1u << (nsl::rem(t_2, 16u) & 31u))));
    uint32_t t_11 = nsl::atomic_xor(counters.data[6u]._value, uint32_t(1u << (nsl::rem(t_2, 5u) & 31u)));
    uint32_t t_12 = nsl::atomic_add(counters.data[7u]._value, 1u);
    uint32_t t_13 = nsl::atomic_add(counters.data[8u]._value, 4294967294u);
    uint32_t t_14 = nsl::atomic_add(counters.data[9u]._value, 4294967295u);
    uint32_t t_15 = nsl::atomic_add(counters.data[10u]._value, 3u);
    uint32_t t_16 = nsl::atomic_add(counters.data[12u]._value, 1u);
    uint32_t t_17 = nsl::atomic_add(counters.data[12u]._value, 4294967295u);
    uint32_t t_18 = nsl::rem(t_2, 2u);
    int32_t t_19 = nsl::atomic_add(records.data[t_18].hits._value, nsl::select(t_18 == 0u, 1, -1));
    int32_t t_20 = nsl::atomic_max(records.data[2u].hits._value, nsl::convert<int32_t>(t_2));
    uint32_t t_21 = nsl::atomic_add(groupCount._value, 1u);
    nsl::barrier();
    if (t_3) {
        Atomic_uint_ t_22 = groupCount;
        uint32_t t_23 = nsl::atomic_add(counters.data[13u]._value, t_22._value);
        uint32_t t_24 = nsl::div(t_2, 32u);
        uint32_t t_25 = nsl::atomic_exchange(counters.data[14u + t_24]._value, 5u + t_24);
        uint32_t t_26 = nsl::atomic_exchange(counters.data[14u + t_24]._value, 9u);
        uint32_t t_27 = nsl::atomic_cmpxchg(counters.data[14u + t_24]._value, 9u, t_26 * 10u);
        uint32_t t_28 = nsl::atomic_cmpxchg(counters.data[14u + t_24]._value, 1u, 77u);
        uint32_t t_29 = nsl::atomic_add(counters.data[14u + t_24]._value, t_27 * 1000u + t_28 * 100000u);
    }
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
    buffer0.resize(buffer0.size() + sizeof(Atomic_uint_));
    counters.count = (uint32_t)((buffer0.size() - sizeof(Atomic_uint_)) / sizeof(Atomic_uint_));
    counters.data = {reinterpret_cast<Atomic_uint_*>(buffer0.data()), counters.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(Record));
    records.count = (uint32_t)((buffer1.size() - sizeof(Record)) / sizeof(Record));
    records.data = {reinterpret_cast<Record*>(buffer1.data()), records.count};
    const uint32_t size[3] = {32, 1, 1};
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
                LocalInvocationId = {lx, ly, lz};
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(Atomic_uint_));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(Record));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
