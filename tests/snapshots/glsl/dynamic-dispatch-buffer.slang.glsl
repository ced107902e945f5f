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
        Flag f = Flag(false);
        f.on = false;
        Flag t = f;
        return IValue(0u, Pair(0u, vec2(0.0, 0.0)), t, Scaled(0.0, 0));
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
        uint t_1 = uint(i_1);
        uvec2 t_2 = inputs.data[t_1].witness;
        uint t_3 = inputs.data[t_1].d0;
        uint t_4 = inputs.data[t_1].d1;
        uint t_5 = inputs.data[t_1].d2;
        uint t_6 = t_2.x;
        IValue t_7;
        switch (t_6) {
        case 5u:
        {
            t_7 = IValue(t_6, Pair(t_3, vec2(uintBitsToFloat(t_4), uintBitsToFloat(t_5))), Flag(false), Scaled(0.0, 0));
            break;
        }
        case 0u:
        {
            t_7 = IValue(t_6, Pair(0u, vec2(0.0, 0.0)), Flag(t_3 != 0u), Scaled(0.0, 0));
            break;
        }
        case 3u:
        {
            t_7 = IValue(t_6, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_3), int(t_4)));
            break;
        }
        default: {
            t_7 = IValue(t_6, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
            break;
        }
        }
        float t_8;
        switch (t_7.typeId) {
        case 5u:
        {
            Pair this_1 = Pair(0u, vec2(0.0));
            this_1 = t_7.p0;
            uint t_9 = this_1.a;
            vec2 t_10 = this_1.b;
            vec2 t_11 = this_1.b;
            t_8 = float(t_9) + t_10.x * 2.0 - t_11.y;
            break;
        }
        case 0u:
        {
            Flag this_2 = Flag(false);
            this_2 = t_7.p1;
            bool t_12 = this_2.on;
            float t_13;
            if (t_12) {
                t_13 = 2.0;
            } else {
                t_13 = -2.0;
            }
            t_8 = t_13;
            break;
        }
        case 3u:
        {
            Scaled this_3 = Scaled(0.0, 0);
            this_3 = t_7.p2;
            float t_14 = this_3.k;
            int t_15 = this_3.bias;
            t_8 = t_14 * 2.0 + float(t_15);
            break;
        }
        default: {
            t_8 = 0.0;
            break;
        }
        }
        outputBuffer.data[t_1] = t_8;
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
        IValue t_16 = pick(i_3);
        uint t_17 = t_16.typeId;
        IValue_AnyValue12 t_18;
        switch (t_17) {
        case 5u:
        {
            Pair t_19 = t_16.p0;
            vec2 t_20 = t_19.b;
            t_18 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_17, 0u), t_19.a, floatBitsToUint(t_20.x), floatBitsToUint(t_20.y));
            break;
        }
        case 0u:
        {
            t_18 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_17, 0u), t_16.p1.on ? 1u : 0u, 0u, 0u);
            break;
        }
        case 3u:
        {
            Scaled t_21 = t_16.p2;
            t_18 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_17, 0u), floatBitsToUint(t_21.k), uint(t_21.bias), 0u);
            break;
        }
        default: {
            t_18 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_17, 0u), 0u, 0u, 0u);
            break;
        }
        }
        scratch.data[uint(i_3)].rtti = t_18.rtti;
        scratch.data[uint(i_3)].witness = t_18.witness;
        scratch.data[uint(i_3)].d0 = t_18.d0;
        scratch.data[uint(i_3)].d1 = t_18.d1;
        scratch.data[uint(i_3)].d2 = t_18.d2;
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
        uvec2 t_22 = scratch.data[uint(i_5)].witness;
        uint t_23 = scratch.data[uint(i_5)].d0;
        uint t_24 = scratch.data[uint(i_5)].d1;
        uint t_25 = scratch.data[uint(i_5)].d2;
        uint t_26 = t_22.x;
        IValue t_27;
        switch (t_26) {
        case 5u:
        {
            t_27 = IValue(t_26, Pair(t_23, vec2(uintBitsToFloat(t_24), uintBitsToFloat(t_25))), Flag(false), Scaled(0.0, 0));
            break;
        }
        case 0u:
        {
            t_27 = IValue(t_26, Pair(0u, vec2(0.0, 0.0)), Flag(t_23 != 0u), Scaled(0.0, 0));
            break;
        }
        case 3u:
        {
            t_27 = IValue(t_26, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_23), int(t_24)));
            break;
        }
        default: {
            t_27 = IValue(t_26, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
            break;
        }
        }
        float t_28;
        switch (t_27.typeId) {
        case 5u:
        {
            Pair this_4 = Pair(0u, vec2(0.0));
            this_4 = t_27.p0;
            uint t_29 = this_4.a;
            vec2 t_30 = this_4.b;
            vec2 t_31 = this_4.b;
            t_28 = float(t_29) + t_30.x * 10.0 - t_31.y;
            break;
        }
        case 0u:
        {
            Flag this_5 = Flag(false);
            this_5 = t_27.p1;
            bool t_32 = this_5.on;
            float t_33;
            if (t_32) {
                t_33 = 10.0;
            } else {
                t_33 = -10.0;
            }
            t_28 = t_33;
            break;
        }
        case 3u:
        {
            Scaled this_6 = Scaled(0.0, 0);
            this_6 = t_27.p2;
            float t_34 = this_6.k;
            int t_35 = this_6.bias;
            t_28 = t_34 * 10.0 + float(t_35);
            break;
        }
        default: {
            t_28 = 0.0;
            break;
        }
        }
        outputBuffer.data[uint(4 + i_5)] = t_28;
        i_5 = i_5 + 1;
        continue;
    }
    uvec2 t_36 = scratch.data[0u].witness;
    uint t_37 = scratch.data[0u].d0;
    uint t_38 = scratch.data[0u].d1;
    uint t_39 = scratch.data[0u].d2;
    uint t_40 = t_36.x;
    IValue t_41;
    switch (t_40) {
    case 5u:
    {
        t_41 = IValue(t_40, Pair(t_37, vec2(uintBitsToFloat(t_38), uintBitsToFloat(t_39))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_41 = IValue(t_40, Pair(0u, vec2(0.0, 0.0)), Flag(t_37 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_41 = IValue(t_40, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_37), int(t_38)));
        break;
    }
    default: {
        t_41 = IValue(t_40, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uvec2 t_42 = inputs.data[1u].witness;
    uint t_43 = inputs.data[1u].d0;
    uint t_44 = inputs.data[1u].d1;
    uint t_45 = inputs.data[1u].d2;
    uint t_46 = t_42.x;
    IValue t_47;
    switch (t_46) {
    case 5u:
    {
        t_47 = IValue(t_46, Pair(t_43, vec2(uintBitsToFloat(t_44), uintBitsToFloat(t_45))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_47 = IValue(t_46, Pair(0u, vec2(0.0, 0.0)), Flag(t_43 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_47 = IValue(t_46, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_43), int(t_44)));
        break;
    }
    default: {
        t_47 = IValue(t_46, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    uint t_48 = t_47.typeId;
    IValue_AnyValue12 t_49;
    switch (t_48) {
    case 5u:
    {
        Pair t_50 = t_47.p0;
        vec2 t_51 = t_50.b;
        t_49 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_48, 0u), t_50.a, floatBitsToUint(t_51.x), floatBitsToUint(t_51.y));
        break;
    }
    case 0u:
    {
        t_49 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_48, 0u), t_47.p1.on ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        Scaled t_52 = t_47.p2;
        t_49 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_48, 0u), floatBitsToUint(t_52.k), uint(t_52.bias), 0u);
        break;
    }
    default: {
        t_49 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_48, 0u), 0u, 0u, 0u);
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
        Pair this_7 = Pair(0u, vec2(0.0));
        this_7 = t_41.p0;
        uint t_54 = this_7.a;
        vec2 t_55 = this_7.b;
        vec2 t_56 = this_7.b;
        t_53 = float(t_54) + t_55.x * 1.0 - t_56.y;
        break;
    }
    case 0u:
    {
        Flag this_8 = Flag(false);
        this_8 = t_41.p1;
        bool t_57 = this_8.on;
        float t_58;
        if (t_57) {
            t_58 = 1.0;
        } else {
            t_58 = -1.0;
        }
        t_53 = t_58;
        break;
    }
    case 3u:
    {
        Scaled this_9 = Scaled(0.0, 0);
        this_9 = t_41.p2;
        float t_59 = this_9.k;
        int t_60 = this_9.bias;
        t_53 = t_59 * 1.0 + float(t_60);
        break;
    }
    default: {
        t_53 = 0.0;
        break;
    }
    }
    uvec2 t_61 = scratch.data[1u].witness;
    uint t_62 = scratch.data[1u].d0;
    uint t_63 = scratch.data[1u].d1;
    uint t_64 = scratch.data[1u].d2;
    uint t_65 = t_61.x;
    IValue t_66;
    switch (t_65) {
    case 5u:
    {
        t_66 = IValue(t_65, Pair(t_62, vec2(uintBitsToFloat(t_63), uintBitsToFloat(t_64))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_66 = IValue(t_65, Pair(0u, vec2(0.0, 0.0)), Flag(t_62 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_66 = IValue(t_65, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_62), int(t_63)));
        break;
    }
    default: {
        t_66 = IValue(t_65, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_67;
    switch (t_66.typeId) {
    case 5u:
    {
        Pair this_10 = Pair(0u, vec2(0.0));
        this_10 = t_66.p0;
        uint t_68 = this_10.a;
        vec2 t_69 = this_10.b;
        vec2 t_70 = this_10.b;
        t_67 = float(t_68) + t_69.x * 1.0 - t_70.y;
        break;
    }
    case 0u:
    {
        Flag this_11 = Flag(false);
        this_11 = t_66.p1;
        bool t_71 = this_11.on;
        float t_72;
        if (t_71) {
            t_72 = 1.0;
        } else {
            t_72 = -1.0;
        }
        t_67 = t_72;
        break;
    }
    case 3u:
    {
        Scaled this_12 = Scaled(0.0, 0);
        this_12 = t_66.p2;
        float t_73 = this_12.k;
        int t_74 = this_12.bias;
        t_67 = t_73 * 1.0 + float(t_74);
        break;
    }
    default: {
        t_67 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_53 + t_67;
    uvec2 t_75 = scratch.data[1u].witness;
    uint t_76 = scratch.data[1u].d0;
    uint t_77 = scratch.data[1u].d1;
    uint t_78 = scratch.data[1u].d2;
    uint t_79 = t_75.x;
    IValue t_80;
    switch (t_79) {
    case 5u:
    {
        t_80 = IValue(t_79, Pair(t_76, vec2(uintBitsToFloat(t_77), uintBitsToFloat(t_78))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_80 = IValue(t_79, Pair(0u, vec2(0.0, 0.0)), Flag(t_76 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_80 = IValue(t_79, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_76), int(t_77)));
        break;
    }
    default: {
        t_80 = IValue(t_79, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    IValue t_81 = IValue(0u, Pair(0u, vec2(0.0)), Flag(false), Scaled(0.0, 0));
    t_81 = t_80;
    uint t_82 = t_81.typeId;
    switch (t_82) {
    case 5u:
    {
        vec2 t_83 = t_81.p0.b;
        t_81.p0.b = t_83 * vec2(2.0, 2.0);
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
        t_81.p2.k = t_84 * 2.0;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_85 = t_81;
    uint t_86 = t_85.typeId;
    IValue_AnyValue12 t_87;
    switch (t_86) {
    case 5u:
    {
        Pair t_88 = t_85.p0;
        vec2 t_89 = t_88.b;
        t_87 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_86, 0u), t_88.a, floatBitsToUint(t_89.x), floatBitsToUint(t_89.y));
        break;
    }
    case 0u:
    {
        t_87 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_86, 0u), t_85.p1.on ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        Scaled t_90 = t_85.p2;
        t_87 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_86, 0u), floatBitsToUint(t_90.k), uint(t_90.bias), 0u);
        break;
    }
    default: {
        t_87 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_86, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[1u].rtti = t_87.rtti;
    scratch.data[1u].witness = t_87.witness;
    scratch.data[1u].d0 = t_87.d0;
    scratch.data[1u].d1 = t_87.d1;
    scratch.data[1u].d2 = t_87.d2;
    uvec2 t_91 = scratch.data[2u].witness;
    uint t_92 = scratch.data[2u].d0;
    uint t_93 = scratch.data[2u].d1;
    uint t_94 = scratch.data[2u].d2;
    uint t_95 = t_91.x;
    IValue t_96;
    switch (t_95) {
    case 5u:
    {
        t_96 = IValue(t_95, Pair(t_92, vec2(uintBitsToFloat(t_93), uintBitsToFloat(t_94))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_96 = IValue(t_95, Pair(0u, vec2(0.0, 0.0)), Flag(t_92 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_96 = IValue(t_95, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_92), int(t_93)));
        break;
    }
    default: {
        t_96 = IValue(t_95, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    IValue t_97 = IValue(0u, Pair(0u, vec2(0.0)), Flag(false), Scaled(0.0, 0));
    t_97 = t_96;
    uint t_98 = t_97.typeId;
    switch (t_98) {
    case 5u:
    {
        vec2 t_99 = t_97.p0.b;
        t_97.p0.b = t_99 * vec2(-1.0, -1.0);
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
        t_97.p2.k = t_100 * -1.0;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_101 = t_97;
    uint t_102 = t_101.typeId;
    IValue_AnyValue12 t_103;
    switch (t_102) {
    case 5u:
    {
        Pair t_104 = t_101.p0;
        vec2 t_105 = t_104.b;
        t_103 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_102, 0u), t_104.a, floatBitsToUint(t_105.x), floatBitsToUint(t_105.y));
        break;
    }
    case 0u:
    {
        t_103 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_102, 0u), t_101.p1.on ? 1u : 0u, 0u, 0u);
        break;
    }
    case 3u:
    {
        Scaled t_106 = t_101.p2;
        t_103 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_102, 0u), floatBitsToUint(t_106.k), uint(t_106.bias), 0u);
        break;
    }
    default: {
        t_103 = IValue_AnyValue12(uvec2(0u, 0u), uvec2(t_102, 0u), 0u, 0u, 0u);
        break;
    }
    }
    scratch.data[2u].rtti = t_103.rtti;
    scratch.data[2u].witness = t_103.witness;
    scratch.data[2u].d0 = t_103.d0;
    scratch.data[2u].d1 = t_103.d1;
    scratch.data[2u].d2 = t_103.d2;
    uvec2 t_107 = scratch.data[1u].witness;
    uint t_108 = scratch.data[1u].d0;
    uint t_109 = scratch.data[1u].d1;
    uint t_110 = scratch.data[1u].d2;
    uint t_111 = t_107.x;
    IValue t_112;
    switch (t_111) {
    case 5u:
    {
        t_112 = IValue(t_111, Pair(t_108, vec2(uintBitsToFloat(t_109), uintBitsToFloat(t_110))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_112 = IValue(t_111, Pair(0u, vec2(0.0, 0.0)), Flag(t_108 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_112 = IValue(t_111, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_108), int(t_109)));
        break;
    }
    default: {
        t_112 = IValue(t_111, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_113;
    switch (t_112.typeId) {
    case 5u:
    {
        Pair this_13 = Pair(0u, vec2(0.0));
        this_13 = t_112.p0;
        uint t_114 = this_13.a;
        vec2 t_115 = this_13.b;
        vec2 t_116 = this_13.b;
        t_113 = float(t_114) + t_115.x * 1.0 - t_116.y;
        break;
    }
    case 0u:
    {
        Flag this_14 = Flag(false);
        this_14 = t_112.p1;
        bool t_117 = this_14.on;
        float t_118;
        if (t_117) {
            t_118 = 1.0;
        } else {
            t_118 = -1.0;
        }
        t_113 = t_118;
        break;
    }
    case 3u:
    {
        Scaled this_15 = Scaled(0.0, 0);
        this_15 = t_112.p2;
        float t_119 = this_15.k;
        int t_120 = this_15.bias;
        t_113 = t_119 * 1.0 + float(t_120);
        break;
    }
    default: {
        t_113 = 0.0;
        break;
    }
    }
    outputBuffer.data[8u] = t_113;
    uvec2 t_121 = scratch.data[2u].witness;
    uint t_122 = scratch.data[2u].d0;
    uint t_123 = scratch.data[2u].d1;
    uint t_124 = scratch.data[2u].d2;
    uint t_125 = t_121.x;
    IValue t_126;
    switch (t_125) {
    case 5u:
    {
        t_126 = IValue(t_125, Pair(t_122, vec2(uintBitsToFloat(t_123), uintBitsToFloat(t_124))), Flag(false), Scaled(0.0, 0));
        break;
    }
    case 0u:
    {
        t_126 = IValue(t_125, Pair(0u, vec2(0.0, 0.0)), Flag(t_122 != 0u), Scaled(0.0, 0));
        break;
    }
    case 3u:
    {
        t_126 = IValue(t_125, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(uintBitsToFloat(t_122), int(t_123)));
        break;
    }
    default: {
        t_126 = IValue(t_125, Pair(0u, vec2(0.0, 0.0)), Flag(false), Scaled(0.0, 0));
        break;
    }
    }
    float t_127;
    switch (t_126.typeId) {
    case 5u:
    {
        Pair this_16 = Pair(0u, vec2(0.0));
        this_16 = t_126.p0;
        uint t_128 = this_16.a;
        vec2 t_129 = this_16.b;
        vec2 t_130 = this_16.b;
        t_127 = float(t_128) + t_129.x * 10.0 - t_130.y;
        break;
    }
    case 0u:
    {
        Flag this_17 = Flag(false);
        this_17 = t_126.p1;
        bool t_131 = this_17.on;
        float t_132;
        if (t_131) {
            t_132 = 10.0;
        } else {
            t_132 = -10.0;
        }
        t_127 = t_132;
        break;
    }
    case 3u:
    {
        Scaled this_18 = Scaled(0.0, 0);
        this_18 = t_126.p2;
        float t_133 = this_18.k;
        int t_134 = this_18.bias;
        t_127 = t_133 * 10.0 + float(t_134);
        break;
    }
    default: {
        t_127 = 0.0;
        break;
    }
    }
    outputBuffer.data[9u] = t_127;
    return;
}
