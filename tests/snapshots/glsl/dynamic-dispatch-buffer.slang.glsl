#version 450
struct IValue_AnyValue12
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
    uint d1;
    uint d2;
};
struct Pair
{
    uint a;
    vec2 b;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    IValue_AnyValue12[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    IValue_AnyValue12[] data;
} scratch;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
IValue pick(int p);
void main();
IValue pick(int p) {
    if (p == 0) {
        return IValue(5u, Pair(1u, vec2(2.0, 3.0)), Flag(false), Scaled(0.0, 0));
    }
    if (p == 1) {
        return IValue(0u, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
    }
    return IValue(3u, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.5, -2));
}
void main() {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint t = uint(i_1);
        uvec2 t_1 = inputs.data[t].witness;
        uint t_2 = inputs.data[t].d0;
        uint t_3 = inputs.data[t].d1;
        uint t_4 = inputs.data[t].d2;
        uint t_5 = t_1.x;
        IValue t_6;
        switch (t_5) {
        case 5u:
        {
            t_6 = IValue(t_5, Pair(t_2, vec2(uintBitsToFloat(t_3), uintBitsToFloat(t_4))), Flag(false), Scaled(0.0, 0));
            break;
        }
        case 0u:
        {
            t_6 = IValue(t_5, Pair(0u, vec2(0.0, 0.0)), Flag(t_2 != 0u), Scaled(0.0, 0));
            break;
        }
        case 3u:
        {
            t_6 = IValue(t_5, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_2), int(t_3)));
            break;
        }
        default: {
            t_6 = IValue(t_5, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
            break;
        }
        }
        float t_7;
        switch (t_6.typeId) {
        case 5u:
        {
            Pair t_8 = t_6.p0;
            vec2 t_9 = t_8.b;
            t_7 = float(t_8.a) + t_9.x * 2.0 - t_9.y;
            break;
        }
        case 0u:
        {
            float t_10;
            if (t_6.p1.on) {
                t_10 = 2.0;
            } else {
                t_10 = -2.0;
            }
            t_7 = t_10;
            break;
        }
        case 3u:
        {
            Scaled t_11 = t_6.p2;
            t_7 = t_11.k * 2.0 + float(t_11.bias);
            break;
        }
        default: {
            t_7 = 0.0;
            break;
        }
        }
        outputBuffer.data[t] = t_7;
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
            vec2 t_16 = t_15.b;
            t_14 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_13, 0u), t_15.a, floatBitsToUint(t_16.x), floatBitsToUint(t_16.y));
            break;
        }
        case 0u:
        {
            t_14 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_13, 0u), t_12.p1.on ? 1u : 0u, 0u, 0u);
            break;
        }
        case 3u:
        {
            Scaled t_17 = t_12.p2;
            t_14 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_13, 0u), floatBitsToUint(t_17.k), uint(t_17.bias), 0u);
            break;
        }
        default: {
            t_14 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_13, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[uint(i_3)].rtti = t_14.rtti;
        scratch.data[uint(i_3)].witness = t_14.witness;
        scratch.data[uint(i_3)].d0 = t_14.d0;
        scratch.data[uint(i_3)].d1 = t_14.d1;
        scratch.data[uint(i_3)].d2 = t_14.d2;
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
        uvec2 t_18 = scratch.data[uint(i_5)].witness;
        uint t_19 = scratch.data[uint(i_5)].d0;
        uint t_20 = scratch.data[uint(i_5)].d1;
        uint t_21 = scratch.data[uint(i_5)].d2;
        uint t_22 = t_18.x;
        IValue t_23;
        switch (t_22) {
        case 5u:
        {
            t_23 = IValue(t_22, Pair(t_19, vec2(uintBitsToFloat(t_20), uintBitsToFloat(t_21))), Flag(false), Scaled(0.0, 0));
            break;
        }
        case 0u:
        {
            t_23 = IValue(t_22, Pair(0u, vec2(0.0, 0.0)), Flag(t_19 != 0u), Scaled(0.0, 0));
            break;
        }
        case 3u:
        {
            t_23 = IValue(t_22, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_19), int(t_20)));
            break;
        }
        default: {
            t_23 = IValue(t_22, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
            break;
        }
        }
        float t_24;
        switch (t_23.typeId) {
        case 5u:
        {
            Pair t_25 = t_23.p0;
            vec2 t_26 = t_25.b;
            t_24 = float(t_25.a) + t_26.x * 10.0 - t_26.y;
            break;
        }
        case 0u:
        {
            float t_27;
            if (t_23.p1.on) {
                t_27 = 10.0;
            } else {
                t_27 = -10.0;
            }
            t_24 = t_27;
            break;
        }
        case 3u:
        {
            Scaled t_28 = t_23.p2;
            t_24 = t_28.k * 10.0 + float(t_28.bias);
            break;
        }
        default: {
            t_24 = 0.0;
            break;
        }
        }
        outputBuffer.data[uint(4 + i_5)] = t_24;
        i_5 = i_5 + 1;
        continue;
    }
    uvec2 t_29 = scratch.data[0u].witness;
    uint t_30 = scratch.data[0u].d0;
    uint t_31 = scratch.data[0u].d1;
    uint t_32 = scratch.data[0u].d2;
    uint t_33 = t_29.x;
    IValue t_34;
    switch (t_33) {
    case 5u:
    {
        t_34 = IValue(t_33, Pair(t_30, vec2(uintBitsToFloat(t_31), uintBitsToFloat(t_32))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_34 = IValue(t_33, Pair(0u, vec2(0.0, 0.0)), Flag(t_30 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_34 = IValue(t_33, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_30), int(t_31)));
        break;
    }
    default: {
        t_34 = IValue(t_33, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uvec2 t_35 = inputs.data[1u].witness;
    uint t_36 = inputs.data[1u].d0;
    uint t_37 = inputs.data[1u].d1;
    uint t_38 = inputs.data[1u].d2;
    uint t_39 = t_35.x;
    IValue t_40;
    switch (t_39) {
    case 5u:
    {
        t_40 = IValue(t_39, Pair(t_36, vec2(uintBitsToFloat(t_37), uintBitsToFloat(t_38))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_40 = IValue(t_39, Pair(0u, vec2(0.0, 0.0)), Flag(t_36 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_40 = IValue(t_39, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_36), int(t_37)));
        break;
    }
    default: {
        t_40 = IValue(t_39, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_41 = t_40.typeId;
    IValue_AnyValue12 t_42;
    switch (t_41) {
    case 5u:
    {
        Pair t_43 = t_40.p0;
        vec2 t_44 = t_43.b;
        t_42 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_41, 0u), t_43.a, floatBitsToUint(t_44.x), floatBitsToUint(t_44.y));
        break;
    }
    case 0u:
    {
        t_42 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_41, 0u), t_40.p1.on ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        Scaled t_45 = t_40.p2;
        t_42 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_41, 0u), floatBitsToUint(t_45.k), uint(t_45.bias), 0u);
        break;
    }
    default: {
        t_42 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_41, 0u), 0u, 0u, 0u);
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
        vec2 t_48 = t_47.b;
        t_46 = float(t_47.a) + t_48.x * 1.0 - t_48.y;
        break;
    }
    case 0u:
    {
        float t_49;
        if (t_34.p1.on) {
            t_49 = 1.0;
        } else {
            t_49 = -1.0;
        }
        t_46 = t_49;
        break;
    }
    case 3u:
    {
        Scaled t_50 = t_34.p2;
        t_46 = t_50.k * 1.0 + float(t_50.bias);
        break;
    }
    default: {
        t_46 = 0.0;
        break;
    }
    }
    uvec2 t_51 = scratch.data[1u].witness;
    uint t_52 = scratch.data[1u].d0;
    uint t_53 = scratch.data[1u].d1;
    uint t_54 = scratch.data[1u].d2;
    uint t_55 = t_51.x;
    IValue t_56;
    switch (t_55) {
    case 5u:
    {
        t_56 = IValue(t_55, Pair(t_52, vec2(uintBitsToFloat(t_53), uintBitsToFloat(t_54))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_56 = IValue(t_55, Pair(0u, vec2(0.0, 0.0)), Flag(t_52 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_56 = IValue(t_55, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_52), int(t_53)));
        break;
    }
    default: {
        t_56 = IValue(t_55, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_57;
    switch (t_56.typeId) {
    case 5u:
    {
        Pair t_58 = t_56.p0;
        vec2 t_59 = t_58.b;
        t_57 = float(t_58.a) + t_59.x * 1.0 - t_59.y;
        break;
    }
    case 0u:
    {
        float t_60;
        if (t_56.p1.on) {
            t_60 = 1.0;
        } else {
            t_60 = -1.0;
        }
        t_57 = t_60;
        break;
    }
    case 3u:
    {
        Scaled t_61 = t_56.p2;
        t_57 = t_61.k * 1.0 + float(t_61.bias);
        break;
    }
    default: {
        t_57 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_46 + t_57;
    uvec2 t_62 = scratch.data[1u].witness;
    uint t_63 = scratch.data[1u].d0;
    uint t_64 = scratch.data[1u].d1;
    uint t_65 = scratch.data[1u].d2;
    uint t_66 = t_62.x;
    IValue t_67;
    switch (t_66) {
    case 5u:
    {
        t_67 = IValue(t_66, Pair(t_63, vec2(uintBitsToFloat(t_64), uintBitsToFloat(t_65))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_67 = IValue(t_66, Pair(0u, vec2(0.0, 0.0)), Flag(t_63 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_67 = IValue(t_66, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_63), int(t_64)));
        break;
    }
    default: {
        t_67 = IValue(t_66, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_68 = t_67.typeId;
    Pair t_69 = t_67.p0;
    vec2 t_70 = t_69.b;
    bool t_71 = t_67.p1.on;
    Scaled t_72 = t_67.p2;
    float t_73 = t_72.k;
    vec2 t_74;
    bool t_75;
    float t_76;
    switch (t_68) {
    case 5u:
    {
        vec2 t_77 = t_70 * vec2(2.0, 2.0);
        bool t_78 = t_71;
        float t_79 = t_73;
        t_74 = t_77;
        t_75 = t_78;
        t_76 = t_79;
        break;
    }
    case 0u:
    {
        vec2 t_80 = t_70;
        bool t_81 = true;
        float t_82 = t_73;
        t_74 = t_80;
        t_75 = t_81;
        t_76 = t_82;
        break;
    }
    case 3u:
    {
        vec2 t_83 = t_70;
        bool t_84 = t_71;
        float t_85 = t_73 * 2.0;
        t_74 = t_83;
        t_75 = t_84;
        t_76 = t_85;
        break;
    }
    default: {
        vec2 t_86 = t_70;
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
        t_89 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_68, 0u), t_69.a, floatBitsToUint(t_74.x), floatBitsToUint(t_74.y));
        break;
    }
    case 0u:
    {
        t_89 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_68, 0u), t_75 ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        t_89 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_68, 0u), floatBitsToUint(t_76), uint(t_72.bias), 0u);
        break;
    }
    default: {
        t_89 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_68, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_89.rtti;
    scratch.data[1u].witness = t_89.witness;
    scratch.data[1u].d0 = t_89.d0;
    scratch.data[1u].d1 = t_89.d1;
    scratch.data[1u].d2 = t_89.d2;
    uvec2 t_90 = scratch.data[2u].witness;
    uint t_91 = scratch.data[2u].d0;
    uint t_92 = scratch.data[2u].d1;
    uint t_93 = scratch.data[2u].d2;
    uint t_94 = t_90.x;
    IValue t_95;
    switch (t_94) {
    case 5u:
    {
        t_95 = IValue(t_94, Pair(t_91, vec2(uintBitsToFloat(t_92), uintBitsToFloat(t_93))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_95 = IValue(t_94, Pair(0u, vec2(0.0, 0.0)), Flag(t_91 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_95 = IValue(t_94, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_91), int(t_92)));
        break;
    }
    default: {
        t_95 = IValue(t_94, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_96 = t_95.typeId;
    Pair t_97 = t_95.p0;
    vec2 t_98 = t_97.b;
    bool t_99 = t_95.p1.on;
    Scaled t_100 = t_95.p2;
    float t_101 = t_100.k;
    vec2 t_102;
    bool t_103;
    float t_104;
    switch (t_96) {
    case 5u:
    {
        vec2 t_105 = t_98 * vec2(-1.0, -1.0);
        bool t_106 = t_99;
        float t_107 = t_101;
        t_102 = t_105;
        t_103 = t_106;
        t_104 = t_107;
        break;
    }
    case 0u:
    {
        vec2 t_108 = t_98;
        bool t_109 = false;
        float t_110 = t_101;
        t_102 = t_108;
        t_103 = t_109;
        t_104 = t_110;
        break;
    }
    case 3u:
    {
        vec2 t_111 = t_98;
        bool t_112 = t_99;
        float t_113 = t_101 * -1.0;
        t_102 = t_111;
        t_103 = t_112;
        t_104 = t_113;
        break;
    }
    default: {
        vec2 t_114 = t_98;
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
        t_117 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_96, 0u), t_97.a, floatBitsToUint(t_102.x), floatBitsToUint(t_102.y));
        break;
    }
    case 0u:
    {
        t_117 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_96, 0u), t_103 ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        t_117 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_96, 0u), floatBitsToUint(t_104), uint(t_100.bias), 0u);
        break;
    }
    default: {
        t_117 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_96, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_117.rtti;
    scratch.data[2u].witness = t_117.witness;
    scratch.data[2u].d0 = t_117.d0;
    scratch.data[2u].d1 = t_117.d1;
    scratch.data[2u].d2 = t_117.d2;
    uvec2 t_118 = scratch.data[1u].witness;
    uint t_119 = scratch.data[1u].d0;
    uint t_120 = scratch.data[1u].d1;
    uint t_121 = scratch.data[1u].d2;
    uint t_122 = t_118.x;
    IValue t_123;
    switch (t_122) {
    case 5u:
    {
        t_123 = IValue(t_122, Pair(t_119, vec2(uintBitsToFloat(t_120), uintBitsToFloat(t_121))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_123 = IValue(t_122, Pair(0u, vec2(0.0, 0.0)), Flag(t_119 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_123 = IValue(t_122, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_119), int(t_120)));
        break;
    }
    default: {
        t_123 = IValue(t_122, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_124;
    switch (t_123.typeId) {
    case 5u:
    {
        Pair t_125 = t_123.p0;
        vec2 t_126 = t_125.b;
        t_124 = float(t_125.a) + t_126.x * 1.0 - t_126.y;
        break;
    }
    case 0u:
    {
        float t_127;
        if (t_123.p1.on) {
            t_127 = 1.0;
        } else {
            t_127 = -1.0;
        }
        t_124 = t_127;
        break;
    }
    case 3u:
    {
        Scaled t_128 = t_123.p2;
        t_124 = t_128.k * 1.0 + float(t_128.bias);
        break;
    }
    default: {
        t_124 = 0.0;
        break;
    }
    }
    outputBuffer.data[8u] = t_124;
    uvec2 t_129 = scratch.data[2u].witness;
    uint t_130 = scratch.data[2u].d0;
    uint t_131 = scratch.data[2u].d1;
    uint t_132 = scratch.data[2u].d2;
    uint t_133 = t_129.x;
    IValue t_134;
    switch (t_133) {
    case 5u:
    {
        t_134 = IValue(t_133, Pair(t_130, vec2(uintBitsToFloat(t_131), uintBitsToFloat(t_132))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_134 = IValue(t_133, Pair(0u, vec2(0.0, 0.0)), Flag(t_130 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_134 = IValue(t_133, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_130), int(t_131)));
        break;
    }
    default: {
        t_134 = IValue(t_133, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_135;
    switch (t_134.typeId) {
    case 5u:
    {
        Pair t_136 = t_134.p0;
        vec2 t_137 = t_136.b;
        t_135 = float(t_136.a) + t_137.x * 10.0 - t_137.y;
        break;
    }
    case 0u:
    {
        float t_138;
        if (t_134.p1.on) {
            t_138 = 10.0;
        } else {
            t_138 = -10.0;
        }
        t_135 = t_138;
        break;
    }
    case 3u:
    {
        Scaled t_139 = t_134.p2;
        t_135 = t_139.k * 10.0 + float(t_139.bias);
        break;
    }
    default: {
        t_135 = 0.0;
        break;
    }
    }
    outputBuffer.data[9u] = t_135;
    return;
}
