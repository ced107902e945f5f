struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
struct Square {
    float side;
};
struct Rect {
    float w;
    float h;
};
struct IShape {
    uint32_t typeId;
    Square p0;
    Rect p1;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static void computeMain() {
    std::array<IShape, 3> shapes = std::array<IShape, 3>{};
    shapes[0] = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
    shapes[1] = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
    shapes[2] = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
    int32_t kinds;
    int32_t i;
    int32_t kinds_1 = 0;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int32_t t = kinds_1;
            int32_t t_1 = i_1;
            kinds = t;
            i = t_1;
            break;
        }
        IShape t_2 = shapes[i_1];
        int32_t kinds_2;
        if (t_2.typeId == 0u) {
            kinds_2 = kinds_1 + 1;
        } else {
            IShape t_3 = shapes[i_1];
            kinds_2 = nsl::select(t_3.typeId == 1u, kinds_1 + 10, kinds_1);
        }
        int32_t t_4 = kinds_2;
        int32_t t_5 = i_1 + 1;
        kinds_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[0u] = kinds;
    int32_t widths;
    int32_t i_2;
    int32_t widths_1 = 0;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int32_t t_6 = widths_1;
            int32_t t_7 = i_3;
            widths = t_6;
            i_2 = t_7;
            break;
        }
        IShape t_8 = shapes[i_3];
        int32_t widths_2 = nsl::select(t_8.typeId == 1u, widths_1 + 1000, widths_1);
        IShape t_9 = shapes[i_3];
        Rect t_10 = t_9.p1;
        int32_t widths_3;
        if (t_9.typeId == 1u) {
            float t_11 = t_10.w;
            widths_3 = widths_2 + (nsl::convert<int32_t>(t_11) * 100 + nsl::convert<int32_t>(t_11 * t_10.h));
        } else {
            widths_3 = widths_2;
        }
        int32_t t_12 = widths_3;
        int32_t t_13 = i_3 + 1;
        widths_1 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer.data[1u] = widths;
    outputBuffer.data[2u] = 9;
    outputBuffer.data[3u] = 0;
    outputBuffer.data[3u] = 7;
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
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
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
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
