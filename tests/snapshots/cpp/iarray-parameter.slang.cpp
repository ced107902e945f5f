struct RWStructuredBuffer {
    nsl::rt_array<float> data;
    uint32_t count;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<float, 3> a = std::array<float, 3>{};
    a = std::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    float s;
    int32_t i;
    float s_1 = 0.0f;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = s_1;
            int32_t t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = a[i_1];
        int32_t t_3 = i_1 + 1;
        float t_4 = s_1 + t_2 * nsl::convert<float>(t_3);
        int32_t t_5 = t_3;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = s;
    nsl::vec<float, 4> a_1 = nsl::vec<float, 4>{};
    a_1 = nsl::make<nsl::vec<float, 4>>(4.0f, 3.0f, 2.0f, 1.0f);
    float s_2;
    int32_t i_2;
    float s_3 = 0.0f;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 4) {
        } else {
            float t_6 = s_3;
            int32_t t_7 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        float t_8 = a_1[i_3];
        int32_t t_9 = i_3 + 1;
        float t_10 = s_3 + t_8 * nsl::convert<float>(t_9);
        int32_t t_11 = t_9;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    std::array<int32_t, 5> a_2 = std::array<int32_t, 5>{};
    a_2 = std::array<int32_t, 5>{{3, 9, -2, 7, 4}};
    int32_t t_12 = a_2[0];
    int32_t m;
    int32_t i_4;
    int32_t m_1 = t_12;
    int32_t i_5 = 1;
    for (;;) {
        if (i_5 < 5) {
        } else {
            int32_t t_13 = m_1;
            int32_t t_14 = i_5;
            m = t_13;
            i_4 = t_14;
            break;
        }
        int32_t t_15 = a_2[i_5];
        int32_t t_16 = nsl::max(m_1, t_15);
        int32_t t_17 = i_5 + 1;
        m_1 = t_16;
        i_5 = t_17;
        continue;
    }
    outputBuffer.data[2u] = nsl::convert<float>(m);
    nsl::vec<float, 4> a_3 = nsl::vec<float, 4>{};
    a_3 = nsl::make<nsl::vec<float, 4>>(4.0f, 3.0f, 2.0f, 1.0f);
    float t_18 = a_3[0];
    float m_2;
    int32_t i_6;
    float m_3 = t_18;
    int32_t i_7 = 1;
    for (;;) {
        if (i_7 < 4) {
        } else {
            float t_19 = m_3;
            int32_t t_20 = i_7;
            m_2 = t_19;
            i_6 = t_20;
            break;
        }
        float t_21 = a_3[i_7];
        float t_22 = nsl::max(m_3, t_21);
        int32_t t_23 = i_7 + 1;
        m_3 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer.data[3u] = m_2;
    nsl::mat<float, 2, 3> a_4 = nsl::mat<float, 2, 3>{};
    a_4 = nsl::mat<float, 2, 3>{{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 3.0f), nsl::make<nsl::vec<float, 3>>(4.0f, 5.0f, 6.0f)}};
    nsl::vec<float, 3> t_24 = a_4[0];
    nsl::vec<float, 3> m_4;
    int32_t i_8;
    nsl::vec<float, 3> m_5 = t_24;
    int32_t i_9 = 1;
    for (;;) {
        if (i_9 < 2) {
        } else {
            nsl::vec<float, 3> t_25 = m_5;
            int32_t t_26 = i_9;
            m_4 = t_25;
            i_8 = t_26;
            break;
        }
        nsl::vec<float, 3> t_27 = a_4[i_9];
        nsl::vec<float, 3> t_28 = nsl::max(m_5, t_27);
        int32_t t_29 = i_9 + 1;
        m_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer.data[4u] = m_4.x + m_4.y * 10.0f + m_4.z * 100.0f;
    outputBuffer.data[5u] = 0.5f;
    outputBuffer.data[6u] = 1.5f;
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
