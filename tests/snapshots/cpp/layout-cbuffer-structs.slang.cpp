struct One {
    float x;
};
struct Two {
    One o;
    float y;
};
struct Params {
    One a;
    float b;
    std::array<One, 2> arr;
    Two t;
    float c;
};
struct GlobalParams {
    Params params;
};
struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static GlobalParams globalParams;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    float t = globalParams.params.a.x;
    outputBuffer.data[0u] = t;
    float t_1 = globalParams.params.b;
    outputBuffer.data[1u] = t_1;
    float t_2 = globalParams.params.arr[0].x;
    outputBuffer.data[2u] = t_2;
    float t_3 = globalParams.params.arr[1].x;
    outputBuffer.data[3u] = t_3;
    float t_4 = globalParams.params.t.o.x;
    outputBuffer.data[4u] = t_4;
    float t_5 = globalParams.params.t.y;
    outputBuffer.data[5u] = t_5;
    float t_6 = globalParams.params.c;
    outputBuffer.data[6u] = t_6;
    float t_7 = globalParams.params.arr[1].x;
    float t_8 = globalParams.params.t.y;
    outputBuffer.data[7u] = t_7 + t_8;
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
    buffer0.resize(buffer0.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer0.data()), outputBuffer.count};
    {
        std::vector<unsigned char> bytes = nsl::read_file(dir, "b0_0.bin");
        std::memcpy(&globalParams, bytes.data(), std::min(bytes.size(), sizeof globalParams));
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
                GlobalInvocationId = {gx * size[0] + lx, gy * size[1] + ly, gz * size[2] + lz};
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
