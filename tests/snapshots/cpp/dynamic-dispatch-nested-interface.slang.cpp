struct ILight_AnyValue40 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
    uint32_t d1;
    uint32_t d2;
    uint32_t d3;
    uint32_t d4;
    uint32_t d5;
    uint32_t d6;
    uint32_t d7;
    uint32_t d8;
    uint32_t d9;
};
struct StructuredBuffer {
    nsl::rt_array<ILight_AnyValue40> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<ILight_AnyValue40> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Linear {
    float k;
};
struct Quad {
    float a;
    float b;
};
struct IFalloff {
    uint32_t typeId;
    Linear p0;
    Quad p1;
};
struct Spot {
    nsl::vec<float, 3> color;
    IFalloff falloff;
};
struct Flat {
    float v;
};
struct ILight {
    uint32_t typeId;
    Spot p0;
    Flat p1;
};
struct IFalloff_AnyValue8 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
    uint32_t d1;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer lights;
static RWStructuredBuffer scratch;
static RWStructuredBuffer_1 outputBuffer;
static float Spot_power(Spot p, float d);
static void computeMain();
static float Spot_power(Spot p, float d) {
    nsl::vec<float, 3> t = p.color;
    IFalloff t_1 = p.falloff;
    float t_2;
    switch (t_1.typeId) {
    case 4u:
    {
        t_2 = 1.0f - t_1.p0.k * d;
        break;
    }
    case 7u:
    {
        Quad t_3 = t_1.p1;
        t_2 = t_3.a / (1.0f + t_3.b * d * d);
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return (t.x + t.y + t.z) * t_2;
}
static void computeMain() {
    nsl::vec<uint32_t, 3> t_4 = GlobalInvocationId;
    nsl::vec<uint32_t, 2> t_5 = lights.data[0u].witness;
    uint32_t t_6 = lights.data[0u].d0;
    uint32_t t_7 = lights.data[0u].d1;
    uint32_t t_8 = lights.data[0u].d2;
    uint32_t t_9 = lights.data[0u].d5;
    uint32_t t_10 = lights.data[0u].d7;
    uint32_t t_11 = lights.data[0u].d8;
    uint32_t t_12 = t_5.x;
    ILight t_13;
    switch (t_12) {
    case 1u:
    {
        IFalloff t_14;
        switch (t_9) {
        case 4u:
        {
            t_14 = IFalloff{t_9, Linear{nsl::bitcast<float>(t_10)}, Quad{0.0f, 0.0f}};
            break;
        }
        case 7u:
        {
            t_14 = IFalloff{t_9, Linear{0.0f}, Quad{nsl::bitcast<float>(t_10), nsl::bitcast<float>(t_11)}};
            break;
        }
        default: {
            t_14 = IFalloff{t_9, Linear{0.0f}, Quad{0.0f, 0.0f}};
            break;
        }
        }
        t_13 = ILight{t_12, Spot{nsl::make<nsl::vec<float, 3>>(nsl::bitcast<float>(t_6), nsl::bitcast<float>(t_7), nsl::bitcast<float>(t_8)), t_14}, Flat{0.0f}};
        break;
    }
    case 2u:
    {
        t_13 = ILight{t_12, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{nsl::bitcast<float>(t_6)}};
        break;
    }
    default: {
        t_13 = ILight{t_12, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{0.0f}};
        break;
    }
    }
    float t_15;
    switch (t_13.typeId) {
    case 1u:
    {
        float t_16 = Spot_power(t_13.p0, 1.0f);
        t_15 = t_16;
        break;
    }
    case 2u:
    {
        t_15 = t_13.p1.v;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_15;
    nsl::vec<uint32_t, 2> t_17 = lights.data[1u].witness;
    uint32_t t_18 = lights.data[1u].d0;
    uint32_t t_19 = lights.data[1u].d1;
    uint32_t t_20 = lights.data[1u].d2;
    uint32_t t_21 = lights.data[1u].d5;
    uint32_t t_22 = lights.data[1u].d7;
    uint32_t t_23 = lights.data[1u].d8;
    uint32_t t_24 = t_17.x;
    ILight t_25;
    switch (t_24) {
    case 1u:
    {
        IFalloff t_26;
        switch (t_21) {
        case 4u:
        {
            t_26 = IFalloff{t_21, Linear{nsl::bitcast<float>(t_22)}, Quad{0.0f, 0.0f}};
            break;
        }
        case 7u:
        {
            t_26 = IFalloff{t_21, Linear{0.0f}, Quad{nsl::bitcast<float>(t_22), nsl::bitcast<float>(t_23)}};
            break;
        }
        default: {
            t_26 = IFalloff{t_21, Linear{0.0f}, Quad{0.0f, 0.0f}};
            break;
        }
        }
        t_25 = ILight{t_24, Spot{nsl::make<nsl::vec<float, 3>>(nsl::bitcast<float>(t_18), nsl::bitcast<float>(t_19), nsl::bitcast<float>(t_20)), t_26}, Flat{0.0f}};
        break;
    }
    case 2u:
    {
        t_25 = ILight{t_24, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{nsl::bitcast<float>(t_18)}};
        break;
    }
    default: {
        t_25 = ILight{t_24, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{0.0f}};
        break;
    }
    }
    float t_27;
    switch (t_25.typeId) {
    case 1u:
    {
        float t_28 = Spot_power(t_25.p0, 1.0f);
        t_27 = t_28;
        break;
    }
    case 2u:
    {
        t_27 = t_25.p1.v;
        break;
    }
    default: {
        t_27 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_27;
    IFalloff s;
    if (nsl::convert<int32_t>(t_4.x) == 0) {
        s = IFalloff{4u, Linear{0.25f}, Quad{0.0f, 0.0f}};
    } else {
        s = IFalloff{7u, Linear{0.0f}, Quad{3.0f, 1.0f}};
    }
    uint32_t t_29 = s.typeId;
    IFalloff_AnyValue8 t_30;
    switch (t_29) {
    case 4u:
    {
        t_30 = IFalloff_AnyValue8{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_29, 0u), nsl::bitcast<uint32_t>(s.p0.k), 0u};
        break;
    }
    case 7u:
    {
        Quad t_31 = s.p1;
        t_30 = IFalloff_AnyValue8{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_29, 0u), nsl::bitcast<uint32_t>(t_31.a), nsl::bitcast<uint32_t>(t_31.b)};
        break;
    }
    default: {
        t_30 = IFalloff_AnyValue8{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_29, 0u), 0u, 0u};
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_32 = t_30.rtti;
    nsl::vec<uint32_t, 2> t_33 = t_30.witness;
    scratch.data[0u].rtti = nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u);
    scratch.data[0u].witness = nsl::make<nsl::vec<uint32_t, 2>>(1u, 0u);
    scratch.data[0u].d0 = 1056964608u;
    scratch.data[0u].d1 = 1056964608u;
    scratch.data[0u].d2 = 1065353216u;
    scratch.data[0u].d3 = t_32.x;
    scratch.data[0u].d4 = t_32.y;
    scratch.data[0u].d5 = t_33.x;
    scratch.data[0u].d6 = t_33.y;
    scratch.data[0u].d7 = t_30.d0;
    scratch.data[0u].d8 = t_30.d1;
    scratch.data[0u].d9 = 0u;
    nsl::vec<uint32_t, 2> t_34 = scratch.data[0u].witness;
    uint32_t t_35 = scratch.data[0u].d0;
    uint32_t t_36 = scratch.data[0u].d1;
    uint32_t t_37 = scratch.data[0u].d2;
    uint32_t t_38 = scratch.data[0u].d5;
    uint32_t t_39 = scratch.data[0u].d7;
    uint32_t t_40 = scratch.data[0u].d8;
    uint32_t t_41 = t_34.x;
    ILight t_42;
    switch (t_41) {
    case 1u:
    {
        IFalloff t_43;
        switch (t_38) {
        case 4u:
        {
            t_43 = IFalloff{t_38, Linear{nsl::bitcast<float>(t_39)}, Quad{0.0f, 0.0f}};
            break;
        }
        case 7u:
        {
            t_43 = IFalloff{t_38, Linear{0.0f}, Quad{nsl::bitcast<float>(t_39), nsl::bitcast<float>(t_40)}};
            break;
        }
        default: {
            t_43 = IFalloff{t_38, Linear{0.0f}, Quad{0.0f, 0.0f}};
            break;
        }
        }
        t_42 = ILight{t_41, Spot{nsl::make<nsl::vec<float, 3>>(nsl::bitcast<float>(t_35), nsl::bitcast<float>(t_36), nsl::bitcast<float>(t_37)), t_43}, Flat{0.0f}};
        break;
    }
    case 2u:
    {
        t_42 = ILight{t_41, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{nsl::bitcast<float>(t_35)}};
        break;
    }
    default: {
        t_42 = ILight{t_41, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{0.0f}};
        break;
    }
    }
    float t_44;
    switch (t_42.typeId) {
    case 1u:
    {
        float t_45 = Spot_power(t_42.p0, 2.0f);
        t_44 = t_45;
        break;
    }
    case 2u:
    {
        t_44 = t_42.p1.v;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_44;
    float t_46 = Spot_power(Spot{nsl::make<nsl::vec<float, 3>>(1.0f, 1.0f, 1.0f), IFalloff{7u, Linear{0.0f}, Quad{6.0f, 0.5f}}}, 2.0f);
    outputBuffer.data[3u] = t_46;
    float t_47 = Spot_power(Spot{nsl::make<nsl::vec<float, 3>>(0.5f, 0.5f, 1.0f), IFalloff{7u, Linear{0.0f}, Quad{3.0f, 1.0f}}}, 1.0f);
    outputBuffer.data[4u] = t_47;
    nsl::vec<uint32_t, 2> t_48 = lights.data[0u].witness;
    uint32_t t_49 = lights.data[0u].d0;
    uint32_t t_50 = lights.data[0u].d1;
    uint32_t t_51 = lights.data[0u].d2;
    uint32_t t_52 = lights.data[0u].d5;
    uint32_t t_53 = lights.data[0u].d7;
    uint32_t t_54 = lights.data[0u].d8;
    uint32_t t_55 = t_48.x;
    ILight t_56;
    switch (t_55) {
    case 1u:
    {
        IFalloff t_57;
        switch (t_52) {
        case 4u:
        {
            t_57 = IFalloff{t_52, Linear{nsl::bitcast<float>(t_53)}, Quad{0.0f, 0.0f}};
            break;
        }
        case 7u:
        {
            t_57 = IFalloff{t_52, Linear{0.0f}, Quad{nsl::bitcast<float>(t_53), nsl::bitcast<float>(t_54)}};
            break;
        }
        default: {
            t_57 = IFalloff{t_52, Linear{0.0f}, Quad{0.0f, 0.0f}};
            break;
        }
        }
        t_56 = ILight{t_55, Spot{nsl::make<nsl::vec<float, 3>>(nsl::bitcast<float>(t_49), nsl::bitcast<float>(t_50), nsl::bitcast<float>(t_51)), t_57}, Flat{0.0f}};
        break;
    }
    case 2u:
    {
        t_56 = ILight{t_55, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{nsl::bitcast<float>(t_49)}};
        break;
    }
    default: {
        t_56 = ILight{t_55, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{0.0f}};
        break;
    }
    }
    float t_58;
    switch (t_56.typeId) {
    case 1u:
    {
        float t_59 = Spot_power(t_56.p0, 0.0f);
        t_58 = t_59;
        break;
    }
    case 2u:
    {
        t_58 = t_56.p1.v;
        break;
    }
    default: {
        t_58 = 0.0f;
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_60 = scratch.data[0u].witness;
    uint32_t t_61 = scratch.data[0u].d0;
    uint32_t t_62 = scratch.data[0u].d1;
    uint32_t t_63 = scratch.data[0u].d2;
    uint32_t t_64 = scratch.data[0u].d5;
    uint32_t t_65 = scratch.data[0u].d7;
    uint32_t t_66 = scratch.data[0u].d8;
    uint32_t t_67 = t_60.x;
    ILight t_68;
    switch (t_67) {
    case 1u:
    {
        IFalloff t_69;
        switch (t_64) {
        case 4u:
        {
            t_69 = IFalloff{t_64, Linear{nsl::bitcast<float>(t_65)}, Quad{0.0f, 0.0f}};
            break;
        }
        case 7u:
        {
            t_69 = IFalloff{t_64, Linear{0.0f}, Quad{nsl::bitcast<float>(t_65), nsl::bitcast<float>(t_66)}};
            break;
        }
        default: {
            t_69 = IFalloff{t_64, Linear{0.0f}, Quad{0.0f, 0.0f}};
            break;
        }
        }
        t_68 = ILight{t_67, Spot{nsl::make<nsl::vec<float, 3>>(nsl::bitcast<float>(t_61), nsl::bitcast<float>(t_62), nsl::bitcast<float>(t_63)), t_69}, Flat{0.0f}};
        break;
    }
    case 2u:
    {
        t_68 = ILight{t_67, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{nsl::bitcast<float>(t_61)}};
        break;
    }
    default: {
        t_68 = ILight{t_67, Spot{nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 0.0f), IFalloff{0u, Linear{0.0f}, Quad{0.0f, 0.0f}}}, Flat{0.0f}};
        break;
    }
    }
    float t_70;
    switch (t_68.typeId) {
    case 1u:
    {
        float t_71 = Spot_power(t_68.p0, 0.0f);
        t_70 = t_71;
        break;
    }
    case 2u:
    {
        t_70 = t_68.p1.v;
        break;
    }
    default: {
        t_70 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_58 + t_70;
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
    buffer0.resize(buffer0.size() + sizeof(ILight_AnyValue40));
    lights.count = (uint32_t)((buffer0.size() - sizeof(ILight_AnyValue40)) / sizeof(ILight_AnyValue40));
    lights.data = {reinterpret_cast<ILight_AnyValue40*>(buffer0.data()), lights.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(ILight_AnyValue40));
    scratch.count = (uint32_t)((buffer1.size() - sizeof(ILight_AnyValue40)) / sizeof(ILight_AnyValue40));
    scratch.data = {reinterpret_cast<ILight_AnyValue40*>(buffer1.data()), scratch.count};
    std::vector<unsigned char> buffer2 = nsl::read_file(dir, "b0_2.bin");
    buffer2.resize(buffer2.size() + sizeof(float));
    outputBuffer.count = (uint32_t)((buffer2.size() - sizeof(float)) / sizeof(float));
    outputBuffer.data = {reinterpret_cast<float*>(buffer2.data()), outputBuffer.count};
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
    buffer0.resize(buffer0.size() - sizeof(ILight_AnyValue40));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(ILight_AnyValue40));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(float));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    nsl::save_addresses(dir);
    return 0;
}
