struct Square
{
    float side;
};
struct Wide
{
    double w;
    row_major float2x2 m;
    bool doubled;
};
struct IShape
{
    uint typeId;
    Square p0;
    Wide p1;
};
struct Holder
{
    int tag;
    IShape shape;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> selectors : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
IShape make(int p);
float twice(IShape s);
void computeMain_1();
float generic(IShape p_1);
IShape make(int p) {
    if (p == 0) {
        Square s_1 = (Square)0;
        s_1.side = 3.0f;
        Square t = s_1;
        Wide t_1 = {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false};
        IShape t_2 = {0u, t, t_1};
        return t_2;
    }
    if (p == 1) {
        Wide w = (Wide)0;
        w.w = 0.5L;
        w.m = float2x2(float2(2.0f, 7.0f), float2(9.0f, 4.0f));
        w.doubled = true;
        Wide t_3 = w;
        Square t_4 = {0.0f};
        IShape t_5 = {1u, t_4, t_3};
        return t_5;
    }
    IShape t_6 = {2u, {0.0f}, {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false}};
    return t_6;
}
float twice(IShape s) {
    float t_7;
    switch (s.typeId) {
    case 0u:
    {
        Square t_8 = s.p0;
        Square this_1 = (Square)0;
        this_1 = t_8;
        float t_9 = this_1.side;
        float t_10 = this_1.side;
        t_7 = t_9 * t_10;
        break;
    }
    case 1u:
    {
        Wide t_11 = s.p1;
        Wide this_2 = (Wide)0;
        this_2 = t_11;
        double t_12 = this_2.w;
        float t_13 = this_2.m[0][0];
        float t_14 = this_2.m[1][1];
        bool t_15 = this_2.doubled;
        float t_16;
        if (t_15) {
            t_16 = 2.0f;
        } else {
            t_16 = 1.0f;
        }
        t_7 = (float)t_12 * (t_13 + t_14) * t_16;
        break;
    }
    case 2u:
    {
        t_7 = 1.0f;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    return 2.0f * t_7;
}
void computeMain_1() {
    int t_17 = selectors[0u];
    IShape t_18 = make(t_17);
    int t_19 = selectors[1u];
    IShape t_20 = make(t_19);
    int t_21 = selectors[2u];
    IShape t_22 = make(t_21);
    IShape c = (IShape)0;
    c = t_22;
    uint t_23 = t_18.typeId;
    float t_24;
    switch (t_23) {
    case 0u:
    {
        Square t_25 = t_18.p0;
        Square this_3 = (Square)0;
        this_3 = t_25;
        float t_26 = this_3.side;
        float t_27 = this_3.side;
        t_24 = t_26 * t_27;
        break;
    }
    case 1u:
    {
        Wide t_28 = t_18.p1;
        Wide this_4 = (Wide)0;
        this_4 = t_28;
        double t_29 = this_4.w;
        float t_30 = this_4.m[0][0];
        float t_31 = this_4.m[1][1];
        bool t_32 = this_4.doubled;
        float t_33;
        if (t_32) {
            t_33 = 2.0f;
        } else {
            t_33 = 1.0f;
        }
        t_24 = (float)t_29 * (t_30 + t_31) * t_33;
        break;
    }
    case 2u:
    {
        t_24 = 1.0f;
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_24;
    uint t_34 = t_20.typeId;
    float t_35;
    switch (t_34) {
    case 0u:
    {
        Square t_36 = t_20.p0;
        Square this_5 = (Square)0;
        this_5 = t_36;
        float t_37 = this_5.side;
        float t_38 = this_5.side;
        t_35 = t_37 * t_38;
        break;
    }
    case 1u:
    {
        Wide t_39 = t_20.p1;
        Wide this_6 = (Wide)0;
        this_6 = t_39;
        double t_40 = this_6.w;
        float t_41 = this_6.m[0][0];
        float t_42 = this_6.m[1][1];
        bool t_43 = this_6.doubled;
        float t_44;
        if (t_43) {
            t_44 = 2.0f;
        } else {
            t_44 = 1.0f;
        }
        t_35 = (float)t_40 * (t_41 + t_42) * t_44;
        break;
    }
    case 2u:
    {
        t_35 = 1.0f;
        break;
    }
    default: {
        t_35 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_35;
    IShape t_45 = c;
    float t_46;
    switch (t_45.typeId) {
    case 0u:
    {
        Square t_47 = t_45.p0;
        Square this_7 = (Square)0;
        this_7 = t_47;
        float t_48 = this_7.side;
        float t_49 = this_7.side;
        t_46 = t_48 * t_49;
        break;
    }
    case 1u:
    {
        Wide t_50 = t_45.p1;
        Wide this_8 = (Wide)0;
        this_8 = t_50;
        double t_51 = this_8.w;
        float t_52 = this_8.m[0][0];
        float t_53 = this_8.m[1][1];
        bool t_54 = this_8.doubled;
        float t_55;
        if (t_54) {
            t_55 = 2.0f;
        } else {
            t_55 = 1.0f;
        }
        t_46 = (float)t_51 * (t_52 + t_53) * t_55;
        break;
    }
    case 2u:
    {
        t_46 = 1.0f;
        break;
    }
    default: {
        t_46 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_46;
    float t_56 = twice(t_20);
    outputBuffer[3u] = t_56;
    IShape t_57 = c;
    IShape t_58[3] = {t_57, t_18, t_20};
    IShape shapes[3] = {(IShape)0, (IShape)0, (IShape)0};
    shapes = t_58;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_59 = sum_1;
            int t_60 = i_1;
            sum = t_59;
            i = t_60;
            break;
        }
        IShape t_61 = shapes[i_1];
        float t_62;
        switch (t_61.typeId) {
        case 0u:
        {
            Square t_63 = t_61.p0;
            Square this_9 = (Square)0;
            this_9 = t_63;
            float t_64 = this_9.side;
            float t_65 = this_9.side;
            t_62 = t_64 * t_65;
            break;
        }
        case 1u:
        {
            Wide t_66 = t_61.p1;
            Wide this_10 = (Wide)0;
            this_10 = t_66;
            double t_67 = this_10.w;
            float t_68 = this_10.m[0][0];
            float t_69 = this_10.m[1][1];
            bool t_70 = this_10.doubled;
            float t_71;
            if (t_70) {
                t_71 = 2.0f;
            } else {
                t_71 = 1.0f;
            }
            t_62 = (float)t_67 * (t_68 + t_69) * t_71;
            break;
        }
        case 2u:
        {
            t_62 = 1.0f;
            break;
        }
        default: {
            t_62 = 0.0f;
            break;
        }
        }
        int t_72 = i_1 + 1;
        float t_73 = sum_1 + t_62 * (float)t_72;
        int t_74 = t_72;
        sum_1 = t_73;
        i_1 = t_74;
        continue;
    }
    outputBuffer[4u] = sum;
    uint t_75 = shapes[1].typeId;
    switch (t_75) {
    case 0u:
    {
        float t_76 = shapes[1].p0.side;
        shapes[1].p0.side = t_76 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_77 = shapes[1].p1.w;
        shapes[1].p1.w = t_77 + 1.0L;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_78 = shapes[1];
    float t_79;
    switch (t_78.typeId) {
    case 0u:
    {
        Square t_80 = t_78.p0;
        Square this_11 = (Square)0;
        this_11 = t_80;
        float t_81 = this_11.side;
        float t_82 = this_11.side;
        t_79 = t_81 * t_82;
        break;
    }
    case 1u:
    {
        Wide t_83 = t_78.p1;
        Wide this_12 = (Wide)0;
        this_12 = t_83;
        double t_84 = this_12.w;
        float t_85 = this_12.m[0][0];
        float t_86 = this_12.m[1][1];
        bool t_87 = this_12.doubled;
        float t_88;
        if (t_87) {
            t_88 = 2.0f;
        } else {
            t_88 = 1.0f;
        }
        t_79 = (float)t_84 * (t_85 + t_86) * t_88;
        break;
    }
    case 2u:
    {
        t_79 = 1.0f;
        break;
    }
    default: {
        t_79 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_79;
    float t_89;
    switch (t_23) {
    case 0u:
    {
        Square t_90 = t_18.p0;
        Square this_13 = (Square)0;
        this_13 = t_90;
        float t_91 = this_13.side;
        float t_92 = this_13.side;
        t_89 = t_91 * t_92;
        break;
    }
    case 1u:
    {
        Wide t_93 = t_18.p1;
        Wide this_14 = (Wide)0;
        this_14 = t_93;
        double t_94 = this_14.w;
        float t_95 = this_14.m[0][0];
        float t_96 = this_14.m[1][1];
        bool t_97 = this_14.doubled;
        float t_98;
        if (t_97) {
            t_98 = 2.0f;
        } else {
            t_98 = 1.0f;
        }
        t_89 = (float)t_94 * (t_95 + t_96) * t_98;
        break;
    }
    case 2u:
    {
        t_89 = 1.0f;
        break;
    }
    default: {
        t_89 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_89;
    Holder h = (Holder)0;
    h.tag = 7;
    h.shape = t_20;
    uint t_99 = h.shape.typeId;
    switch (t_99) {
    case 0u:
    {
        float t_100 = h.shape.p0.side;
        h.shape.p0.side = t_100 + 0.25f;
        break;
    }
    case 1u:
    {
        double t_101 = h.shape.p1.w;
        h.shape.p1.w = t_101 + 0.25L;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_102 = h.shape;
    float t_103;
    switch (t_102.typeId) {
    case 0u:
    {
        Square t_104 = t_102.p0;
        Square this_15 = (Square)0;
        this_15 = t_104;
        float t_105 = this_15.side;
        float t_106 = this_15.side;
        t_103 = t_105 * t_106;
        break;
    }
    case 1u:
    {
        Wide t_107 = t_102.p1;
        Wide this_16 = (Wide)0;
        this_16 = t_107;
        double t_108 = this_16.w;
        float t_109 = this_16.m[0][0];
        float t_110 = this_16.m[1][1];
        bool t_111 = this_16.doubled;
        float t_112;
        if (t_111) {
            t_112 = 2.0f;
        } else {
            t_112 = 1.0f;
        }
        t_103 = (float)t_108 * (t_109 + t_110) * t_112;
        break;
    }
    case 2u:
    {
        t_103 = 1.0f;
        break;
    }
    default: {
        t_103 = 0.0f;
        break;
    }
    }
    int t_113 = h.tag;
    outputBuffer[7u] = t_103 + (float)t_113;
    float t_114 = generic(t_18);
    outputBuffer[8u] = t_114;
    Square t_115 = {5.0f};
    Square this_17 = (Square)0;
    this_17 = t_115;
    float t_116 = this_17.side;
    float t_117 = this_17.side;
    outputBuffer[9u] = t_116 * t_117 + 100.0f;
    uint t_118 = c.typeId;
    switch (t_118) {
    case 0u:
    {
        float t_119 = c.p0.side;
        c.p0.side = t_119 + 3.0f;
        break;
    }
    case 1u:
    {
        double t_120 = c.p1.w;
        c.p1.w = t_120 + 3.0L;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_121 = c;
    float t_122;
    switch (t_121.typeId) {
    case 0u:
    {
        Square t_123 = t_121.p0;
        Square this_18 = (Square)0;
        this_18 = t_123;
        float t_124 = this_18.side;
        float t_125 = this_18.side;
        t_122 = t_124 * t_125;
        break;
    }
    case 1u:
    {
        Wide t_126 = t_121.p1;
        Wide this_19 = (Wide)0;
        this_19 = t_126;
        double t_127 = this_19.w;
        float t_128 = this_19.m[0][0];
        float t_129 = this_19.m[1][1];
        bool t_130 = this_19.doubled;
        float t_131;
        if (t_130) {
            t_131 = 2.0f;
        } else {
            t_131 = 1.0f;
        }
        t_122 = (float)t_127 * (t_128 + t_129) * t_131;
        break;
    }
    case 2u:
    {
        t_122 = 1.0f;
        break;
    }
    default: {
        t_122 = 0.0f;
        break;
    }
    }
    outputBuffer[10u] = t_122;
    float t_132;
    if (t_34 == 1u) {
        t_132 = 10.0f;
    } else {
        t_132 = 0.0f;
    }
    float t_133;
    if (t_34 == 0u) {
        t_133 = 1.0f;
    } else {
        t_133 = 0.0f;
    }
    float t_134;
    if (t_23 == 0u) {
        t_134 = 100.0f;
    } else {
        t_134 = 0.0f;
    }
    outputBuffer[11u] = t_132 + t_133 + t_134;
    return;
}
float generic(IShape p_1) {
    float t_135;
    switch (p_1.typeId) {
    case 0u:
    {
        Square t_136 = p_1.p0;
        Square this_20 = (Square)0;
        this_20 = t_136;
        float t_137 = this_20.side;
        float t_138 = this_20.side;
        t_135 = t_137 * t_138;
        break;
    }
    case 1u:
    {
        Wide t_139 = p_1.p1;
        Wide this_21 = (Wide)0;
        this_21 = t_139;
        double t_140 = this_21.w;
        float t_141 = this_21.m[0][0];
        float t_142 = this_21.m[1][1];
        bool t_143 = this_21.doubled;
        float t_144;
        if (t_143) {
            t_144 = 2.0f;
        } else {
            t_144 = 1.0f;
        }
        t_135 = (float)t_140 * (t_141 + t_142) * t_144;
        break;
    }
    case 2u:
    {
        t_135 = 1.0f;
        break;
    }
    default: {
        t_135 = 0.0f;
        break;
    }
    }
    return t_135 + 100.0f;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
