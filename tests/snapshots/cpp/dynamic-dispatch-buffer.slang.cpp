struct IValue_AnyValue12 {
    nsl::vec<uint32_t, 2> rtti;
    nsl::vec<uint32_t, 2> witness;
    uint32_t d0;
    uint32_t d1;
    uint32_t d2;
};
struct StructuredBuffer {
    nsl::rt_array<IValue_AnyValue12> data;
    uint32_t count;
};
struct RWStructuredBuffer {
    nsl::rt_array<IValue_AnyValue12> data;
    uint32_t count;
};
struct RWStructuredBuffer_1 {
    nsl::rt_array<float> data;
    uint32_t count;
};
struct Pair {
    uint32_t a;
    nsl::vec<float, 2> b;
};
struct Flag {
    bool on;
};
struct Scaled {
    float k;
    int32_t bias;
};
struct IValue {
    uint32_t typeId;
    Pair p0;
    Flag p1;
    Scaled p2;
};
static thread_local nsl::vec<uint32_t, 3> GlobalInvocationId;
static StructuredBuffer inputs;
static RWStructuredBuffer scratch;
static RWStructuredBuffer_1 outputBuffer;
static IValue pick(int32_t p);
static void computeMain();
static IValue pick(int32_t p) {
    if (p == 0) {
        return IValue{5u, Pair{1u, nsl::make<nsl::vec<float, 2>>(2.0f, 3.0f)}, Flag{false}, Scaled{0.0f, 0}};
    }
    if (p == 1) {
        Flag f = Flag{};
        f.on = false;
        Flag t = f;
        return IValue{0u, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, t, Scaled{0.0f, 0}};
    }
    return IValue{3u, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.5f, -2}};
}
static void computeMain() {
    int32_t i;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint32_t t_1 = nsl::convert<uint32_t>(i_1);
        nsl::vec<uint32_t, 2> t_2 = inputs.data[t_1].witness;
        uint32_t t_3 = inputs.data[t_1].d0;
        uint32_t t_4 = inputs.data[t_1].d1;
        uint32_t t_5 = inputs.data[t_1].d2;
        uint32_t t_6 = t_2.x;
        IValue t_7;
        switch (t_6) {
        case 5u:
        {
            t_7 = IValue{t_6, Pair{t_3, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_4), nsl::bitcast<float>(t_5))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_7 = IValue{t_6, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_3 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_7 = IValue{t_6, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_3), nsl::bitcast<int32_t>(t_4)}};
            break;
        }
        default: {
            t_7 = IValue{t_6, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_8;
        switch (t_7.typeId) {
        case 5u:
        {
            Pair this_1 = Pair{};
            this_1 = t_7.p0;
            uint32_t t_9 = this_1.a;
            nsl::vec<float, 2> t_10 = this_1.b;
            nsl::vec<float, 2> t_11 = this_1.b;
            t_8 = nsl::convert<float>(t_9) + t_10.x * 2.0f - t_11.y;
            break;
        }
        case 0u:
        {
            Flag this_2 = Flag{};
            this_2 = t_7.p1;
            bool t_12 = this_2.on;
            float t_13;
            if (t_12) {
                t_13 = 2.0f;
            } else {
                t_13 = -2.0f;
            }
            t_8 = t_13;
            break;
        }
        case 3u:
        {
            Scaled this_3 = Scaled{};
            this_3 = t_7.p2;
            float t_14 = this_3.k;
            int32_t t_15 = this_3.bias;
            t_8 = t_14 * 2.0f + nsl::convert<float>(t_15);
            break;
        }
        default: {
            t_8 = 0.0f;
            break;
        }
        }
        outputBuffer.data[t_1] = t_8;
        i_1 = i_1 + 1;
        continue;
    }
    int32_t i_2;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        IValue t_16 = pick(i_3);
        uint32_t t_17 = t_16.typeId;
        IValue_AnyValue12 t_18;
        switch (t_17) {
        case 5u:
        {
            Pair t_19 = t_16.p0;
            nsl::vec<float, 2> t_20 = t_19.b;
            t_18 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), t_19.a, nsl::bitcast<uint32_t>(t_20.x), nsl::bitcast<uint32_t>(t_20.y)};
            break;
        }
        case 0u:
        {
            t_18 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), nsl::select(t_16.p1.on, 1u, 0u), 0u, 0u};
            break;
        }
        case 3u:
        {
            Scaled t_21 = t_16.p2;
            t_18 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), nsl::bitcast<uint32_t>(t_21.k), nsl::bitcast<uint32_t>(t_21.bias), 0u};
            break;
        }
        default: {
            t_18 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_17, 0u), 0u, 0u, 0u};
            break;
        }
        }
        scratch.data[nsl::convert<uint32_t>(i_3)].rtti = t_18.rtti;
        scratch.data[nsl::convert<uint32_t>(i_3)].witness = t_18.witness;
        scratch.data[nsl::convert<uint32_t>(i_3)].d0 = t_18.d0;
        scratch.data[nsl::convert<uint32_t>(i_3)].d1 = t_18.d1;
        scratch.data[nsl::convert<uint32_t>(i_3)].d2 = t_18.d2;
        i_3 = i_3 + 1;
        continue;
    }
    int32_t i_4;
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        nsl::vec<uint32_t, 2> t_22 = scratch.data[nsl::convert<uint32_t>(i_5)].witness;
        uint32_t t_23 = scratch.data[nsl::convert<uint32_t>(i_5)].d0;
        uint32_t t_24 = scratch.data[nsl::convert<uint32_t>(i_5)].d1;
        uint32_t t_25 = scratch.data[nsl::convert<uint32_t>(i_5)].d2;
        uint32_t t_26 = t_22.x;
        IValue t_27;
        switch (t_26) {
        case 5u:
        {
            t_27 = IValue{t_26, Pair{t_23, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_24), nsl::bitcast<float>(t_25))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_27 = IValue{t_26, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_23 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_27 = IValue{t_26, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_23), nsl::bitcast<int32_t>(t_24)}};
            break;
        }
        default: {
            t_27 = IValue{t_26, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_28;
        switch (t_27.typeId) {
        case 5u:
        {
            Pair this_4 = Pair{};
            this_4 = t_27.p0;
            uint32_t t_29 = this_4.a;
            nsl::vec<float, 2> t_30 = this_4.b;
            nsl::vec<float, 2> t_31 = this_4.b;
            t_28 = nsl::convert<float>(t_29) + t_30.x * 10.0f - t_31.y;
            break;
        }
        case 0u:
        {
            Flag this_5 = Flag{};
            this_5 = t_27.p1;
            bool t_32 = this_5.on;
            float t_33;
            if (t_32) {
                t_33 = 10.0f;
            } else {
                t_33 = -10.0f;
            }
            t_28 = t_33;
            break;
        }
        case 3u:
        {
            Scaled this_6 = Scaled{};
            this_6 = t_27.p2;
            float t_34 = this_6.k;
            int32_t t_35 = this_6.bias;
            t_28 = t_34 * 10.0f + nsl::convert<float>(t_35);
            break;
        }
        default: {
            t_28 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(4 + i_5)] = t_28;
        i_5 = i_5 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_36 = scratch.data[0u].witness;
    uint32_t t_37 = scratch.data[0u].d0;
    uint32_t t_38 = scratch.data[0u].d1;
    uint32_t t_39 = scratch.data[0u].d2;
    uint32_t t_40 = t_36.x;
    IValue t_41;
    switch (t_40) {
    case 5u:
    {
        t_41 = IValue{t_40, Pair{t_37, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_38), nsl::bitcast<float>(t_39))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_41 = IValue{t_40, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_37 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_41 = IValue{t_40, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_37), nsl::bitcast<int32_t>(t_38)}};
        break;
    }
    default: {
        t_41 = IValue{t_40, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_42 = inputs.data[1u].witness;
    uint32_t t_43 = inputs.data[1u].d0;
    uint32_t t_44 = inputs.data[1u].d1;
    uint32_t t_45 = inputs.data[1u].d2;
    uint32_t t_46 = t_42.x;
    IValue t_47;
    switch (t_46) {
    case 5u:
    {
        t_47 = IValue{t_46, Pair{t_43, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_44), nsl::bitcast<float>(t_45))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_47 = IValue{t_46, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_43 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_47 = IValue{t_46, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_43), nsl::bitcast<int32_t>(t_44)}};
        break;
    }
    default: {
        t_47 = IValue{t_46, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_48 = t_47.typeId;
    IValue_AnyValue12 t_49;
    switch (t_48) {
    case 5u:
    {
        Pair t_50 = t_47.p0;
        nsl::vec<float, 2> t_51 = t_50.b;
        t_49 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_48, 0u), t_50.a, nsl::bitcast<uint32_t>(t_51.x), nsl::bitcast<uint32_t>(t_51.y)};
        break;
    }
    case 0u:
    {
        t_49 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_48, 0u), nsl::select(t_47.p1.on, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_52 = t_47.p2;
        t_49 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_48, 0u), nsl::bitcast<uint32_t>(t_52.k), nsl::bitcast<uint32_t>(t_52.bias), 0u};
        break;
    }
    default: {
        t_49 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_48, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_49.rtti;
    scratch.data[1u].witness = t_49.witness;
    scratch.data[1u].d0 = t_49.d0;
    scratch.data[1u].d1 = t_49.d1;
    scratch.data[1u].d2 = t_49.d2;
    float t_53;
    switch (t_41.typeId) {
    case 5u:
    {
        Pair this_7 = Pair{};
        this_7 = t_41.p0;
        uint32_t t_54 = this_7.a;
        nsl::vec<float, 2> t_55 = this_7.b;
        nsl::vec<float, 2> t_56 = this_7.b;
        t_53 = nsl::convert<float>(t_54) + t_55.x * 1.0f - t_56.y;
        break;
    }
    case 0u:
    {
        Flag this_8 = Flag{};
        this_8 = t_41.p1;
        bool t_57 = this_8.on;
        float t_58;
        if (t_57) {
            t_58 = 1.0f;
        } else {
            t_58 = -1.0f;
        }
        t_53 = t_58;
        break;
    }
    case 3u:
    {
        Scaled this_9 = Scaled{};
        this_9 = t_41.p2;
        float t_59 = this_9.k;
        int32_t t_60 = this_9.bias;
        t_53 = t_59 * 1.0f + nsl::convert<float>(t_60);
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_61 = scratch.data[1u].witness;
    uint32_t t_62 = scratch.data[1u].d0;
    uint32_t t_63 = scratch.data[1u].d1;
    uint32_t t_64 = scratch.data[1u].d2;
    uint32_t t_65 = t_61.x;
    IValue t_66;
    switch (t_65) {
    case 5u:
    {
        t_66 = IValue{t_65, Pair{t_62, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_63), nsl::bitcast<float>(t_64))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_66 = IValue{t_65, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_62 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_66 = IValue{t_65, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_62), nsl::bitcast<int32_t>(t_63)}};
        break;
    }
    default: {
        t_66 = IValue{t_65, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_67;
    switch (t_66.typeId) {
    case 5u:
    {
        Pair this_10 = Pair{};
        this_10 = t_66.p0;
        uint32_t t_68 = this_10.a;
        nsl::vec<float, 2> t_69 = this_10.b;
        nsl::vec<float, 2> t_70 = this_10.b;
        t_67 = nsl::convert<float>(t_68) + t_69.x * 1.0f - t_70.y;
        break;
    }
    case 0u:
    {
        Flag this_11 = Flag{};
        this_11 = t_66.p1;
        bool t_71 = this_11.on;
        float t_72;
        if (t_71) {
            t_72 = 1.0f;
        } else {
            t_72 = -1.0f;
        }
        t_67 = t_72;
        break;
    }
    case 3u:
    {
        Scaled this_12 = Scaled{};
        this_12 = t_66.p2;
        float t_73 = this_12.k;
        int32_t t_74 = this_12.bias;
        t_67 = t_73 * 1.0f + nsl::convert<float>(t_74);
        break;
    }
    default: {
        t_67 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_53 + t_67;
    nsl::vec<uint32_t, 2> t_75 = scratch.data[1u].witness;
    uint32_t t_76 = scratch.data[1u].d0;
    uint32_t t_77 = scratch.data[1u].d1;
    uint32_t t_78 = scratch.data[1u].d2;
    uint32_t t_79 = t_75.x;
    IValue t_80;
    switch (t_79) {
    case 5u:
    {
        t_80 = IValue{t_79, Pair{t_76, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_77), nsl::bitcast<float>(t_78))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_80 = IValue{t_79, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_76 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_80 = IValue{t_79, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_76), nsl::bitcast<int32_t>(t_77)}};
        break;
    }
    default: {
        t_80 = IValue{t_79, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    IValue t_81 = IValue{};
    t_81 = t_80;
    uint32_t t_82 = t_81.typeId;
    switch (t_82) {
    case 5u:
    {
        nsl::vec<float, 2> t_83 = t_81.p0.b;
        t_81.p0.b = t_83 * nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f);
        break;
    }
    case 0u:
    {
        t_81.p1.on = true;
        break;
    }
    case 3u:
    {
        float t_84 = t_81.p2.k;
        t_81.p2.k = t_84 * 2.0f;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_85 = t_81;
    uint32_t t_86 = t_85.typeId;
    IValue_AnyValue12 t_87;
    switch (t_86) {
    case 5u:
    {
        Pair t_88 = t_85.p0;
        nsl::vec<float, 2> t_89 = t_88.b;
        t_87 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_86, 0u), t_88.a, nsl::bitcast<uint32_t>(t_89.x), nsl::bitcast<uint32_t>(t_89.y)};
        break;
    }
    case 0u:
    {
        t_87 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_86, 0u), nsl::select(t_85.p1.on, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_90 = t_85.p2;
        t_87 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_86, 0u), nsl::bitcast<uint32_t>(t_90.k), nsl::bitcast<uint32_t>(t_90.bias), 0u};
        break;
    }
    default: {
        t_87 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_86, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_87.rtti;
    scratch.data[1u].witness = t_87.witness;
    scratch.data[1u].d0 = t_87.d0;
    scratch.data[1u].d1 = t_87.d1;
    scratch.data[1u].d2 = t_87.d2;
    nsl::vec<uint32_t, 2> t_91 = scratch.data[2u].witness;
    uint32_t t_92 = scratch.data[2u].d0;
    uint32_t t_93 = scratch.data[2u].d1;
    uint32_t t_94 = scratch.data[2u].d2;
    uint32_t t_95 = t_91.x;
    IValue t_96;
    switch (t_95) {
    case 5u:
    {
        t_96 = IValue{t_95, Pair{t_92, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_93), nsl::bitcast<float>(t_94))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_96 = IValue{t_95, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_92 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_96 = IValue{t_95, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_92), nsl::bitcast<int32_t>(t_93)}};
        break;
    }
    default: {
        t_96 = IValue{t_95, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    IValue t_97 = IValue{};
    t_97 = t_96;
    uint32_t t_98 = t_97.typeId;
    switch (t_98) {
    case 5u:
    {
        nsl::vec<float, 2> t_99 = t_97.p0.b;
        t_97.p0.b = t_99 * nsl::make<nsl::vec<float, 2>>(-1.0f, -1.0f);
        break;
    }
    case 0u:
    {
        t_97.p1.on = false;
        break;
    }
    case 3u:
    {
        float t_100 = t_97.p2.k;
        t_97.p2.k = t_100 * -1.0f;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_101 = t_97;
    uint32_t t_102 = t_101.typeId;
    IValue_AnyValue12 t_103;
    switch (t_102) {
    case 5u:
    {
        Pair t_104 = t_101.p0;
        nsl::vec<float, 2> t_105 = t_104.b;
        t_103 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_102, 0u), t_104.a, nsl::bitcast<uint32_t>(t_105.x), nsl::bitcast<uint32_t>(t_105.y)};
        break;
    }
    case 0u:
    {
        t_103 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_102, 0u), nsl::select(t_101.p1.on, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_106 = t_101.p2;
        t_103 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_102, 0u), nsl::bitcast<uint32_t>(t_106.k), nsl::bitcast<uint32_t>(t_106.bias), 0u};
        break;
    }
    default: {
        t_103 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_102, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[2u].rtti = t_103.rtti;
    scratch.data[2u].witness = t_103.witness;
    scratch.data[2u].d0 = t_103.d0;
    scratch.data[2u].d1 = t_103.d1;
    scratch.data[2u].d2 = t_103.d2;
    nsl::vec<uint32_t, 2> t_107 = scratch.data[1u].witness;
    uint32_t t_108 = scratch.data[1u].d0;
    uint32_t t_109 = scratch.data[1u].d1;
    uint32_t t_110 = scratch.data[1u].d2;
    uint32_t t_111 = t_107.x;
    IValue t_112;
    switch (t_111) {
    case 5u:
    {
        t_112 = IValue{t_111, Pair{t_108, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_109), nsl::bitcast<float>(t_110))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_112 = IValue{t_111, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_108 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_112 = IValue{t_111, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_108), nsl::bitcast<int32_t>(t_109)}};
        break;
    }
    default: {
        t_112 = IValue{t_111, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_113;
    switch (t_112.typeId) {
    case 5u:
    {
        Pair this_13 = Pair{};
        this_13 = t_112.p0;
        uint32_t t_114 = this_13.a;
        nsl::vec<float, 2> t_115 = this_13.b;
        nsl::vec<float, 2> t_116 = this_13.b;
        t_113 = nsl::convert<float>(t_114) + t_115.x * 1.0f - t_116.y;
        break;
    }
    case 0u:
    {
        Flag this_14 = Flag{};
        this_14 = t_112.p1;
        bool t_117 = this_14.on;
        float t_118;
        if (t_117) {
            t_118 = 1.0f;
        } else {
            t_118 = -1.0f;
        }
        t_113 = t_118;
        break;
    }
    case 3u:
    {
        Scaled this_15 = Scaled{};
        this_15 = t_112.p2;
        float t_119 = this_15.k;
        int32_t t_120 = this_15.bias;
        t_113 = t_119 * 1.0f + nsl::convert<float>(t_120);
        break;
    }
    default: {
        t_113 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_113;
    nsl::vec<uint32_t, 2> t_121 = scratch.data[2u].witness;
    uint32_t t_122 = scratch.data[2u].d0;
    uint32_t t_123 = scratch.data[2u].d1;
    uint32_t t_124 = scratch.data[2u].d2;
    uint32_t t_125 = t_121.x;
    IValue t_126;
    switch (t_125) {
    case 5u:
    {
        t_126 = IValue{t_125, Pair{t_122, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_123), nsl::bitcast<float>(t_124))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_126 = IValue{t_125, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_122 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_126 = IValue{t_125, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_122), nsl::bitcast<int32_t>(t_123)}};
        break;
    }
    default: {
        t_126 = IValue{t_125, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_127;
    switch (t_126.typeId) {
    case 5u:
    {
        Pair this_16 = Pair{};
        this_16 = t_126.p0;
        uint32_t t_128 = this_16.a;
        nsl::vec<float, 2> t_129 = this_16.b;
        nsl::vec<float, 2> t_130 = this_16.b;
        t_127 = nsl::convert<float>(t_128) + t_129.x * 10.0f - t_130.y;
        break;
    }
    case 0u:
    {
        Flag this_17 = Flag{};
        this_17 = t_126.p1;
        bool t_131 = this_17.on;
        float t_132;
        if (t_131) {
            t_132 = 10.0f;
        } else {
            t_132 = -10.0f;
        }
        t_127 = t_132;
        break;
    }
    case 3u:
    {
        Scaled this_18 = Scaled{};
        this_18 = t_126.p2;
        float t_133 = this_18.k;
        int32_t t_134 = this_18.bias;
        t_127 = t_133 * 10.0f + nsl::convert<float>(t_134);
        break;
    }
    default: {
        t_127 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_127;
    return;
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(IValue_AnyValue12));
    inputs.count = (uint32_t)((buffer0.size() - sizeof(IValue_AnyValue12)) / sizeof(IValue_AnyValue12));
    inputs.data = {reinterpret_cast<IValue_AnyValue12*>(buffer0.data()), inputs.count};
    std::vector<unsigned char> buffer1 = nsl::read_file(dir, "b0_1.bin");
    buffer1.resize(buffer1.size() + sizeof(IValue_AnyValue12));
    scratch.count = (uint32_t)((buffer1.size() - sizeof(IValue_AnyValue12)) / sizeof(IValue_AnyValue12));
    scratch.data = {reinterpret_cast<IValue_AnyValue12*>(buffer1.data()), scratch.count};
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
    buffer0.resize(buffer0.size() - sizeof(IValue_AnyValue12));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    buffer1.resize(buffer1.size() - sizeof(IValue_AnyValue12));
    nsl::write_file(dir, "b0_1.bin", buffer1);
    buffer2.resize(buffer2.size() - sizeof(float));
    nsl::write_file(dir, "b0_2.bin", buffer2);
    return 0;
}
