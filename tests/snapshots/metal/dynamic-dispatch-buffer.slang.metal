#include <metal_stdlib>
using namespace metal;
struct IValue_AnyValue12
{
    uint2 rtti;
    uint2 witness;
    uint d0;
    uint d1;
    uint d2;
};
struct Pair
{
    uint a;
    float2 b;
};
struct Flag
{
    bool on;
};
struct Scaled
{
    float k;
    int bias;
};
struct IValue
{
    uint typeId;
    Pair p0;
    Flag p1;
    Scaled p2;
};
IValue pick(int p);
IValue pick(int p) {
    if (p == 0) {
        return IValue{5u, Pair{1u, float2(2.0f, 3.0f)}, Flag{false}, Scaled{0.0f, 0}};
    }
    if (p == 1) {
        return IValue{0u, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
    }
    return IValue{3u, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.5f, -2}};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device IValue_AnyValue12* inputs [[buffer(0)]], device IValue_AnyValue12* scratch [[buffer(1)]], device float* outputBuffer [[buffer(2)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint t = uint(i_1);
        uint2 t_1 = inputs[t].witness;
        uint t_2 = inputs[t].d0;
        uint t_3 = inputs[t].d1;
        uint t_4 = inputs[t].d2;
        uint t_5 = t_1.x;
        IValue t_6;
        switch (t_5) {
        case 5u:
        {
            t_6 = IValue{t_5, Pair{t_2, float2(as_type<float>(t_3), as_type<float>(t_4))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_6 = IValue{t_5, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_2 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_6 = IValue{t_5, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_2), as_type<int>(t_3)}};
            break;
        }
        default: {
            t_6 = IValue{t_5, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_7;
        switch (t_6.typeId) {
        case 5u:
        {
            Pair t_8 = t_6.p0;
            float2 t_9 = t_8.b;
            t_7 = float(t_8.a) + t_9.x * 2.0f - t_9.y;
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
            t_7 = t_11.k * 2.0f + float(t_11.bias);
            break;
        }
        default: {
            t_7 = 0.0f;
            break;
        }
        }
        outputBuffer[t] = t_7;
        i_1 = i_1 + 1;
        continue;
    }
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        IValue t_12 = pick(i_3);
        uint t_13 = t_12.typeId;
        IValue_AnyValue12 t_14;
        switch (t_13) {
        case 5u:
        {
            Pair t_15 = t_12.p0;
            float2 t_16 = t_15.b;
            t_14 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_13, 0u), t_15.a, as_type<uint>(t_16.x), as_type<uint>(t_16.y)};
            break;
        }
        case 0u:
        {
            t_14 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_13, 0u), select(0u, 1u, t_12.p1.on), 0u, 0u};
            break;
        }
        case 3u:
        {
            Scaled t_17 = t_12.p2;
            t_14 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_13, 0u), as_type<uint>(t_17.k), as_type<uint>(t_17.bias), 0u};
            break;
        }
        default: {
            t_14 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_13, 0u), 0u, 0u, 0u};
            break;
        }
        }
        scratch[uint(i_3)].rtti = t_14.rtti;
        scratch[uint(i_3)].witness = t_14.witness;
        scratch[uint(i_3)].d0 = t_14.d0;
        scratch[uint(i_3)].d1 = t_14.d1;
        scratch[uint(i_3)].d2 = t_14.d2;
        i_3 = i_3 + 1;
        continue;
    }
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 3) {
        } else {
            i_4 = i_5;
            break;
        }
        uint2 t_18 = scratch[uint(i_5)].witness;
        uint t_19 = scratch[uint(i_5)].d0;
        uint t_20 = scratch[uint(i_5)].d1;
        uint t_21 = scratch[uint(i_5)].d2;
        uint t_22 = t_18.x;
        IValue t_23;
        switch (t_22) {
        case 5u:
        {
            t_23 = IValue{t_22, Pair{t_19, float2(as_type<float>(t_20), as_type<float>(t_21))}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        case 0u:
        {
            t_23 = IValue{t_22, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_19 != 0u}, Scaled{0.0f, 0}};
            break;
        }
        case 3u:
        {
            t_23 = IValue{t_22, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_19), as_type<int>(t_20)}};
            break;
        }
        default: {
            t_23 = IValue{t_22, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
            break;
        }
        }
        float t_24;
        switch (t_23.typeId) {
        case 5u:
        {
            Pair t_25 = t_23.p0;
            float2 t_26 = t_25.b;
            t_24 = float(t_25.a) + t_26.x * 10.0f - t_26.y;
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
            t_24 = t_28.k * 10.0f + float(t_28.bias);
            break;
        }
        default: {
            t_24 = 0.0f;
            break;
        }
        }
        outputBuffer[uint(4 + i_5)] = t_24;
        i_5 = i_5 + 1;
        continue;
    }
    uint2 t_29 = scratch[0u].witness;
    uint t_30 = scratch[0u].d0;
    uint t_31 = scratch[0u].d1;
    uint t_32 = scratch[0u].d2;
    uint t_33 = t_29.x;
    IValue t_34;
    switch (t_33) {
    case 5u:
    {
        t_34 = IValue{t_33, Pair{t_30, float2(as_type<float>(t_31), as_type<float>(t_32))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_34 = IValue{t_33, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_30 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_34 = IValue{t_33, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_30), as_type<int>(t_31)}};
        break;
    }
    default: {
        t_34 = IValue{t_33, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint2 t_35 = inputs[1u].witness;
    uint t_36 = inputs[1u].d0;
    uint t_37 = inputs[1u].d1;
    uint t_38 = inputs[1u].d2;
    uint t_39 = t_35.x;
    IValue t_40;
    switch (t_39) {
    case 5u:
    {
        t_40 = IValue{t_39, Pair{t_36, float2(as_type<float>(t_37), as_type<float>(t_38))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_40 = IValue{t_39, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_36 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_40 = IValue{t_39, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_36), as_type<int>(t_37)}};
        break;
    }
    default: {
        t_40 = IValue{t_39, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint t_41 = t_40.typeId;
    IValue_AnyValue12 t_42;
    switch (t_41) {
    case 5u:
    {
        Pair t_43 = t_40.p0;
        float2 t_44 = t_43.b;
        t_42 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_41, 0u), t_43.a, as_type<uint>(t_44.x), as_type<uint>(t_44.y)};
        break;
    }
    case 0u:
    {
        t_42 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_41, 0u), select(0u, 1u, t_40.p1.on), 0u, 0u};
        break;
    }
    case 3u:
    {
        Scaled t_45 = t_40.p2;
        t_42 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_41, 0u), as_type<uint>(t_45.k), as_type<uint>(t_45.bias), 0u};
        break;
    }
    default: {
        t_42 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_41, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch[1u].rtti = t_42.rtti;
    scratch[1u].witness = t_42.witness;
    scratch[1u].d0 = t_42.d0;
    scratch[1u].d1 = t_42.d1;
    scratch[1u].d2 = t_42.d2;
    float t_46;
    switch (t_34.typeId) {
    case 5u:
    {
        Pair t_47 = t_34.p0;
        float2 t_48 = t_47.b;
        t_46 = float(t_47.a) + t_48.x * 1.0f - t_48.y;
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
        t_46 = t_50.k * 1.0f + float(t_50.bias);
        break;
    }
    default: {
        t_46 = 0.0f;
        break;
    }
    }
    uint2 t_51 = scratch[1u].witness;
    uint t_52 = scratch[1u].d0;
    uint t_53 = scratch[1u].d1;
    uint t_54 = scratch[1u].d2;
    uint t_55 = t_51.x;
    IValue t_56;
    switch (t_55) {
    case 5u:
    {
        t_56 = IValue{t_55, Pair{t_52, float2(as_type<float>(t_53), as_type<float>(t_54))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_56 = IValue{t_55, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_52 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_56 = IValue{t_55, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_52), as_type<int>(t_53)}};
        break;
    }
    default: {
        t_56 = IValue{t_55, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_57;
    switch (t_56.typeId) {
    case 5u:
    {
        Pair t_58 = t_56.p0;
        float2 t_59 = t_58.b;
        t_57 = float(t_58.a) + t_59.x * 1.0f - t_59.y;
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
        t_57 = t_61.k * 1.0f + float(t_61.bias);
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_46 + t_57;
    uint2 t_62 = scratch[1u].witness;
    uint t_63 = scratch[1u].d0;
    uint t_64 = scratch[1u].d1;
    uint t_65 = scratch[1u].d2;
    uint t_66 = t_62.x;
    IValue t_67;
    switch (t_66) {
    case 5u:
    {
        t_67 = IValue{t_66, Pair{t_63, float2(as_type<float>(t_64), as_type<float>(t_65))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_67 = IValue{t_66, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_63 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_67 = IValue{t_66, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_63), as_type<int>(t_64)}};
        break;
    }
    default: {
        t_67 = IValue{t_66, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint t_68 = t_67.typeId;
    Pair t_69 = t_67.p0;
    float2 t_70 = t_69.b;
    bool t_71 = t_67.p1.on;
    Scaled t_72 = t_67.p2;
    float t_73 = t_72.k;
    float2 t_74;
    bool t_75;
    float t_76;
    switch (t_68) {
    case 5u:
    {
        float2 t_77 = t_70 * float2(2.0f, 2.0f);
        bool t_78 = t_71;
        float t_79 = t_73;
        t_74 = t_77;
        t_75 = t_78;
        t_76 = t_79;
        break;
    }
    case 0u:
    {
        float2 t_80 = t_70;
        bool t_81 = true;
        float t_82 = t_73;
        t_74 = t_80;
        t_75 = t_81;
        t_76 = t_82;
        break;
    }
    case 3u:
    {
        float2 t_83 = t_70;
        bool t_84 = t_71;
        float t_85 = t_73 * 2.0f;
        t_74 = t_83;
        t_75 = t_84;
        t_76 = t_85;
        break;
    }
    default: {
        float2 t_86 = t_70;
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
        t_89 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_68, 0u), t_69.a, as_type<uint>(t_74.x), as_type<uint>(t_74.y)};
        break;
    }
    case 0u:
    {
        t_89 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_68, 0u), select(0u, 1u, t_75), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_89 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_68, 0u), as_type<uint>(t_76), as_type<uint>(t_72.bias), 0u};
        break;
    }
    default: {
        t_89 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_68, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch[1u].rtti = t_89.rtti;
    scratch[1u].witness = t_89.witness;
    scratch[1u].d0 = t_89.d0;
    scratch[1u].d1 = t_89.d1;
    scratch[1u].d2 = t_89.d2;
    uint2 t_90 = scratch[2u].witness;
    uint t_91 = scratch[2u].d0;
    uint t_92 = scratch[2u].d1;
    uint t_93 = scratch[2u].d2;
    uint t_94 = t_90.x;
    IValue t_95;
    switch (t_94) {
    case 5u:
    {
        t_95 = IValue{t_94, Pair{t_91, float2(as_type<float>(t_92), as_type<float>(t_93))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_95 = IValue{t_94, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_91 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_95 = IValue{t_94, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_91), as_type<int>(t_92)}};
        break;
    }
    default: {
        t_95 = IValue{t_94, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    uint t_96 = t_95.typeId;
    Pair t_97 = t_95.p0;
    float2 t_98 = t_97.b;
    bool t_99 = t_95.p1.on;
    Scaled t_100 = t_95.p2;
    float t_101 = t_100.k;
    float2 t_102;
    bool t_103;
    float t_104;
    switch (t_96) {
    case 5u:
    {
        float2 t_105 = t_98 * float2(-1.0f, -1.0f);
        bool t_106 = t_99;
        float t_107 = t_101;
        t_102 = t_105;
        t_103 = t_106;
        t_104 = t_107;
        break;
    }
    case 0u:
    {
        float2 t_108 = t_98;
        bool t_109 = false;
        float t_110 = t_101;
        t_102 = t_108;
        t_103 = t_109;
        t_104 = t_110;
        break;
    }
    case 3u:
    {
        float2 t_111 = t_98;
        bool t_112 = t_99;
        float t_113 = t_101 * -1.0f;
        t_102 = t_111;
        t_103 = t_112;
        t_104 = t_113;
        break;
    }
    default: {
        float2 t_114 = t_98;
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
        t_117 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_96, 0u), t_97.a, as_type<uint>(t_102.x), as_type<uint>(t_102.y)};
        break;
    }
    case 0u:
    {
        t_117 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_96, 0u), select(0u, 1u, t_103), 0u, 0u};
        break;
    }
    case 3u:
    {
        t_117 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_96, 0u), as_type<uint>(t_104), as_type<uint>(t_100.bias), 0u};
        break;
    }
    default: {
        t_117 = IValue_AnyValue12{uint2(0u, 0u), uint2(t_96, 0u), 0u, 0u, 0u};
        break;
    }
    }
    scratch[2u].rtti = t_117.rtti;
    scratch[2u].witness = t_117.witness;
    scratch[2u].d0 = t_117.d0;
    scratch[2u].d1 = t_117.d1;
    scratch[2u].d2 = t_117.d2;
    uint2 t_118 = scratch[1u].witness;
    uint t_119 = scratch[1u].d0;
    uint t_120 = scratch[1u].d1;
    uint t_121 = scratch[1u].d2;
    uint t_122 = t_118.x;
    IValue t_123;
    switch (t_122) {
    case 5u:
    {
        t_123 = IValue{t_122, Pair{t_119, float2(as_type<float>(t_120), as_type<float>(t_121))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_123 = IValue{t_122, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_119 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_123 = IValue{t_122, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_119), as_type<int>(t_120)}};
        break;
    }
    default: {
        t_123 = IValue{t_122, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_124;
    switch (t_123.typeId) {
    case 5u:
    {
        Pair t_125 = t_123.p0;
        float2 t_126 = t_125.b;
        t_124 = float(t_125.a) + t_126.x * 1.0f - t_126.y;
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
        t_124 = t_128.k * 1.0f + float(t_128.bias);
        break;
    }
    default: {
        t_124 = 0.0f;
        break;
    }
    }
    outputBuffer[8u] = t_124;
    uint2 t_129 = scratch[2u].witness;
    uint t_130 = scratch[2u].d0;
    uint t_131 = scratch[2u].d1;
    uint t_132 = scratch[2u].d2;
    uint t_133 = t_129.x;
    IValue t_134;
    switch (t_133) {
    case 5u:
    {
        t_134 = IValue{t_133, Pair{t_130, float2(as_type<float>(t_131), as_type<float>(t_132))}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    case 0u:
    {
        t_134 = IValue{t_133, Pair{0u, float2(0.0f, 0.0f)}, Flag{t_130 != 0u}, Scaled{0.0f, 0}};
        break;
    }
    case 3u:
    {
        t_134 = IValue{t_133, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{as_type<float>(t_130), as_type<int>(t_131)}};
        break;
    }
    default: {
        t_134 = IValue{t_133, Pair{0u, float2(0.0f, 0.0f)}, Flag{false}, Scaled{0.0f, 0}};
        break;
    }
    }
    float t_135;
    switch (t_134.typeId) {
    case 5u:
    {
        Pair t_136 = t_134.p0;
        float2 t_137 = t_136.b;
        t_135 = float(t_136.a) + t_137.x * 10.0f - t_137.y;
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
        t_135 = t_139.k * 10.0f + float(t_139.bias);
        break;
    }
    default: {
        t_135 = 0.0f;
        break;
    }
    }
    outputBuffer[9u] = t_135;
    return;
}
