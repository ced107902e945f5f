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
        return IValue{0u, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
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
        uint32_t t = nsl::convert<uint32_t>(i_1);
        nsl::vec<uint32_t, 2> t_1 = inputs.data[t].witness;
        uint32_t t_2 = inputs.data[t].d0;
        uint32_t t_3 = inputs.data[t].d1;
        uint32_t t_4 = inputs.data[t].d2;
        uint32_t t_5 = t_1.x;
        IValue t_6;
        switch (t_5) {
        case 5u:
        {
            t_6 = IValue{t_5, Pair{t_2, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_3), nsl::bitcast<float>(t_4))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_6 = IValue{t_5, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_2 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_6 = IValue{t_5, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_2), nsl::bitcast<int32_t>(t_3)}};
            break;
        }
        default: {
            t_6 = IValue{t_5, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_7;
        switch (t_6.typeId) {
        case 5u:
        {
            Pair t_8 = t_6.p0;
            nsl::vec<float, 2> t_9 = t_8.b;
            t_7 = nsl::convert<float>(t_8.a) + t_9.x * 2.0f - t_9.y;
            break;
        }
        case 0u:
        {
            t_7 = nsl::select(t_6.p1.on, 2.0f, -2.0f);
            break;
        }
        case 3u:
        {
            Scaled t_10 = t_6.p2;
            t_7 = t_10.k * 2.0f + nsl::convert<float>(t_10.bias);
            break;
        }
        default: {
            t_7 = 0.0f;
            break;
        }
        }
        outputBuffer.data[t] = t_7;
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
        IValue t_11 = pick(i_3);
        uint32_t t_12 = t_11.typeId;
        IValue_AnyValue12 t_13;
        switch (t_12) {
        case 5u:
        {
            Pair t_14 = t_11.p0;
            nsl::vec<float, 2> t_15 = t_14.b;
            t_13 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_12, 0u), t_14.a, nsl::bitcast<uint32_t>(t_15.x), nsl::bitcast<uint32_t>(t_15.y)};
            break;
        }
        case 0u:
        {
            t_13 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_12, 0u), nsl::select(t_11.p1.on, 1u, 0u), 0u, 0u};
            break;
        }
        case 3u:
        {
            Scaled t_16 = t_11.p2;
            t_13 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_12, 0u), nsl::bitcast<uint32_t>(t_16.k), nsl::bitcast<uint32_t>(t_16.bias), 0u};
            break;
        }
        default: {
            t_13 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_12, 0u), 0u, 0u, 0u};
            break;
        }
        }
        scratch.data[nsl::convert<uint32_t>(i_3)].rtti = t_13.rtti;
        scratch.data[nsl::convert<uint32_t>(i_3)].witness = t_13.witness;
        scratch.data[nsl::convert<uint32_t>(i_3)].d0 = t_13.d0;
        scratch.data[nsl::convert<uint32_t>(i_3)].d1 = t_13.d1;
        scratch.data[nsl::convert<uint32_t>(i_3)].d2 = t_13.d2;
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
        nsl::vec<uint32_t, 2> t_17 = scratch.data[nsl::convert<uint32_t>(i_5)].witness;
        uint32_t t_18 = scratch.data[nsl::convert<uint32_t>(i_5)].d0;
        uint32_t t_19 = scratch.data[nsl::convert<uint32_t>(i_5)].d1;
        uint32_t t_20 = scratch.data[nsl::convert<uint32_t>(i_5)].d2;
        uint32_t t_21 = t_17.x;
        IValue t_22;
        switch (t_21) {
        case 5u:
        {
            t_22 = IValue{t_21, Pair{t_18, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_19), nsl::bitcast<float>(t_20))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_22 = IValue{t_21, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_18 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_22 = IValue{t_21, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_18), nsl::bitcast<int32_t>(t_19)}};
            break;
        }
        default: {
            t_22 = IValue{t_21, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_23;
        switch (t_22.typeId) {
        case 5u:
        {
            Pair t_24 = t_22.p0;
            nsl::vec<float, 2> t_25 = t_24.b;
            t_23 = nsl::convert<float>(t_24.a) + t_25.x * 10.0f - t_25.y;
            break;
        }
        case 0u:
        {
            t_23 = nsl::select(t_22.p1.on, 10.0f, -10.0f);
            break;
        }
        case 3u:
        {
            Scaled t_26 = t_22.p2;
            t_23 = t_26.k * 10.0f + nsl::convert<float>(t_26.bias);
            break;
        }
        default: {
            t_23 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(4 + i_5)] = t_23;
        i_5 = i_5 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_27 = scratch.data[0u].witness;
    uint32_t t_28 = scratch.data[0u].d0;
    uint32_t t_29 = scratch.data[0u].d1;
    uint32_t t_30 = scratch.data[0u].d2;
    uint32_t t_31 = t_27.x;
    IValue t_32;
    switch (t_31) {
    case 5u:
    {
        t_32 = IValue{t_31, Pair{t_28, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_29), nsl::bitcast<float>(t_30))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_32 = IValue{t_31, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_28 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_32 = IValue{t_31, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_28), nsl::bitcast<int32_t>(t_29)}};
        break;
    }
    default: {
        t_32 = IValue{t_31, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_33 = inputs.data[1u].witness;
    uint32_t t_34 = inputs.data[1u].d0;
    uint32_t t_35 = inputs.data[1u].d1;
    uint32_t t_36 = inputs.data[1u].d2;
    uint32_t t_37 = t_33.x;
    IValue t_38;
    switch (t_37) {
    case 5u:
    {
        t_38 = IValue{t_37, Pair{t_34, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_35), nsl::bitcast<float>(t_36))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_38 = IValue{t_37, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_34 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_38 = IValue{t_37, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_34), nsl::bitcast<int32_t>(t_35)}};
        break;
    }
    default: {
        t_38 = IValue{t_37, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_39 = t_38.typeId;
    IValue_AnyValue12 t_40;
    switch (t_39) {
    case 5u:
    {
        Pair t_41 = t_38.p0;
        nsl::vec<float, 2> t_42 = t_41.b;
        t_40 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_39, 0u), t_41.a, nsl::bitcast<uint32_t>(t_42.x), nsl::bitcast<uint32_t>(t_42.y)};
        break;
    }
    case 0u:
    {
        t_40 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_39, 0u), nsl::select(t_38.p1.on, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_43 = t_38.p2;
        t_40 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_39, 0u), nsl::bitcast<uint32_t>(t_43.k), nsl::bitcast<uint32_t>(t_43.bias), 0u};
        break;
    }
    default: {
        t_40 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_39, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_40.rtti;
    scratch.data[1u].witness = t_40.witness;
    scratch.data[1u].d0 = t_40.d0;
    scratch.data[1u].d1 = t_40.d1;
    scratch.data[1u].d2 = t_40.d2;
    float t_44;
    switch (t_32.typeId) {
    case 5u:
    {
        Pair t_45 = t_32.p0;
        nsl::vec<float, 2> t_46 = t_45.b;
        t_44 = nsl::convert<float>(t_45.a) + t_46.x * 1.0f - t_46.y;
        break;
    }
    case 0u:
    {
        t_44 = nsl::select(t_32.p1.on, 1.0f, -1.0f);
        break;
    }
    case 3u:
    {
        Scaled t_47 = t_32.p2;
        t_44 = t_47.k * 1.0f + nsl::convert<float>(t_47.bias);
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_48 = scratch.data[1u].witness;
    uint32_t t_49 = scratch.data[1u].d0;
    uint32_t t_50 = scratch.data[1u].d1;
    uint32_t t_51 = scratch.data[1u].d2;
    uint32_t t_52 = t_48.x;
    IValue t_53;
    switch (t_52) {
    case 5u:
    {
        t_53 = IValue{t_52, Pair{t_49, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_50), nsl::bitcast<float>(t_51))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_53 = IValue{t_52, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_49 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_53 = IValue{t_52, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_49), nsl::bitcast<int32_t>(t_50)}};
        break;
    }
    default: {
        t_53 = IValue{t_52, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_54;
    switch (t_53.typeId) {
    case 5u:
    {
        Pair t_55 = t_53.p0;
        nsl::vec<float, 2> t_56 = t_55.b;
        t_54 = nsl::convert<float>(t_55.a) + t_56.x * 1.0f - t_56.y;
        break;
    }
    case 0u:
    {
        t_54 = nsl::select(t_53.p1.on, 1.0f, -1.0f);
        break;
    }
    case 3u:
    {
        Scaled t_57 = t_53.p2;
        t_54 = t_57.k * 1.0f + nsl::convert<float>(t_57.bias);
        break;
    }
    default: {
        t_54 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_44 + t_54;
    nsl::vec<uint32_t, 2> t_58 = scratch.data[1u].witness;
    uint32_t t_59 = scratch.data[1u].d0;
    uint32_t t_60 = scratch.data[1u].d1;
    uint32_t t_61 = scratch.data[1u].d2;
    uint32_t t_62 = t_58.x;
    IValue t_63;
    switch (t_62) {
    case 5u:
    {
        t_63 = IValue{t_62, Pair{t_59, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_60), nsl::bitcast<float>(t_61))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_63 = IValue{t_62, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_59 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_63 = IValue{t_62, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_59), nsl::bitcast<int32_t>(t_60)}};
        break;
    }
    default: {
        t_63 = IValue{t_62, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_64 = t_63.typeId;
    Pair t_65 = t_63.p0;
    nsl::vec<float, 2> t_66 = t_65.b;
    bool t_67 = t_63.p1.on;
    Scaled t_68 = t_63.p2;
    float t_69 = t_68.k;
    nsl::vec<float, 2> t_70;
    bool t_71;
    float t_72;
    switch (t_64) {
    case 5u:
    {
        nsl::vec<float, 2> t_73 = t_66 * nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f);
        bool t_74 = t_67;
        float t_75 = t_69;
        t_70 = t_73;
        t_71 = t_74;
        t_72 = t_75;
        break;
    }
    case 0u:
    {
        nsl::vec<float, 2> t_76 = t_66;
        bool t_77 = true;
        float t_78 = t_69;
        t_70 = t_76;
        t_71 = t_77;
        t_72 = t_78;
        break;
    }
    case 3u:
    {
        nsl::vec<float, 2> t_79 = t_66;
        bool t_80 = t_67;
        float t_81 = t_69 * 2.0f;
        t_70 = t_79;
        t_71 = t_80;
        t_72 = t_81;
        break;
    }
    default: {
        nsl::vec<float, 2> t_82 = t_66;
        bool t_83 = t_67;
        float t_84 = t_69;
        t_70 = t_82;
        t_71 = t_83;
        t_72 = t_84;
        break;
    }
    }
    IValue_AnyValue12 t_85;
    switch (t_64) {
    case 5u:
    {
        t_85 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_64, 0u), t_65.a, nsl::bitcast<uint32_t>(t_70.x), nsl::bitcast<uint32_t>(t_70.y)};
        break;
    }
    case 0u:
    {
        t_85 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_64, 0u), nsl::select(t_71, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_85 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_64, 0u), nsl::bitcast<uint32_t>(t_72), nsl::bitcast<uint32_t>(t_68.bias), 0u};
        break;
    }
    default: {
        t_85 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_64, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_85.rtti;
    scratch.data[1u].witness = t_85.witness;
    scratch.data[1u].d0 = t_85.d0;
    scratch.data[1u].d1 = t_85.d1;
    scratch.data[1u].d2 = t_85.d2;
    nsl::vec<uint32_t, 2> t_86 = scratch.data[2u].witness;
    uint32_t t_87 = scratch.data[2u].d0;
    uint32_t t_88 = scratch.data[2u].d1;
    uint32_t t_89 = scratch.data[2u].d2;
    uint32_t t_90 = t_86.x;
    IValue t_91;
    switch (t_90) {
    case 5u:
    {
        t_91 = IValue{t_90, Pair{t_87, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_88), nsl::bitcast<float>(t_89))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_91 = IValue{t_90, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_87 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_91 = IValue{t_90, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_87), nsl::bitcast<int32_t>(t_88)}};
        break;
    }
    default: {
        t_91 = IValue{t_90, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_92 = t_91.typeId;
    Pair t_93 = t_91.p0;
    nsl::vec<float, 2> t_94 = t_93.b;
    bool t_95 = t_91.p1.on;
    Scaled t_96 = t_91.p2;
    float t_97 = t_96.k;
    nsl::vec<float, 2> t_98;
    bool t_99;
    float t_100;
    switch (t_92) {
    case 5u:
    {
        nsl::vec<float, 2> t_101 = t_94 * nsl::make<nsl::vec<float, 2>>(-1.0f, -1.0f);
        bool t_102 = t_95;
        float t_103 = t_97;
        t_98 = t_101;
        t_99 = t_102;
        t_100 = t_103;
        break;
    }
    case 0u:
    {
        nsl::vec<float, 2> t_104 = t_94;
        bool t_105 = false;
        float t_106 = t_97;
        t_98 = t_104;
        t_99 = t_105;
        t_100 = t_106;
        break;
    }
    case 3u:
    {
        nsl::vec<float, 2> t_107 = t_94;
        bool t_108 = t_95;
        float t_109 = t_97 * -1.0f;
        t_98 = t_107;
        t_99 = t_108;
        t_100 = t_109;
        break;
    }
    default: {
        nsl::vec<float, 2> t_110 = t_94;
        bool t_111 = t_95;
        float t_112 = t_97;
        t_98 = t_110;
        t_99 = t_111;
        t_100 = t_112;
        break;
    }
    }
    IValue_AnyValue12 t_113;
    switch (t_92) {
    case 5u:
    {
        t_113 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_92, 0u), t_93.a, nsl::bitcast<uint32_t>(t_98.x), nsl::bitcast<uint32_t>(t_98.y)};
        break;
    }
    case 0u:
    {
        t_113 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_92, 0u), nsl::select(t_99, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_113 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_92, 0u), nsl::bitcast<uint32_t>(t_100), nsl::bitcast<uint32_t>(t_96.bias), 0u};
        break;
    }
    default: {
        t_113 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_92, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[2u].rtti = t_113.rtti;
    scratch.data[2u].witness = t_113.witness;
    scratch.data[2u].d0 = t_113.d0;
    scratch.data[2u].d1 = t_113.d1;
    scratch.data[2u].d2 = t_113.d2;
    nsl::vec<uint32_t, 2> t_114 = scratch.data[1u].witness;
    uint32_t t_115 = scratch.data[1u].d0;
    uint32_t t_116 = scratch.data[1u].d1;
    uint32_t t_117 = scratch.data[1u].d2;
    uint32_t t_118 = t_114.x;
    IValue t_119;
    switch (t_118) {
    case 5u:
    {
        t_119 = IValue{t_118, Pair{t_115, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_116), nsl::bitcast<float>(t_117))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_119 = IValue{t_118, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_115 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_119 = IValue{t_118, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_115), nsl::bitcast<int32_t>(t_116)}};
        break;
    }
    default: {
        t_119 = IValue{t_118, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_120;
    switch (t_119.typeId) {
    case 5u:
    {
        Pair t_121 = t_119.p0;
        nsl::vec<float, 2> t_122 = t_121.b;
        t_120 = nsl::convert<float>(t_121.a) + t_122.x * 1.0f - t_122.y;
        break;
    }
    case 0u:
    {
        t_120 = nsl::select(t_119.p1.on, 1.0f, -1.0f);
        break;
    }
    case 3u:
    {
        Scaled t_123 = t_119.p2;
        t_120 = t_123.k * 1.0f + nsl::convert<float>(t_123.bias);
        break;
    }
    default: {
        t_120 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_120;
    nsl::vec<uint32_t, 2> t_124 = scratch.data[2u].witness;
    uint32_t t_125 = scratch.data[2u].d0;
    uint32_t t_126 = scratch.data[2u].d1;
    uint32_t t_127 = scratch.data[2u].d2;
    uint32_t t_128 = t_124.x;
    IValue t_129;
    switch (t_128) {
    case 5u:
    {
        t_129 = IValue{t_128, Pair{t_125, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_126), nsl::bitcast<float>(t_127))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_129 = IValue{t_128, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_125 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_129 = IValue{t_128, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_125), nsl::bitcast<int32_t>(t_126)}};
        break;
    }
    default: {
        t_129 = IValue{t_128, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_130;
    switch (t_129.typeId) {
    case 5u:
    {
        Pair t_131 = t_129.p0;
        nsl::vec<float, 2> t_132 = t_131.b;
        t_130 = nsl::convert<float>(t_131.a) + t_132.x * 10.0f - t_132.y;
        break;
    }
    case 0u:
    {
        t_130 = nsl::select(t_129.p1.on, 10.0f, -10.0f);
        break;
    }
    case 3u:
    {
        Scaled t_133 = t_129.p2;
        t_130 = t_133.k * 10.0f + nsl::convert<float>(t_133.bias);
        break;
    }
    default: {
        t_130 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_130;
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
    nsl::save_addresses(dir);
    return 0;
}
