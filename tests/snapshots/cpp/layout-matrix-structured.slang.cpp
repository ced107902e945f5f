struct Params {
    nsl::mat<float, 3, 4> a;
    nsl::mat<float, 4, 3> b;
    nsl::mat<float, 2, 3> c;
};
struct RWStructuredBuffer {
    nsl::rt_array<Params> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer pbuf;
static RWStructuredBuffer_1 outputBuffer;
static void computeMain();
static void computeMain() {
    nsl::mat<float, 3, 4> t = pbuf.data[0u].a;
    nsl::vec<float, 3> t_1 = nsl::mul(t, nsl::make<nsl::vec<float, 4>>(1.0f, 10.0f, 100.0f, 1000.0f));
    nsl::mat<float, 3, 4> t_2 = pbuf.data[0u].a;
    nsl::vec<float, 4> t_3 = nsl::mul(nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f), t_2);
    nsl::mat<float, 4, 3> t_4 = pbuf.data[0u].b;
    nsl::vec<float, 4> t_5 = nsl::mul(t_4, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    nsl::mat<float, 4, 3> t_6 = pbuf.data[0u].b;
    nsl::vec<float, 3> t_7 = nsl::mul(nsl::make<nsl::vec<float, 4>>(1.0f, 10.0f, 100.0f, 1000.0f), t_6);
    nsl::mat<float, 2, 3> t_8 = pbuf.data[0u].c;
    nsl::vec<float, 2> t_9 = nsl::mul(t_8, nsl::make<nsl::vec<float, 3>>(1.0f, 10.0f, 100.0f));
    nsl::mat<float, 2, 3> t_10 = pbuf.data[0u].c;
    nsl::vec<float, 3> t_11 = nsl::mul(nsl::make<nsl::vec<float, 2>>(1.0f, 10.0f), t_10);
    outputBuffer.data[0u] = t_1.x;
    outputBuffer.data[1u] = t_1.y;
    outputBuffer.data[2u] = t_1.z;
    outputBuffer.data[3u] = t_3.x;
    outputBuffer.data[4u] = t_3.y;
    outputBuffer.data[5u] = t_3.z;
    outputBuffer.data[6u] = t_3.w;
    outputBuffer.data[7u] = t_5.x;
    outputBuffer.data[8u] = t_5.y;
    outputBuffer.data[9u] = t_5.z;
    outputBuffer.data[10u] = t_5.w;
    outputBuffer.data[11u] = t_7.x;
    outputBuffer.data[12u] = t_7.y;
    outputBuffer.data[13u] = t_7.z;
    outputBuffer.data[14u] = t_9.x;
    outputBuffer.data[15u] = t_9.y;
    outputBuffer.data[16u] = t_11.x;
    outputBuffer.data[17u] = t_11.y;
    outputBuffer.data[18u] = t_11.z;
    float t_12 = pbuf.data[0u].a[1][2];
    outputBuffer.data[19u] = t_12;
    float t_13 = pbuf.data[0u].b[3][1];
    outputBuffer.data[20u] = t_13;
    float t_14 = pbuf.data[0u].c[1][0];
    outputBuffer.data[21u] = t_14;
    nsl::mat<float, 3, 4> t_15 = pbuf.data[0u].a;
    outputBuffer.data[22u] = t_15[2].w;
    nsl::vec<float, 4> t_16 = pbuf.data[0u].a[2];
    outputBuffer.data[23u] = t_16.y;
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
    buffer0.resize(buffer0.size() + sizeof(Params));
    pbuf.count = (uint32_t)((buffer0.size() - sizeof(Params)) / sizeof(Params));
    pbuf.data = {reinterpret_cast<Params*>(buffer0.data()), pbuf.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer1.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer1.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(Params));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(float));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
