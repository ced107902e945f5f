struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Offsets {
    int32_t add;
    int32_t mul;
};
struct Job {
    int32_t bias;
};
struct EntryPointParams {
    Offsets offsets;
    Job job;
};
struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct StructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer base;
static EntryPointParams entryPointParams;
static RWStructuredBuffer entryPointParams_results;
static StructuredBuffer_1 entryPointParams_job_source;
static void computeMain();
static void computeMain() {
    int32_t t = entryPointParams.offsets.add;
    int32_t t_1 = entryPointParams.offsets.mul;
    int32_t t_2 = entryPointParams.job.bias;
    nsl::vec<uint32_t, 3> t_3 = GlobalInvocationId;
    uint32_t t_4 = nsl::convert<uint32_t>(nsl::convert<int32_t>(t_3.x));
    int32_t t_5 = base.data[t_4];
    int32_t t_6 = entryPointParams_job_source.data[t_4];
    entryPointParams_results.data[t_4] = t_5 * t_1 + t + (t_6 + t_2);
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
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    base.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    base.data = {reinterpret_cast<int32_t*>(buffer0.data()), base.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    entryPointParams_results.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    entryPointParams_results.data = {reinterpret_cast<int32_t*>(buffer1.data()), entryPointParams_results.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    entryPointParams_job_source.count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    entryPointParams_job_source.data = {reinterpret_cast<int32_t*>(buffer2.data()), entryPointParams_job_source.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "push.bin");
        std::memcpy(&entryPointParams, bytes.data(), std::min(bytes.size(), sizeof entryPointParams));
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
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
