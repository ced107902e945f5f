struct ILight_AnyValue40
{
    uint2 rtti;
    uint2 witness;
    uint d0;
    uint d1;
    uint d2;
    uint d3;
    uint d4;
    uint d5;
    uint d6;
    uint d7;
    uint d8;
    uint d9;
};
struct Linear
{
    float k;
};
struct Quad
{
    float a;
    float b;
};
struct IFalloff
{
    uint typeId;
    Linear p0;
    Quad p1;
};
struct Spot
{
    float3 color;
    IFalloff falloff;
};
struct Flat
{
    float v;
};
struct ILight
{
    uint typeId;
    Spot p0;
    Flat p1;
};
struct IFalloff_AnyValue8
{
    uint2 rtti;
    uint2 witness;
    uint d0;
    uint d1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<ILight_AnyValue40> lights : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<ILight_AnyValue40> scratch : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
float Spot_power(Spot p, float d);
void computeMain_1();
float Spot_power(Spot p, float d) {
    float3 t = p.color;
    IFalloff t_1 = p.falloff;
    float t_2;
    switch (t_1.typeId) {
    case 4u:
    {
        Linear t_3 = t_1.p0;
        t_2 = 1.0f - t_3.k * d;
        break;
    }
    case 7u:
    {
        Quad t_4 = t_1.p1;
        t_2 = t_4.a / (1.0f + t_4.b * d * d);
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return (t.x + t.y + t.z) * t_2;
}
void computeMain_1() {
    uint3 t_5 = GlobalInvocationId;
    uint2 t_6 = lights[0u].witness;
    uint t_7 = lights[0u].d0;
    uint t_8 = lights[0u].d1;
    uint t_9 = lights[0u].d2;
    uint t_10 = lights[0u].d5;
    uint t_11 = lights[0u].d7;
    uint t_12 = lights[0u].d8;
    uint t_13 = t_6.x;
    ILight t_14;
    switch (t_13) {
    case 1u:
    {
        IFalloff t_15;
        switch (t_10) {
        case 4u:
        {
            Linear t_16 = {asfloat(t_11)};
            Quad t_17 = {0.0f, 0.0f};
            IFalloff t_18 = {t_10, t_16, t_17};
            t_15 = t_18;
            break;
        }
        case 7u:
        {
            Quad t_19 = {asfloat(t_11), asfloat(t_12)};
            Linear t_20 = {0.0f};
            IFalloff t_21 = {t_10, t_20, t_19};
            t_15 = t_21;
            break;
        }
        default: {
            Linear t_22 = {0.0f};
            Quad t_23 = {0.0f, 0.0f};
            IFalloff t_24 = {t_10, t_22, t_23};
            t_15 = t_24;
            break;
        }
        }
        Spot t_25 = {float3(asfloat(t_7), asfloat(t_8), asfloat(t_9)), t_15};
        Flat t_26 = {0.0f};
        ILight t_27 = {t_13, t_25, t_26};
        t_14 = t_27;
        break;
    }
    case 2u:
    {
        Flat t_28 = {asfloat(t_7)};
        Spot t_29 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        ILight t_30 = {t_13, t_29, t_28};
        t_14 = t_30;
        break;
    }
    default: {
        Spot t_31 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        Flat t_32 = {0.0f};
        ILight t_33 = {t_13, t_31, t_32};
        t_14 = t_33;
        break;
    }
    }
    float t_34;
    switch (t_14.typeId) {
    case 1u:
    {
        Spot t_35 = t_14.p0;
        float t_36 = Spot_power(t_35, 1.0f);
        t_34 = t_36;
        break;
    }
    case 2u:
    {
        Flat t_37 = t_14.p1;
        t_34 = t_37.v;
        break;
    }
    default: {
        t_34 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_34;
    uint2 t_38 = lights[1u].witness;
    uint t_39 = lights[1u].d0;
    uint t_40 = lights[1u].d1;
    uint t_41 = lights[1u].d2;
    uint t_42 = lights[1u].d5;
    uint t_43 = lights[1u].d7;
    uint t_44 = lights[1u].d8;
    uint t_45 = t_38.x;
    ILight t_46;
    switch (t_45) {
    case 1u:
    {
        IFalloff t_47;
        switch (t_42) {
        case 4u:
        {
            Linear t_48 = {asfloat(t_43)};
            Quad t_49 = {0.0f, 0.0f};
            IFalloff t_50 = {t_42, t_48, t_49};
            t_47 = t_50;
            break;
        }
        case 7u:
        {
            Quad t_51 = {asfloat(t_43), asfloat(t_44)};
            Linear t_52 = {0.0f};
            IFalloff t_53 = {t_42, t_52, t_51};
            t_47 = t_53;
            break;
        }
        default: {
            Linear t_54 = {0.0f};
            Quad t_55 = {0.0f, 0.0f};
            IFalloff t_56 = {t_42, t_54, t_55};
            t_47 = t_56;
            break;
        }
        }
        Spot t_57 = {float3(asfloat(t_39), asfloat(t_40), asfloat(t_41)), t_47};
        Flat t_58 = {0.0f};
        ILight t_59 = {t_45, t_57, t_58};
        t_46 = t_59;
        break;
    }
    case 2u:
    {
        Flat t_60 = {asfloat(t_39)};
        Spot t_61 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        ILight t_62 = {t_45, t_61, t_60};
        t_46 = t_62;
        break;
    }
    default: {
        Spot t_63 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        Flat t_64 = {0.0f};
        ILight t_65 = {t_45, t_63, t_64};
        t_46 = t_65;
        break;
    }
    }
    float t_66;
    switch (t_46.typeId) {
    case 1u:
    {
        Spot t_67 = t_46.p0;
        float t_68 = Spot_power(t_67, 1.0f);
        t_66 = t_68;
        break;
    }
    case 2u:
    {
        Flat t_69 = t_46.p1;
        t_66 = t_69.v;
        break;
    }
    default: {
        t_66 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_66;
    IFalloff s;
    if ((int)t_5.x == 0) {
        IFalloff t_70 = {4u, {0.25f}, {0.0f, 0.0f}};
        s = t_70;
    } else {
        IFalloff t_71 = {7u, {0.0f}, {3.0f, 1.0f}};
        s = t_71;
    }
    uint t_72 = s.typeId;
    IFalloff_AnyValue8 t_73;
    switch (t_72) {
    case 4u:
    {
        Linear t_74 = s.p0;
        IFalloff_AnyValue8 t_75 = {uint2(0u, 0u), uint2(t_72, 0u), asuint(t_74.k), 0u};
        t_73 = t_75;
        break;
    }
    case 7u:
    {
        Quad t_76 = s.p1;
        IFalloff_AnyValue8 t_77 = {uint2(0u, 0u), uint2(t_72, 0u), asuint(t_76.a), asuint(t_76.b)};
        t_73 = t_77;
        break;
    }
    default: {
        IFalloff_AnyValue8 t_78 = {uint2(0u, 0u), uint2(t_72, 0u), 0u, 0u};
        t_73 = t_78;
        break;
    }
    }
    uint2 t_79 = t_73.rtti;
    uint2 t_80 = t_73.witness;
    scratch[0u].rtti = uint2(0u, 0u);
    scratch[0u].witness = uint2(1u, 0u);
    scratch[0u].d0 = 1056964608u;
    scratch[0u].d1 = 1056964608u;
    scratch[0u].d2 = 1065353216u;
    scratch[0u].d3 = t_79.x;
    scratch[0u].d4 = t_79.y;
    scratch[0u].d5 = t_80.x;
    scratch[0u].d6 = t_80.y;
    scratch[0u].d7 = t_73.d0;
    scratch[0u].d8 = t_73.d1;
    scratch[0u].d9 = 0u;
    uint2 t_81 = scratch[0u].witness;
    uint t_82 = scratch[0u].d0;
    uint t_83 = scratch[0u].d1;
    uint t_84 = scratch[0u].d2;
    uint t_85 = scratch[0u].d5;
    uint t_86 = scratch[0u].d7;
    uint t_87 = scratch[0u].d8;
    uint t_88 = t_81.x;
    ILight t_89;
    switch (t_88) {
    case 1u:
    {
        IFalloff t_90;
        switch (t_85) {
        case 4u:
        {
            Linear t_91 = {asfloat(t_86)};
            Quad t_92 = {0.0f, 0.0f};
            IFalloff t_93 = {t_85, t_91, t_92};
            t_90 = t_93;
            break;
        }
        case 7u:
        {
            Quad t_94 = {asfloat(t_86), asfloat(t_87)};
            Linear t_95 = {0.0f};
            IFalloff t_96 = {t_85, t_95, t_94};
            t_90 = t_96;
            break;
        }
        default: {
            Linear t_97 = {0.0f};
            Quad t_98 = {0.0f, 0.0f};
            IFalloff t_99 = {t_85, t_97, t_98};
            t_90 = t_99;
            break;
        }
        }
        Spot t_100 = {float3(asfloat(t_82), asfloat(t_83), asfloat(t_84)), t_90};
        Flat t_101 = {0.0f};
        ILight t_102 = {t_88, t_100, t_101};
        t_89 = t_102;
        break;
    }
    case 2u:
    {
        Flat t_103 = {asfloat(t_82)};
        Spot t_104 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        ILight t_105 = {t_88, t_104, t_103};
        t_89 = t_105;
        break;
    }
    default: {
        Spot t_106 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        Flat t_107 = {0.0f};
        ILight t_108 = {t_88, t_106, t_107};
        t_89 = t_108;
        break;
    }
    }
    float t_109;
    switch (t_89.typeId) {
    case 1u:
    {
        Spot t_110 = t_89.p0;
        float t_111 = Spot_power(t_110, 2.0f);
        t_109 = t_111;
        break;
    }
    case 2u:
    {
        Flat t_112 = t_89.p1;
        t_109 = t_112.v;
        break;
    }
    default: {
        t_109 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_109;
    Spot t_113 = {float3(1.0f, 1.0f, 1.0f), {7u, {0.0f}, {6.0f, 0.5f}}};
    float t_114 = Spot_power(t_113, 2.0f);
    outputBuffer[3u] = t_114;
    Spot t_115 = {float3(0.5f, 0.5f, 1.0f), {7u, {0.0f}, {3.0f, 1.0f}}};
    float t_116 = Spot_power(t_115, 1.0f);
    outputBuffer[4u] = t_116;
    uint2 t_117 = lights[0u].witness;
    uint t_118 = lights[0u].d0;
    uint t_119 = lights[0u].d1;
    uint t_120 = lights[0u].d2;
    uint t_121 = lights[0u].d5;
    uint t_122 = lights[0u].d7;
    uint t_123 = lights[0u].d8;
    uint t_124 = t_117.x;
    ILight t_125;
    switch (t_124) {
    case 1u:
    {
        IFalloff t_126;
        switch (t_121) {
        case 4u:
        {
            Linear t_127 = {asfloat(t_122)};
            Quad t_128 = {0.0f, 0.0f};
            IFalloff t_129 = {t_121, t_127, t_128};
            t_126 = t_129;
            break;
        }
        case 7u:
        {
            Quad t_130 = {asfloat(t_122), asfloat(t_123)};
            Linear t_131 = {0.0f};
            IFalloff t_132 = {t_121, t_131, t_130};
            t_126 = t_132;
            break;
        }
        default: {
            Linear t_133 = {0.0f};
            Quad t_134 = {0.0f, 0.0f};
            IFalloff t_135 = {t_121, t_133, t_134};
            t_126 = t_135;
            break;
        }
        }
        Spot t_136 = {float3(asfloat(t_118), asfloat(t_119), asfloat(t_120)), t_126};
        Flat t_137 = {0.0f};
        ILight t_138 = {t_124, t_136, t_137};
        t_125 = t_138;
        break;
    }
    case 2u:
    {
        Flat t_139 = {asfloat(t_118)};
        Spot t_140 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        ILight t_141 = {t_124, t_140, t_139};
        t_125 = t_141;
        break;
    }
    default: {
        Spot t_142 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        Flat t_143 = {0.0f};
        ILight t_144 = {t_124, t_142, t_143};
        t_125 = t_144;
        break;
    }
    }
    float t_145;
    switch (t_125.typeId) {
    case 1u:
    {
        Spot t_146 = t_125.p0;
        float t_147 = Spot_power(t_146, 0.0f);
        t_145 = t_147;
        break;
    }
    case 2u:
    {
        Flat t_148 = t_125.p1;
        t_145 = t_148.v;
        break;
    }
    default: {
        t_145 = 0.0f;
        break;
    }
    }
    uint2 t_149 = scratch[0u].witness;
    uint t_150 = scratch[0u].d0;
    uint t_151 = scratch[0u].d1;
    uint t_152 = scratch[0u].d2;
    uint t_153 = scratch[0u].d5;
    uint t_154 = scratch[0u].d7;
    uint t_155 = scratch[0u].d8;
    uint t_156 = t_149.x;
    ILight t_157;
    switch (t_156) {
    case 1u:
    {
        IFalloff t_158;
        switch (t_153) {
        case 4u:
        {
            Linear t_159 = {asfloat(t_154)};
            Quad t_160 = {0.0f, 0.0f};
            IFalloff t_161 = {t_153, t_159, t_160};
            t_158 = t_161;
            break;
        }
        case 7u:
        {
            Quad t_162 = {asfloat(t_154), asfloat(t_155)};
            Linear t_163 = {0.0f};
            IFalloff t_164 = {t_153, t_163, t_162};
            t_158 = t_164;
            break;
        }
        default: {
            Linear t_165 = {0.0f};
            Quad t_166 = {0.0f, 0.0f};
            IFalloff t_167 = {t_153, t_165, t_166};
            t_158 = t_167;
            break;
        }
        }
        Spot t_168 = {float3(asfloat(t_150), asfloat(t_151), asfloat(t_152)), t_158};
        Flat t_169 = {0.0f};
        ILight t_170 = {t_156, t_168, t_169};
        t_157 = t_170;
        break;
    }
    case 2u:
    {
        Flat t_171 = {asfloat(t_150)};
        Spot t_172 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        ILight t_173 = {t_156, t_172, t_171};
        t_157 = t_173;
        break;
    }
    default: {
        Spot t_174 = {float3(0.0f, 0.0f, 0.0f), {0u, {0.0f}, {0.0f, 0.0f}}};
        Flat t_175 = {0.0f};
        ILight t_176 = {t_156, t_174, t_175};
        t_157 = t_176;
        break;
    }
    }
    float t_177;
    switch (t_157.typeId) {
    case 1u:
    {
        Spot t_178 = t_157.p0;
        float t_179 = Spot_power(t_178, 0.0f);
        t_177 = t_179;
        break;
    }
    case 2u:
    {
        Flat t_180 = t_157.p1;
        t_177 = t_180.v;
        break;
    }
    default: {
        t_177 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_145 + t_177;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
