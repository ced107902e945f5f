struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Feather {
    int32_t g;
};
struct Stone {
    int32_t kg;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer output;
static void computeMain();
static int32_t total_Feather(Feather a, Feather b);
static int32_t total_Stone(Stone a_1, Stone b_1);
static void computeMain() {
    nsl::vec<uint32_t, 3> t = GlobalInvocationId;
    int32_t t_1 = total_Stone(Stone{3}, Stone{5});
    output.data[0u] = t_1;
    int32_t t_2 = total_Feather(Feather{7000}, Feather{2000});
    output.data[1u] = t_2;
    int32_t t_3 = total_Stone(Stone{5}, Stone{3});
    output.data[2u] = t_3 + 10000;
    int32_t t_4 = total_Feather(Feather{7000}, Feather{2000});
    output.data[3u] = t_4 + 10000;
    output.data[4u] = 5;
    output.data[5u] = 7 + nsl::convert<int32_t>(t.x);
    return;
}
static int32_t total_Feather(Feather a, Feather b) {
    int32_t t_5 = a.g;
    int32_t t_6 = b.g;
    Feather t_7;
    if (t_5 >= t_6) {
        t_7 = a;
    } else {
        t_7 = b;
    }
    return nsl::div(t_7.g, 1000) * 100 + nsl::div(t_5, 1000) + nsl::div(t_6, 1000);
}
static int32_t total_Stone(Stone a_1, Stone b_1) {
    int32_t t_8 = a_1.kg;
    int32_t t_9 = b_1.kg;
    Stone t_10;
    if (t_8 >= t_9) {
        t_10 = a_1;
    } else {
        t_10 = b_1;
    }
    return t_10.kg * 100 + t_8 + t_9;
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
    output.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    output.data = {reinterpret_cast<int32_t*>(buffer0.data()), output.count};
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
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
