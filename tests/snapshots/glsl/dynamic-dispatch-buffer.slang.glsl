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
            t_7 = t_6.p1.on ? 2.0 : -2.0;
            break;
        }
        case 3u:
        {
            Scaled t_10 = t_6.p2;
            t_7 = t_10.k * 2.0 + float(t_10.bias);
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
        IValue t_11 = pick(i_3);
        uint t_12 = t_11.typeId;
        IValue_AnyValue12 t_13;
        switch (t_12) {
        case 5u:
        {
            Pair t_14 = t_11.p0;
            vec2 t_15 = t_14.b;
            t_13 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_12, 0u), t_14.a, floatBitsToUint(t_15.x), floatBitsToUint(t_15.y));
            break;
        }
        case 0u:
        {
            t_13 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_12, 0u), t_11.p1.on ? 1u : 0u, 0u, 0u);
            break;
        }
        case 3u:
        {
            Scaled t_16 = t_11.p2;
            t_13 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_12, 0u), floatBitsToUint(t_16.k), uint(t_16.bias), 0u);
            break;
        }
        default: {
            t_13 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_12, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[uint(i_3)].rtti = t_13.rtti;
        scratch.data[uint(i_3)].witness = t_13.witness;
        scratch.data[uint(i_3)].d0 = t_13.d0;
        scratch.data[uint(i_3)].d1 = t_13.d1;
        scratch.data[uint(i_3)].d2 = t_13.d2;
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
        uvec2 t_17 = scratch.data[uint(i_5)].witness;
        uint t_18 = scratch.data[uint(i_5)].d0;
        uint t_19 = scratch.data[uint(i_5)].d1;
        uint t_20 = scratch.data[uint(i_5)].d2;
        uint t_21 = t_17.x;
        IValue t_22;
        switch (t_21) {
        case 5u:
        {
            t_22 = IValue(t_21, Pair(t_18, vec2(uintBitsToFloat(t_19), uintBitsToFloat(t_20))), Flag(false), Scaled(0.0, 0));
            break;
        }
        case 0u:
        {
            t_22 = IValue(t_21, Pair(0u, vec2(0.0, 0.0)), Flag(t_18 != 0u), Scaled(0.0, 0));
            break;
        }
        case 3u:
        {
            t_22 = IValue(t_21, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_18), int(t_19)));
            break;
        }
        default: {
            t_22 = IValue(t_21, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
            break;
        }
        }
        float t_23;
        switch (t_22.typeId) {
        case 5u:
        {
            Pair t_24 = t_22.p0;
            vec2 t_25 = t_24.b;
            t_23 = float(t_24.a) + t_25.x * 10.0 - t_25.y;
            break;
        }
        case 0u:
        {
            t_23 = t_22.p1.on ? 10.0 : -10.0;
            break;
        }
        case 3u:
        {
            Scaled t_26 = t_22.p2;
            t_23 = t_26.k * 10.0 + float(t_26.bias);
            break;
        }
        default: {
            t_23 = 0.0;
            break;
        }
        }
        outputBuffer.data[uint(4 + i_5)] = t_23;
        i_5 = i_5 + 1;
        continue;
    }
    uvec2 t_27 = scratch.data[0u].witness;
    uint t_28 = scratch.data[0u].d0;
    uint t_29 = scratch.data[0u].d1;
    uint t_30 = scratch.data[0u].d2;
    uint t_31 = t_27.x;
    IValue t_32;
    switch (t_31) {
    case 5u:
    {
        t_32 = IValue(t_31, Pair(t_28, vec2(uintBitsToFloat(t_29), uintBitsToFloat(t_30))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_32 = IValue(t_31, Pair(0u, vec2(0.0, 0.0)), Flag(t_28 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_32 = IValue(t_31, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_28), int(t_29)));
        break;
    }
    default: {
        t_32 = IValue(t_31, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uvec2 t_33 = inputs.data[1u].witness;
    uint t_34 = inputs.data[1u].d0;
    uint t_35 = inputs.data[1u].d1;
    uint t_36 = inputs.data[1u].d2;
    uint t_37 = t_33.x;
    IValue t_38;
    switch (t_37) {
    case 5u:
    {
        t_38 = IValue(t_37, Pair(t_34, vec2(uintBitsToFloat(t_35), uintBitsToFloat(t_36))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_38 = IValue(t_37, Pair(0u, vec2(0.0, 0.0)), Flag(t_34 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_38 = IValue(t_37, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_34), int(t_35)));
        break;
    }
    default: {
        t_38 = IValue(t_37, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_39 = t_38.typeId;
    IValue_AnyValue12 t_40;
    switch (t_39) {
    case 5u:
    {
        Pair t_41 = t_38.p0;
        vec2 t_42 = t_41.b;
        t_40 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_39, 0u), t_41.a, floatBitsToUint(t_42.x), floatBitsToUint(t_42.y));
        break;
    }
    case 0u:
    {
        t_40 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_39, 0u), t_38.p1.on ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        Scaled t_43 = t_38.p2;
        t_40 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_39, 0u), floatBitsToUint(t_43.k), uint(t_43.bias), 0u);
        break;
    }
    default: {
        t_40 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_39, 0u), 0u, 0u, 0u);
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
        vec2 t_46 = t_45.b;
        t_44 = float(t_45.a) + t_46.x * 1.0 - t_46.y;
        break;
    }
    case 0u:
    {
        t_44 = t_32.p1.on ? 1.0 : -1.0;
        break;
    }
    case 3u:
    {
        Scaled t_47 = t_32.p2;
        t_44 = t_47.k * 1.0 + float(t_47.bias);
        break;
    }
    default: {
        t_44 = 0.0;
        break;
    }
    }
    uvec2 t_48 = scratch.data[1u].witness;
    uint t_49 = scratch.data[1u].d0;
    uint t_50 = scratch.data[1u].d1;
    uint t_51 = scratch.data[1u].d2;
    uint t_52 = t_48.x;
    IValue t_53;
    switch (t_52) {
    case 5u:
    {
        t_53 = IValue(t_52, Pair(t_49, vec2(uintBitsToFloat(t_50), uintBitsToFloat(t_51))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_53 = IValue(t_52, Pair(0u, vec2(0.0, 0.0)), Flag(t_49 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_53 = IValue(t_52, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_49), int(t_50)));
        break;
    }
    default: {
        t_53 = IValue(t_52, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_54;
    switch (t_53.typeId) {
    case 5u:
    {
        Pair t_55 = t_53.p0;
        vec2 t_56 = t_55.b;
        t_54 = float(t_55.a) + t_56.x * 1.0 - t_56.y;
        break;
    }
    case 0u:
    {
        t_54 = t_53.p1.on ? 1.0 : -1.0;
        break;
    }
    case 3u:
    {
        Scaled t_57 = t_53.p2;
        t_54 = t_57.k * 1.0 + float(t_57.bias);
        break;
    }
    default: {
        t_54 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_44 + t_54;
    uvec2 t_58 = scratch.data[1u].witness;
    uint t_59 = scratch.data[1u].d0;
    uint t_60 = scratch.data[1u].d1;
    uint t_61 = scratch.data[1u].d2;
    uint t_62 = t_58.x;
    IValue t_63;
    switch (t_62) {
    case 5u:
    {
        t_63 = IValue(t_62, Pair(t_59, vec2(uintBitsToFloat(t_60), uintBitsToFloat(t_61))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_63 = IValue(t_62, Pair(0u, vec2(0.0, 0.0)), Flag(t_59 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_63 = IValue(t_62, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_59), int(t_60)));
        break;
    }
    default: {
        t_63 = IValue(t_62, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_64 = t_63.typeId;
    Pair t_65 = t_63.p0;
    vec2 t_66 = t_65.b;
    bool t_67 = t_63.p1.on;
    Scaled t_68 = t_63.p2;
    float t_69 = t_68.k;
    vec2 t_70;
    bool t_71;
    float t_72;
    switch (t_64) {
    case 5u:
    {
        vec2 t_73 = t_66 * vec2(2.0, 2.0);
        bool t_74 = t_67;
        float t_75 = t_69;
        t_70 = t_73;
        t_71 = t_74;
        t_72 = t_75;
        break;
    }
    case 0u:
    {
        vec2 t_76 = t_66;
        bool t_77 = true;
        float t_78 = t_69;
        t_70 = t_76;
        t_71 = t_77;
        t_72 = t_78;
        break;
    }
    case 3u:
    {
        vec2 t_79 = t_66;
        bool t_80 = t_67;
        float t_81 = t_69 * 2.0;
        t_70 = t_79;
        t_71 = t_80;
        t_72 = t_81;
        break;
    }
    default: {
        vec2 t_82 = t_66;
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
        t_85 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_64, 0u), t_65.a, floatBitsToUint(t_70.x), floatBitsToUint(t_70.y));
        break;
    }
    case 0u:
    {
        t_85 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_64, 0u), t_71 ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        t_85 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_64, 0u), floatBitsToUint(t_72), uint(t_68.bias), 0u);
        break;
    }
    default: {
        t_85 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_64, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_85.rtti;
    scratch.data[1u].witness = t_85.witness;
    scratch.data[1u].d0 = t_85.d0;
    scratch.data[1u].d1 = t_85.d1;
    scratch.data[1u].d2 = t_85.d2;
    uvec2 t_86 = scratch.data[2u].witness;
    uint t_87 = scratch.data[2u].d0;
    uint t_88 = scratch.data[2u].d1;
    uint t_89 = scratch.data[2u].d2;
    uint t_90 = t_86.x;
    IValue t_91;
    switch (t_90) {
    case 5u:
    {
        t_91 = IValue(t_90, Pair(t_87, vec2(uintBitsToFloat(t_88), uintBitsToFloat(t_89))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_91 = IValue(t_90, Pair(0u, vec2(0.0, 0.0)), Flag(t_87 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_91 = IValue(t_90, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_87), int(t_88)));
        break;
    }
    default: {
        t_91 = IValue(t_90, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_92 = t_91.typeId;
    Pair t_93 = t_91.p0;
    vec2 t_94 = t_93.b;
    bool t_95 = t_91.p1.on;
    Scaled t_96 = t_91.p2;
    float t_97 = t_96.k;
    vec2 t_98;
    bool t_99;
    float t_100;
    switch (t_92) {
    case 5u:
    {
        vec2 t_101 = t_94 * vec2(-1.0, -1.0);
        bool t_102 = t_95;
        float t_103 = t_97;
        t_98 = t_101;
        t_99 = t_102;
        t_100 = t_103;
        break;
    }
    case 0u:
    {
        vec2 t_104 = t_94;
        bool t_105 = false;
        float t_106 = t_97;
        t_98 = t_104;
        t_99 = t_105;
        t_100 = t_106;
        break;
    }
    case 3u:
    {
        vec2 t_107 = t_94;
        bool t_108 = t_95;
        float t_109 = t_97 * -1.0;
        t_98 = t_107;
        t_99 = t_108;
        t_100 = t_109;
        break;
    }
    default: {
        vec2 t_110 = t_94;
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
        t_113 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_92, 0u), t_93.a, floatBitsToUint(t_98.x), floatBitsToUint(t_98.y));
        break;
    }
    case 0u:
    {
        t_113 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_92, 0u), t_99 ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        t_113 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_92, 0u), floatBitsToUint(t_100), uint(t_96.bias), 0u);
        break;
    }
    default: {
        t_113 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_92, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_113.rtti;
    scratch.data[2u].witness = t_113.witness;
    scratch.data[2u].d0 = t_113.d0;
    scratch.data[2u].d1 = t_113.d1;
    scratch.data[2u].d2 = t_113.d2;
    uvec2 t_114 = scratch.data[1u].witness;
    uint t_115 = scratch.data[1u].d0;
    uint t_116 = scratch.data[1u].d1;
    uint t_117 = scratch.data[1u].d2;
    uint t_118 = t_114.x;
    IValue t_119;
    switch (t_118) {
    case 5u:
    {
        t_119 = IValue(t_118, Pair(t_115, vec2(uintBitsToFloat(t_116), uintBitsToFloat(t_117))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_119 = IValue(t_118, Pair(0u, vec2(0.0, 0.0)), Flag(t_115 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_119 = IValue(t_118, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_115), int(t_116)));
        break;
    }
    default: {
        t_119 = IValue(t_118, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_120;
    switch (t_119.typeId) {
    case 5u:
    {
        Pair t_121 = t_119.p0;
        vec2 t_122 = t_121.b;
        t_120 = float(t_121.a) + t_122.x * 1.0 - t_122.y;
        break;
    }
    case 0u:
    {
        t_120 = t_119.p1.on ? 1.0 : -1.0;
        break;
    }
    case 3u:
    {
        Scaled t_123 = t_119.p2;
        t_120 = t_123.k * 1.0 + float(t_123.bias);
        break;
    }
    default: {
        t_120 = 0.0;
        break;
    }
    }
    outputBuffer.data[8u] = t_120;
    uvec2 t_124 = scratch.data[2u].witness;
    uint t_125 = scratch.data[2u].d0;
    uint t_126 = scratch.data[2u].d1;
    uint t_127 = scratch.data[2u].d2;
    uint t_128 = t_124.x;
    IValue t_129;
    switch (t_128) {
    case 5u:
    {
        t_129 = IValue(t_128, Pair(t_125, vec2(uintBitsToFloat(t_126), uintBitsToFloat(t_127))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_129 = IValue(t_128, Pair(0u, vec2(0.0, 0.0)), Flag(t_125 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_129 = IValue(t_128, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_125), int(t_126)));
        break;
    }
    default: {
        t_129 = IValue(t_128, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_130;
    switch (t_129.typeId) {
    case 5u:
    {
        Pair t_131 = t_129.p0;
        vec2 t_132 = t_131.b;
        t_130 = float(t_131.a) + t_132.x * 10.0 - t_132.y;
        break;
    }
    case 0u:
    {
        t_130 = t_129.p1.on ? 10.0 : -10.0;
        break;
    }
    case 3u:
    {
        Scaled t_133 = t_129.p2;
        t_130 = t_133.k * 10.0 + float(t_133.bias);
        break;
    }
    default: {
        t_130 = 0.0;
        break;
    }
    }
    outputBuffer.data[9u] = t_130;
    return;
}
