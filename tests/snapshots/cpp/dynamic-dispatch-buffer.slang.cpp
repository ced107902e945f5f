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
            float t_10;
            if (t_6.p1.on) {
                t_10 = 2.0f;
            } else {
                t_10 = -2.0f;
            }
            t_7 = t_10;
            break;
        }
        case 3u:
        {
            Scaled t_11 = t_6.p2;
            t_7 = t_11.k * 2.0f + nsl::convert<float>(t_11.bias);
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
        IValue t_12 = pick(i_3);
        uint32_t t_13 = t_12.typeId;
        IValue_AnyValue12 t_14;
        switch (t_13) {
        case 5u:
        {
            Pair t_15 = t_12.p0;
            nsl::vec<float, 2> t_16 = t_15.b;
            t_14 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_13, 0u), t_15.a, nsl::bitcast<uint32_t>(t_16.x), nsl::bitcast<uint32_t>(t_16.y)};
            break;
        }
        case 0u:
        {
            t_14 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_13, 0u), nsl::select(t_12.p1.on, 1u, 0u), 0u, 0u};
            break;
        }
        case 3u:
        {
            Scaled t_17 = t_12.p2;
            t_14 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_13, 0u), nsl::bitcast<uint32_t>(t_17.k), nsl::bitcast<uint32_t>(t_17.bias), 0u};
            break;
        }
        default: {
            t_14 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_13, 0u), 0u, 0u, 0u};
            break;
        }
        }
        scratch.data[nsl::convert<uint32_t>(i_3)].rtti = t_14.rtti;
        scratch.data[nsl::convert<uint32_t>(i_3)].witness = t_14.witness;
        scratch.data[nsl::convert<uint32_t>(i_3)].d0 = t_14.d0;
        scratch.data[nsl::convert<uint32_t>(i_3)].d1 = t_14.d1;
        scratch.data[nsl::convert<uint32_t>(i_3)].d2 = t_14.d2;
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
        nsl::vec<uint32_t, 2> t_18 = scratch.data[nsl::convert<uint32_t>(i_5)].witness;
        uint32_t t_19 = scratch.data[nsl::convert<uint32_t>(i_5)].d0;
        uint32_t t_20 = scratch.data[nsl::convert<uint32_t>(i_5)].d1;
        uint32_t t_21 = scratch.data[nsl::convert<uint32_t>(i_5)].d2;
        uint32_t t_22 = t_18.x;
        IValue t_23;
        switch (t_22) {
        case 5u:
        {
            t_23 = IValue{t_22, Pair{t_19, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_20), nsl::bitcast<float>(t_21))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_23 = IValue{t_22, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_19 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_23 = IValue{t_22, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_19), nsl::bitcast<int32_t>(t_20)}};
            break;
        }
        default: {
            t_23 = IValue{t_22, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_24;
        switch (t_23.typeId) {
        case 5u:
        {
            Pair t_25 = t_23.p0;
            nsl::vec<float, 2> t_26 = t_25.b;
            t_24 = nsl::convert<float>(t_25.a) + t_26.x * 10.0f - t_26.y;
            break;
        }
        case 0u:
        {
            float t_27;
            if (t_23.p1.on) {
                t_27 = 10.0f;
            } else {
                t_27 = -10.0f;
            }
            t_24 = t_27;
            break;
        }
        case 3u:
        {
            Scaled t_28 = t_23.p2;
            t_24 = t_28.k * 10.0f + nsl::convert<float>(t_28.bias);
            break;
        }
        default: {
            t_24 = 0.0f;
            break;
        }
        }
        outputBuffer.data[nsl::convert<uint32_t>(4 + i_5)] = t_24;
        i_5 = i_5 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_29 = scratch.data[0u].witness;
    uint32_t t_30 = scratch.data[0u].d0;
    uint32_t t_31 = scratch.data[0u].d1;
    uint32_t t_32 = scratch.data[0u].d2;
    uint32_t t_33 = t_29.x;
    IValue t_34;
    switch (t_33) {
    case 5u:
    {
        t_34 = IValue{t_33, Pair{t_30, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_31), nsl::bitcast<float>(t_32))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_34 = IValue{t_33, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_30 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_34 = IValue{t_33, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_30), nsl::bitcast<int32_t>(t_31)}};
        break;
    }
    default: {
        t_34 = IValue{t_33, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_35 = inputs.data[1u].witness;
    uint32_t t_36 = inputs.data[1u].d0;
    uint32_t t_37 = inputs.data[1u].d1;
    uint32_t t_38 = inputs.data[1u].d2;
    uint32_t t_39 = t_35.x;
    IValue t_40;
    switch (t_39) {
    case 5u:
    {
        t_40 = IValue{t_39, Pair{t_36, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_37), nsl::bitcast<float>(t_38))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_40 = IValue{t_39, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_36 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_40 = IValue{t_39, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_36), nsl::bitcast<int32_t>(t_37)}};
        break;
    }
    default: {
        t_40 = IValue{t_39, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_41 = t_40.typeId;
    IValue_AnyValue12 t_42;
    switch (t_41) {
    case 5u:
    {
        Pair t_43 = t_40.p0;
        nsl::vec<float, 2> t_44 = t_43.b;
        t_42 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_41, 0u), t_43.a, nsl::bitcast<uint32_t>(t_44.x), nsl::bitcast<uint32_t>(t_44.y)};
        break;
    }
    case 0u:
    {
        t_42 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_41, 0u), nsl::select(t_40.p1.on, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_45 = t_40.p2;
        t_42 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_41, 0u), nsl::bitcast<uint32_t>(t_45.k), nsl::bitcast<uint32_t>(t_45.bias), 0u};
        break;
    }
    default: {
        t_42 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_41, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_42.rtti;
    scratch.data[1u].witness = t_42.witness;
    scratch.data[1u].d0 = t_42.d0;
    scratch.data[1u].d1 = t_42.d1;
    scratch.data[1u].d2 = t_42.d2;
    float t_46;
    switch (t_34.typeId) {
    case 5u:
    {
        Pair t_47 = t_34.p0;
        nsl::vec<float, 2> t_48 = t_47.b;
        t_46 = nsl::convert<float>(t_47.a) + t_48.x * 1.0f - t_48.y;
        break;
    }
    case 0u:
    {
        float t_49;
        if (t_34.p1.on) {
            t_49 = 1.0f;
        } else {
            t_49 = -1.0f;
        }
        t_46 = t_49;
        break;
    }
    case 3u:
    {
        Scaled t_50 = t_34.p2;
        t_46 = t_50.k * 1.0f + nsl::convert<float>(t_50.bias);
        break;
    }
    default: {
        t_46 = 0.0f;
        break;
    }
    }
    nsl::vec<uint32_t, 2> t_51 = scratch.data[1u].witness;
    uint32_t t_52 = scratch.data[1u].d0;
    uint32_t t_53 = scratch.data[1u].d1;
    uint32_t t_54 = scratch.data[1u].d2;
    uint32_t t_55 = t_51.x;
    IValue t_56;
    switch (t_55) {
    case 5u:
    {
        t_56 = IValue{t_55, Pair{t_52, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_53), nsl::bitcast<float>(t_54))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_56 = IValue{t_55, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_52 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_56 = IValue{t_55, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_52), nsl::bitcast<int32_t>(t_53)}};
        break;
    }
    default: {
        t_56 = IValue{t_55, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_57;
    switch (t_56.typeId) {
    case 5u:
    {
        Pair t_58 = t_56.p0;
        nsl::vec<float, 2> t_59 = t_58.b;
        t_57 = nsl::convert<float>(t_58.a) + t_59.x * 1.0f - t_59.y;
        break;
    }
    case 0u:
    {
        float t_60;
        if (t_56.p1.on) {
            t_60 = 1.0f;
        } else {
            t_60 = -1.0f;
        }
        t_57 = t_60;
        break;
    }
    case 3u:
    {
        Scaled t_61 = t_56.p2;
        t_57 = t_61.k * 1.0f + nsl::convert<float>(t_61.bias);
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_46 + t_57;
    nsl::vec<uint32_t, 2> t_62 = scratch.data[1u].witness;
    uint32_t t_63 = scratch.data[1u].d0;
    uint32_t t_64 = scratch.data[1u].d1;
    uint32_t t_65 = scratch.data[1u].d2;
    uint32_t t_66 = t_62.x;
    IValue t_67;
    switch (t_66) {
    case 5u:
    {
        t_67 = IValue{t_66, Pair{t_63, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_64), nsl::bitcast<float>(t_65))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_67 = IValue{t_66, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_63 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_67 = IValue{t_66, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_63), nsl::bitcast<int32_t>(t_64)}};
        break;
    }
    default: {
        t_67 = IValue{t_66, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_68 = t_67.typeId;
    Pair t_69 = t_67.p0;
    nsl::vec<float, 2> t_70 = t_69.b;
    bool t_71 = t_67.p1.on;
    Scaled t_72 = t_67.p2;
    float t_73 = t_72.k;
    nsl::vec<float, 2> t_74;
    bool t_75;
    float t_76;
    switch (t_68) {
    case 5u:
    {
        nsl::vec<float, 2> t_77 = t_70 * nsl::make<nsl::vec<float, 2>>(2.0f, 2.0f);
        bool t_78 = t_71;
        float t_79 = t_73;
        t_74 = t_77;
        t_75 = t_78;
        t_76 = t_79;
        break;
    }
    case 0u:
    {
        nsl::vec<float, 2> t_80 = t_70;
        bool t_81 = true;
        float t_82 = t_73;
        t_74 = t_80;
        t_75 = t_81;
        t_76 = t_82;
        break;
    }
    case 3u:
    {
        nsl::vec<float, 2> t_83 = t_70;
        bool t_84 = t_71;
        float t_85 = t_73 * 2.0f;
        t_74 = t_83;
        t_75 = t_84;
        t_76 = t_85;
        break;
    }
    default: {
        nsl::vec<float, 2> t_86 = t_70;
        bool t_87 = t_71;
        float t_88 = t_73;
        t_74 = t_86;
        t_75 = t_87;
        t_76 = t_88;
        break;
    }
    }
    IValue_AnyValue12 t_89;
    switch (t_68) {
    case 5u:
    {
        t_89 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_68, 0u), t_69.a, nsl::bitcast<uint32_t>(t_74.x), nsl::bitcast<uint32_t>(t_74.y)};
        break;
    }
    case 0u:
    {
        t_89 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_68, 0u), nsl::select(t_75, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_89 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_68, 0u), nsl::bitcast<uint32_t>(t_76), nsl::bitcast<uint32_t>(t_72.bias), 0u};
        break;
    }
    default: {
        t_89 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_68, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[1u].rtti = t_89.rtti;
    scratch.data[1u].witness = t_89.witness;
    scratch.data[1u].d0 = t_89.d0;
    scratch.data[1u].d1 = t_89.d1;
    scratch.data[1u].d2 = t_89.d2;
    nsl::vec<uint32_t, 2> t_90 = scratch.data[2u].witness;
    uint32_t t_91 = scratch.data[2u].d0;
    uint32_t t_92 = scratch.data[2u].d1;
    uint32_t t_93 = scratch.data[2u].d2;
    uint32_t t_94 = t_90.x;
    IValue t_95;
    switch (t_94) {
    case 5u:
    {
        t_95 = IValue{t_94, Pair{t_91, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_92), nsl::bitcast<float>(t_93))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_95 = IValue{t_94, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_91 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_95 = IValue{t_94, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_91), nsl::bitcast<int32_t>(t_92)}};
        break;
    }
    default: {
        t_95 = IValue{t_94, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint32_t t_96 = t_95.typeId;
    Pair t_97 = t_95.p0;
    nsl::vec<float, 2> t_98 = t_97.b;
    bool t_99 = t_95.p1.on;
    Scaled t_100 = t_95.p2;
    float t_101 = t_100.k;
    nsl::vec<float, 2> t_102;
    bool t_103;
    float t_104;
    switch (t_96) {
    case 5u:
    {
        nsl::vec<float, 2> t_105 = t_98 * nsl::make<nsl::vec<float, 2>>(-1.0f, -1.0f);
        bool t_106 = t_99;
        float t_107 = t_101;
        t_102 = t_105;
        t_103 = t_106;
        t_104 = t_107;
        break;
    }
    case 0u:
    {
        nsl::vec<float, 2> t_108 = t_98;
        bool t_109 = false;
        float t_110 = t_101;
        t_102 = t_108;
        t_103 = t_109;
        t_104 = t_110;
        break;
    }
    case 3u:
    {
        nsl::vec<float, 2> t_111 = t_98;
        bool t_112 = t_99;
        float t_113 = t_101 * -1.0f;
        t_102 = t_111;
        t_103 = t_112;
        t_104 = t_113;
        break;
    }
    default: {
        nsl::vec<float, 2> t_114 = t_98;
        bool t_115 = t_99;
        float t_116 = t_101;
        t_102 = t_114;
        t_103 = t_115;
        t_104 = t_116;
        break;
    }
    }
    IValue_AnyValue12 t_117;
    switch (t_96) {
    case 5u:
    {
        t_117 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_96, 0u), t_97.a, nsl::bitcast<uint32_t>(t_102.x), nsl::bitcast<uint32_t>(t_102.y)};
        break;
    }
    case 0u:
    {
        t_117 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_96, 0u), nsl::select(t_103, 1u, 0u), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_117 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_96, 0u), nsl::bitcast<uint32_t>(t_104), nsl::bitcast<uint32_t>(t_100.bias), 0u};
        break;
    }
    default: {
        t_117 = IValue_AnyValue12{nsl::make<nsl::vec<uint32_t, 2>>(0u, 0u), nsl::make<nsl::vec<uint32_t, 2>>(t_96, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch.data[2u].rtti = t_117.rtti;
    scratch.data[2u].witness = t_117.witness;
    scratch.data[2u].d0 = t_117.d0;
    scratch.data[2u].d1 = t_117.d1;
    scratch.data[2u].d2 = t_117.d2;
    nsl::vec<uint32_t, 2> t_118 = scratch.data[1u].witness;
    uint32_t t_119 = scratch.data[1u].d0;
    uint32_t t_120 = scratch.data[1u].d1;
    uint32_t t_121 = scratch.data[1u].d2;
    uint32_t t_122 = t_118.x;
    IValue t_123;
    switch (t_122) {
    case 5u:
    {
        t_123 = IValue{t_122, Pair{t_119, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_120), nsl::bitcast<float>(t_121))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_123 = IValue{t_122, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_119 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_123 = IValue{t_122, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_119), nsl::bitcast<int32_t>(t_120)}};
        break;
    }
    default: {
        t_123 = IValue{t_122, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_124;
    switch (t_123.typeId) {
    case 5u:
    {
        Pair t_125 = t_123.p0;
        nsl::vec<float, 2> t_126 = t_125.b;
        t_124 = nsl::convert<float>(t_125.a) + t_126.x * 1.0f - t_126.y;
        break;
    }
    case 0u:
    {
        float t_127;
        if (t_123.p1.on) {
            t_127 = 1.0f;
        } else {
            t_127 = -1.0f;
        }
        t_124 = t_127;
        break;
    }
    case 3u:
    {
        Scaled t_128 = t_123.p2;
        t_124 = t_128.k * 1.0f + nsl::convert<float>(t_128.bias);
        break;
    }
    default: {
        t_124 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_124;
    nsl::vec<uint32_t, 2> t_129 = scratch.data[2u].witness;
    uint32_t t_130 = scratch.data[2u].d0;
    uint32_t t_131 = scratch.data[2u].d1;
    uint32_t t_132 = scratch.data[2u].d2;
    uint32_t t_133 = t_129.x;
    IValue t_134;
    switch (t_133) {
    case 5u:
    {
        t_134 = IValue{t_133, Pair{t_130, nsl::make<nsl::vec<float, 2>>(nsl::bitcast<float>(t_131), nsl::bitcast<float>(t_132))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_134 = IValue{t_133, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{t_130 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_134 = IValue{t_133, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{nsl::bitcast<float>(t_130), nsl::bitcast<int32_t>(t_131)}};
        break;
    }
    default: {
        t_134 = IValue{t_133, Pair{0u, nsl::make<nsl::vec<float, 2>>(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_135;
    switch (t_134.typeId) {
    case 5u:
    {
        Pair t_136 = t_134.p0;
        nsl::vec<float, 2> t_137 = t_136.b;
        t_135 = nsl::convert<float>(t_136.a) + t_137.x * 10.0f - t_137.y;
        break;
    }
    case 0u:
    {
        float t_138;
        if (t_134.p1.on) {
            t_138 = 10.0f;
        } else {
            t_138 = -10.0f;
        }
        t_135 = t_138;
        break;
    }
    case 3u:
    {
        Scaled t_139 = t_134.p2;
        t_135 = t_139.k * 10.0f + nsl::convert<float>(t_139.bias);
        break;
    }
    default: {
        t_135 = 0.0f;
        break;
    }
    }
    outputBuffer.data[9u] = t_135;
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
