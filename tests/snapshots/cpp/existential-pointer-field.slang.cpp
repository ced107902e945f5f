struct RWStructuredBuffer {
    nsl::rt_array<uint32_t> data;
    uint32_t count;
};
struct IFoo_AnyValue16 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
    uint32_t d1;
    uint32_t d2;
    uint32_t d3;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<IFoo_AnyValue16> data;
    uint32_t count;
};
struct Linked {
    IFoo_AnyValue16* next;
    uint32_t value;
};
struct Plain {
    uint32_t value;
};
struct IFoo {
    uint32_t typeId;
    Linked p0;
    Plain p1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static RWStructuredBuffer outputBuffer;
static RWStructuredBuffer_1 objs;
static void computeMain();
static void computeMain() {
    uint32_t k;
    uint32_t k_1 = 0u;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            k = k_1;
            break;
        }
        IFoo t;
        for (;;) {
            if (k_1 == 0u) {
                IFoo_AnyValue16* l = ((IFoo_AnyValue16*)nullptr);
                IFoo_AnyValue16* t_1 = ((IFoo_AnyValue16*)uint64_t(0ull));
                l = t_1;
                IFoo_AnyValue16* t_2 = l;
                t = IFoo{0u, Linked{t_2, 5u}, Plain{0u}};
                break;
            }
            if (k_1 == 1u) {
                IFoo_AnyValue16* l_1 = ((IFoo_AnyValue16*)nullptr);
                IFoo_AnyValue16* t_3 = ((IFoo_AnyValue16*)uint64_t(30064771080ull));
                l_1 = t_3;
                IFoo_AnyValue16* t_4 = l_1;
                t = IFoo{0u, Linked{t_4, 6u}, Plain{0u}};
                break;
            }
            Linked t_5 = Linked{};
            Linked t_6 = t_5;
            t = IFoo{1u, t_6, Plain{21u}};
            break;
        }
        IFoo o = IFoo{};
        o = t;
        IFoo t_7 = o;
        IFoo t_8 = IFoo{};
        t_8 = t_7;
        IFoo t_9 = t_8;
        uint32_t t_10;
        switch (t_9.typeId) {
        case 0u:
        {
            Linked t_11 = t_9.p0;
            IFoo_AnyValue16* this_1 = ((IFoo_AnyValue16*)nullptr);
            IFoo_AnyValue16* t_12 = t_11.next;
            this_1 = t_12;
            IFoo_AnyValue16* t_13 = this_1;
            uint32_t t_14;
            if (((uint64_t)t_13) == uint64_t(0ull)) {
                t_14 = 100u;
            } else {
                IFoo_AnyValue16* t_15 = this_1;
                t_14 = nsl::convert<uint32_t>(uint64_t(((uint64_t)t_15) >> (uint64_t(32ull) & uint64_t(63ull))));
            }
            t_10 = t_11.value + t_14;
            break;
        }
        case 1u:
        {
            t_10 = t_9.p1.value * 2u;
            break;
        }
        default: {
            t_10 = 0u;
            break;
        }
        }
        outputBuffer.data[k_1] = t_10;
        IFoo t_16 = o;
        uint32_t t_17 = t_16.typeId;
        IFoo_AnyValue16 t_18;
        switch (t_17) {
        case 0u:
        {
            Linked t_19 = t_16.p0;
            IFoo_AnyValue16* t_20 = t_19.next;
            uint64_t t_21 = ((uint64_t)t_20);
            t_18 = IFoo_AnyValue16{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), nsl::convert<uint32_t>(t_21), nsl::convert<uint32_t>(uint64_t(t_21 >> (uint64_t(32ull) & uint64_t(63ull)))), t_19.value, 0u};
            break;
        }
        case 1u:
        {
            t_18 = IFoo_AnyValue16{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), t_16.p1.value, 0u, 0u, 0u};
            break;
        }
        default: {
            t_18 = IFoo_AnyValue16{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), 0u, 0u, 0u, 0u};
            break;
        }
        }
        objs.data[k_1].rtti = t_18.rtti;
        objs.data[k_1].witness = t_18.witness;
        objs.data[k_1].d0 = t_18.d0;
        objs.data[k_1].d1 = t_18.d1;
        objs.data[k_1].d2 = t_18.d2;
        objs.data[k_1].d3 = t_18.d3;
        nsl::vec<uint32_t, 2> t_22 = objs.data[k_1].witness;
        uint32_t t_23 = objs.data[k_1].d0;
        uint32_t t_24 = objs.data[k_1].d1;
        uint32_t t_25 = objs.data[k_1].d2;
        uint32_t t_26 = t_22.x;
        IFoo t_27;
        switch (t_26) {
        case 0u:
        {
            IFoo_AnyValue16* t_28 = ((IFoo_AnyValue16*)(uint64_t(nsl::convert<uint64_t>(t_24) << (uint64_t(32ull) & uint64_t(63ull))) | nsl::convert<uint64_t>(t_23)));
            t_27 = IFoo{t_26, Linked{t_28, t_25}, Plain{0u}};
            break;
        }
        case 1u:
        {
            Linked t_29 = Linked{};
            Linked t_30 = t_29;
            t_27 = IFoo{t_26, t_30, Plain{t_23}};
            break;
        }
        default: {
            Linked t_31 = Linked{};
            Linked t_32 = t_31;
            t_27 = IFoo{t_26, t_32, Plain{0u}};
            break;
        }
        }
        IFoo t_33 = IFoo{};
        t_33 = t_27;
        IFoo t_34 = t_33;
        uint32_t t_35;
        switch (t_34.typeId) {
        case 0u:
        {
            Linked t_36 = t_34.p0;
            IFoo_AnyValue16* this_2 = ((IFoo_AnyValue16*)nullptr);
            IFoo_AnyValue16* t_37 = t_36.next;
            this_2 = t_37;
            IFoo_AnyValue16* t_38 = this_2;
            uint32_t t_39;
            if (((uint64_t)t_38) == uint64_t(0ull)) {
                t_39 = 100u;
            } else {
                IFoo_AnyValue16* t_40 = this_2;
                t_39 = nsl::convert<uint32_t>(uint64_t(((uint64_t)t_40) >> (uint64_t(32ull) & uint64_t(63ull))));
            }
            t_35 = t_36.value + t_39;
            break;
        }
        case 1u:
        {
            t_35 = t_34.p1.value * 2u;
            break;
        }
        default: {
            t_35 = 0u;
            break;
        }
        }
        outputBuffer.data[3u + k_1] = t_35;
        k_1 = k_1 + 1u;
        continue;
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
    buffer0.resize(buffer0.size() + sizeof(uint32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(uint32_t)) / sizeof(uint32_t));
    outputBuffer.data = {reinterpret_cast<uint32_t*>(buffer0.data()), outputBuffer.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(IFoo_AnyValue16));
    objs.count = (uint32_t)((buffer1.size() - sizeof(IFoo_AnyValue16)) / sizeof(IFoo_AnyValue16));
    objs.data = {reinterpret_cast<IFoo_AnyValue16*>(buffer1.data()), objs.count};
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
    buffer0.resize(buffer0.size() - sizeof(uint32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(IFoo_AnyValue16));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    nsl::save_addresses(dir);
    return 0;
}
