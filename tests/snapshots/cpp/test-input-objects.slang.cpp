struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Inner {
    nsl::vec<int32_t, 2> pair;
    float scale;
};
struct Params {
    int32_t first;
    Inner inner;
};
struct Plain {
    int32_t a;
    int32_t b;
};
struct GlobalParams {
    Params gParams;
    Plain gPlain;
    std::array<Plain, 2> gPlains;
    Plain p;
};
struct StructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static GlobalParams globalParams;
static StructuredBuffer gParams_data;
static RWStructuredBuffer_1 gOnly_buf;
static void computeMain();
static void computeMain() {
    int32_t t = globalParams.gParams.first;
    outputBuffer.data[0u] = t;
    int32_t t_1 = gParams_data.data[2u];
    outputBuffer.data[1u] = t_1;
    nsl::vec<int32_t, 2> t_2 = globalParams.gParams.inner.pair;
    outputBuffer.data[2u] = t_2.y;
    float t_3 = globalParams.gParams.inner.scale;
    outputBuffer.data[3u] = nsl::convert<int32_t>(t_3 * 2.0f);
    int32_t t_4 = gOnly_buf.data[1u];
    outputBuffer.data[4u] = t_4;
    int32_t t_5 = globalParams.gPlain.a;
    outputBuffer.data[5u] = t_5;
    int32_t t_6 = globalParams.gPlain.b;
    outputBuffer.data[6u] = t_6;
    int32_t t_7 = globalParams.gPlains[0].a;
    outputBuffer.data[7u] = t_7;
    int32_t t_8 = globalParams.gPlains[1].a;
    outputBuffer.data[8u] = t_8;
    int32_t t_9 = globalParams.gPlains[1].b;
    outputBuffer.data[9u] = t_9;
    int32_t t_10 = globalParams.p.b;
    outputBuffer.data[10u] = t_10;
    int32_t t_11 = globalParams.p.a;
    outputBuffer.data[11u] = t_11;
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
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_2.bin");
    buffer1.resize(buffer1.size() + sizeof(int32_t));
    gParams_data.count = (uint32_t)((buffer1.size() - sizeof(int32_t)) / sizeof(int32_t));
    gParams_data.data = {reinterpret_cast<int32_t*>(buffer1.data()), gParams_data.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_3.bin");
    buffer2.resize(buffer2.size() + sizeof(int32_t));
    gOnly_buf.count = (uint32_t)((buffer2.size() - sizeof(int32_t)) / sizeof(int32_t));
    gOnly_buf.data = {reinterpret_cast<int32_t*>(buffer2.data()), gOnly_buf.count};
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
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_1.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_2.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_3.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
