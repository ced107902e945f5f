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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<IValue_AnyValue12> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<IValue_AnyValue12> scratch : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
IValue pick(int p);
void computeMain_1();
IValue pick(int p) {
    if (p == 0) {
        IValue t = {5u, {1u, float2(2.0f, 3.0f)}, {false}, {0.0f, 0}};
        return t;
    }
    if (p == 1) {
        IValue t_1 = {0u, {0u, float2(0.0f, 0.0f)}, {false}, {0.0f, 0}};
        return t_1;
    }
    IValue t_2 = {3u, {0u, float2(0.0f, 0.0f)}, {false}, {0.5f, -2}};
    return t_2;
}
void computeMain_1() {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint t_3 = (uint)i_1;
        uint2 t_4 = inputs[t_3].witness;
        uint t_5 = inputs[t_3].d0;
        uint t_6 = inputs[t_3].d1;
        uint t_7 = inputs[t_3].d2;
        uint t_8 = t_4.x;
        IValue t_9;
        switch (t_8) {
        case 5u:
        {
            Pair t_10 = {t_5, float2(asfloat(t_6), asfloat(t_7))};
            Flag t_11 = {false};
            Scaled t_12 = {0.0f, 0};
            IValue t_13 = {t_8, t_10, t_11, t_12};
            t_9 = t_13;
            break;
        }
        case 0u:
        {
            Flag t_14 = {t_5 != 0u};
            Pair t_15 = {0u, float2(0.0f, 0.0f)};
            Scaled t_16 = {0.0f, 0};
            IValue t_17 = {t_8, t_15, t_14, t_16};
            t_9 = t_17;
            break;
        }
        case 3u:
        {
            Scaled t_18 = {asfloat(t_5), asint(t_6)};
            Pair t_19 = {0u, float2(0.0f, 0.0f)};
            Flag t_20 = {false};
            IValue t_21 = {t_8, t_19, t_20, t_18};
            t_9 = t_21;
            break;
        }
        default: {
            Pair t_22 = {0u, float2(0.0f, 0.0f)};
            Flag t_23 = {false};
            Scaled t_24 = {0.0f, 0};
            IValue t_25 = {t_8, t_22, t_23, t_24};
            t_9 = t_25;
            break;
        }
        }
        float t_26;
        switch (t_9.typeId) {
        case 5u:
        {
            Pair t_27 = t_9.p0;
            float2 t_28 = t_27.b;
            t_26 = (float)t_27.a + t_28.x * 2.0f - t_28.y;
            break;
        }
        case 0u:
        {
            Flag t_29 = t_9.p1;
            t_26 = t_29.on ? 2.0f : -2.0f;
            break;
        }
        case 3u:
        {
            Scaled t_30 = t_9.p2;
            t_26 = t_30.k * 2.0f + (float)t_30.bias;
            break;
        }
        default: {
            t_26 = 0.0f;
            break;
        }
        }
        outputBuffer[t_3] = t_26;
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
        IValue t_31 = pick(i_3);
        uint t_32 = t_31.typeId;
        IValue_AnyValue12 t_33;
        switch (t_32) {
        case 5u:
        {
            Pair t_34 = t_31.p0;
            float2 t_35 = t_34.b;
            IValue_AnyValue12 t_36 = {uint2(0u, 0u), uint2(t_32, 0u), t_34.a, asuint(t_35.x), asuint(t_35.y)};
            t_33 = t_36;
            break;
        }
        case 0u:
        {
            Flag t_37 = t_31.p1;
            IValue_AnyValue12 t_38 = {uint2(0u, 0u), uint2(t_32, 0u), t_37.on ? 1u : 0u, 0u, 0u};
            t_33 = t_38;
            break;
        }
        case 3u:
        {
            Scaled t_39 = t_31.p2;
            IValue_AnyValue12 t_40 = {uint2(0u, 0u), uint2(t_32, 0u), asuint(t_39.k), asuint(t_39.bias), 0u};
            t_33 = t_40;
            break;
        }
        default: {
            IValue_AnyValue12 t_41 = {uint2(0u, 0u), uint2(t_32, 0u), 0u, 0u, 0u};
            t_33 = t_41;
            break;
        }
        }
        scratch[(uint)i_3].rtti = t_33.rtti;
        scratch[(uint)i_3].witness = t_33.witness;
        scratch[(uint)i_3].d0 = t_33.d0;
        scratch[(uint)i_3].d1 = t_33.d1;
        scratch[(uint)i_3].d2 = t_33.d2;
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
        uint2 t_42 = scratch[(uint)i_5].witness;
        uint t_43 = scratch[(uint)i_5].d0;
        uint t_44 = scratch[(uint)i_5].d1;
        uint t_45 = scratch[(uint)i_5].d2;
        uint t_46 = t_42.x;
        IValue t_47;
        switch (t_46) {
        case 5u:
        {
            Pair t_48 = {t_43, float2(asfloat(t_44), asfloat(t_45))};
            Flag t_49 = {false};
            Scaled t_50 = {0.0f, 0};
            IValue t_51 = {t_46, t_48, t_49, t_50};
            t_47 = t_51;
            break;
        }
        case 0u:
        {
            Flag t_52 = {t_43 != 0u};
            Pair t_53 = {0u, float2(0.0f, 0.0f)};
            Scaled t_54 = {0.0f, 0};
            IValue t_55 = {t_46, t_53, t_52, t_54};
            t_47 = t_55;
            break;
        }
        case 3u:
        {
            Scaled t_56 = {asfloat(t_43), asint(t_44)};
            Pair t_57 = {0u, float2(0.0f, 0.0f)};
            Flag t_58 = {false};
            IValue t_59 = {t_46, t_57, t_58, t_56};
            t_47 = t_59;
            break;
        }
        default: {
            Pair t_60 = {0u, float2(0.0f, 0.0f)};
            Flag t_61 = {false};
            Scaled t_62 = {0.0f, 0};
            IValue t_63 = {t_46, t_60, t_61, t_62};
            t_47 = t_63;
            break;
        }
        }
        float t_64;
        switch (t_47.typeId) {
        case 5u:
        {
            Pair t_65 = t_47.p0;
            float2 t_66 = t_65.b;
            t_64 = (float)t_65.a + t_66.x * 10.0f - t_66.y;
            break;
        }
        case 0u:
        {
            Flag t_67 = t_47.p1;
            t_64 = t_67.on ? 10.0f : -10.0f;
            break;
        }
        case 3u:
        {
            Scaled t_68 = t_47.p2;
            t_64 = t_68.k * 10.0f + (float)t_68.bias;
            break;
        }
        default: {
            t_64 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)(4 + i_5)] = t_64;
        i_5 = i_5 + 1;
        continue;
    }
    uint2 t_69 = scratch[0u].witness;
    uint t_70 = scratch[0u].d0;
    uint t_71 = scratch[0u].d1;
    uint t_72 = scratch[0u].d2;
    uint t_73 = t_69.x;
    IValue t_74;
    switch (t_73) {
    case 5u:
    {
        Pair t_75 = {t_70, float2(asfloat(t_71), asfloat(t_72))};
        Flag t_76 = {false};
        Scaled t_77 = {0.0f, 0};
        IValue t_78 = {t_73, t_75, t_76, t_77};
        t_74 = t_78;
        break;
    }
    case 0u:
    {
        Flag t_79 = {t_70 != 0u};
        Pair t_80 = {0u, float2(0.0f, 0.0f)};
        Scaled t_81 = {0.0f, 0};
        IValue t_82 = {t_73, t_80, t_79, t_81};
        t_74 = t_82;
        break;
    }
    case 3u:
    {
        Scaled t_83 = {asfloat(t_70), asint(t_71)};
        Pair t_84 = {0u, float2(0.0f, 0.0f)};
        Flag t_85 = {false};
        IValue t_86 = {t_73, t_84, t_85, t_83};
        t_74 = t_86;
        break;
    }
    default: {
        Pair t_87 = {0u, float2(0.0f, 0.0f)};
        Flag t_88 = {false};
        Scaled t_89 = {0.0f, 0};
        IValue t_90 = {t_73, t_87, t_88, t_89};
        t_74 = t_90;
        break;
    }
    }
    uint2 t_91 = inputs[1u].witness;
    uint t_92 = inputs[1u].d0;
    uint t_93 = inputs[1u].d1;
    uint t_94 = inputs[1u].d2;
    uint t_95 = t_91.x;
    IValue t_96;
    switch (t_95) {
    case 5u:
    {
        Pair t_97 = {t_92, float2(asfloat(t_93), asfloat(t_94))};
        Flag t_98 = {false};
        Scaled t_99 = {0.0f, 0};
        IValue t_100 = {t_95, t_97, t_98, t_99};
        t_96 = t_100;
        break;
    }
    case 0u:
    {
        Flag t_101 = {t_92 != 0u};
        Pair t_102 = {0u, float2(0.0f, 0.0f)};
        Scaled t_103 = {0.0f, 0};
        IValue t_104 = {t_95, t_102, t_101, t_103};
        t_96 = t_104;
        break;
    }
    case 3u:
    {
        Scaled t_105 = {asfloat(t_92), asint(t_93)};
        Pair t_106 = {0u, float2(0.0f, 0.0f)};
        Flag t_107 = {false};
        IValue t_108 = {t_95, t_106, t_107, t_105};
        t_96 = t_108;
        break;
    }
    default: {
        Pair t_109 = {0u, float2(0.0f, 0.0f)};
        Flag t_110 = {false};
        Scaled t_111 = {0.0f, 0};
        IValue t_112 = {t_95, t_109, t_110, t_111};
        t_96 = t_112;
        break;
    }
    }
    uint t_113 = t_96.typeId;
    IValue_AnyValue12 t_114;
    switch (t_113) {
    case 5u:
    {
        Pair t_115 = t_96.p0;
        float2 t_116 = t_115.b;
        IValue_AnyValue12 t_117 = {uint2(0u, 0u), uint2(t_113, 0u), t_115.a, asuint(t_116.x), asuint(t_116.y)};
        t_114 = t_117;
        break;
    }
    case 0u:
    {
        Flag t_118 = t_96.p1;
        IValue_AnyValue12 t_119 = {uint2(0u, 0u), uint2(t_113, 0u), t_118.on ? 1u : 0u, 0u, 0u};
        t_114 = t_119;
        break;
    }
    case 3u:
    {
        Scaled t_120 = t_96.p2;
        IValue_AnyValue12 t_121 = {uint2(0u, 0u), uint2(t_113, 0u), asuint(t_120.k), asuint(t_120.bias), 0u};
        t_114 = t_121;
        break;
    }
    default: {
        IValue_AnyValue12 t_122 = {uint2(0u, 0u), uint2(t_113, 0u), 0u, 0u, 0u};
        t_114 = t_122;
        break;
    }
    }
    scratch[1u].rtti = t_114.rtti;
    scratch[1u].witness = t_114.witness;
    scratch[1u].d0 = t_114.d0;
    scratch[1u].d1 = t_114.d1;
    scratch[1u].d2 = t_114.d2;
    float t_123;
    switch (t_74.typeId) {
    case 5u:
    {
        Pair t_124 = t_74.p0;
        float2 t_125 = t_124.b;
        t_123 = (float)t_124.a + t_125.x * 1.0f - t_125.y;
        break;
    }
    case 0u:
    {
        Flag t_126 = t_74.p1;
        t_123 = t_126.on ? 1.0f : -1.0f;
        break;
    }
    case 3u:
    {
        Scaled t_127 = t_74.p2;
        t_123 = t_127.k * 1.0f + (float)t_127.bias;
        break;
    }
    default: {
        t_123 = 0.0f;
        break;
    }
    }
    uint2 t_128 = scratch[1u].witness;
    uint t_129 = scratch[1u].d0;
    uint t_130 = scratch[1u].d1;
    uint t_131 = scratch[1u].d2;
    uint t_132 = t_128.x;
    IValue t_133;
    switch (t_132) {
    case 5u:
    {
        Pair t_134 = {t_129, float2(asfloat(t_130), asfloat(t_131))};
        Flag t_135 = {false};
        Scaled t_136 = {0.0f, 0};
        IValue t_137 = {t_132, t_134, t_135, t_136};
        t_133 = t_137;
        break;
    }
    case 0u:
    {
        Flag t_138 = {t_129 != 0u};
        Pair t_139 = {0u, float2(0.0f, 0.0f)};
        Scaled t_140 = {0.0f, 0};
        IValue t_141 = {t_132, t_139, t_138, t_140};
        t_133 = t_141;
        break;
    }
    case 3u:
    {
        Scaled t_142 = {asfloat(t_129), asint(t_130)};
        Pair t_143 = {0u, float2(0.0f, 0.0f)};
        Flag t_144 = {false};
        IValue t_145 = {t_132, t_143, t_144, t_142};
        t_133 = t_145;
        break;
    }
    default: {
        Pair t_146 = {0u, float2(0.0f, 0.0f)};
        Flag t_147 = {false};
        Scaled t_148 = {0.0f, 0};
        IValue t_149 = {t_132, t_146, t_147, t_148};
        t_133 = t_149;
        break;
    }
    }
    float t_150;
    switch (t_133.typeId) {
    case 5u:
    {
        Pair t_151 = t_133.p0;
        float2 t_152 = t_151.b;
        t_150 = (float)t_151.a + t_152.x * 1.0f - t_152.y;
        break;
    }
    case 0u:
    {
        Flag t_153 = t_133.p1;
        t_150 = t_153.on ? 1.0f : -1.0f;
        break;
    }
    case 3u:
    {
        Scaled t_154 = t_133.p2;
        t_150 = t_154.k * 1.0f + (float)t_154.bias;
        break;
    }
    default: {
        t_150 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_123 + t_150;
    uint2 t_155 = scratch[1u].witness;
    uint t_156 = scratch[1u].d0;
    uint t_157 = scratch[1u].d1;
    uint t_158 = scratch[1u].d2;
    uint t_159 = t_155.x;
    IValue t_160;
    switch (t_159) {
    case 5u:
    {
        Pair t_161 = {t_156, float2(asfloat(t_157), asfloat(t_158))};
        Flag t_162 = {false};
        Scaled t_163 = {0.0f, 0};
        IValue t_164 = {t_159, t_161, t_162, t_163};
        t_160 = t_164;
        break;
    }
    case 0u:
    {
        Flag t_165 = {t_156 != 0u};
        Pair t_166 = {0u, float2(0.0f, 0.0f)};
        Scaled t_167 = {0.0f, 0};
        IValue t_168 = {t_159, t_166, t_165, t_167};
        t_160 = t_168;
        break;
    }
    case 3u:
    {
        Scaled t_169 = {asfloat(t_156), asint(t_157)};
        Pair t_170 = {0u, float2(0.0f, 0.0f)};
        Flag t_171 = {false};
        IValue t_172 = {t_159, t_170, t_171, t_169};
        t_160 = t_172;
        break;
    }
    default: {
        Pair t_173 = {0u, float2(0.0f, 0.0f)};
        Flag t_174 = {false};
        Scaled t_175 = {0.0f, 0};
        IValue t_176 = {t_159, t_173, t_174, t_175};
        t_160 = t_176;
        break;
    }
    }
    uint t_177 = t_160.typeId;
    Pair t_178 = t_160.p0;
    float2 t_179 = t_178.b;
    Flag t_180 = t_160.p1;
    bool t_181 = t_180.on;
    Scaled t_182 = t_160.p2;
    float t_183 = t_182.k;
    float2 t_184;
    bool t_185;
    float t_186;
    switch (t_177) {
    case 5u:
    {
        float2 t_187 = t_179 * float2(2.0f, 2.0f);
        bool t_188 = t_181;
        float t_189 = t_183;
        t_184 = t_187;
        t_185 = t_188;
        t_186 = t_189;
        break;
    }
    case 0u:
    {
        float2 t_190 = t_179;
        bool t_191 = true;
        float t_192 = t_183;
        t_184 = t_190;
        t_185 = t_191;
        t_186 = t_192;
        break;
    }
    case 3u:
    {
        float2 t_193 = t_179;
        bool t_194 = t_181;
        float t_195 = t_183 * 2.0f;
        t_184 = t_193;
        t_185 = t_194;
        t_186 = t_195;
        break;
    }
    default: {
        float2 t_196 = t_179;
        bool t_197 = t_181;
        float t_198 = t_183;
        t_184 = t_196;
        t_185 = t_197;
        t_186 = t_198;
        break;
    }
    }
    IValue_AnyValue12 t_199;
    switch (t_177) {
    case 5u:
    {
        IValue_AnyValue12 t_200 = {uint2(0u, 0u), uint2(t_177, 0u), t_178.a, asuint(t_184.x), asuint(t_184.y)};
        t_199 = t_200;
        break;
    }
    case 0u:
    {
        IValue_AnyValue12 t_201 = {uint2(0u, 0u), uint2(t_177, 0u), t_185 ? 1u : 0u, 0u, 0u};
        t_199 = t_201;
        break;
    }
    case 3u:
    {
        IValue_AnyValue12 t_202 = {uint2(0u, 0u), uint2(t_177, 0u), asuint(t_186), asuint(t_182.bias), 0u};
        t_199 = t_202;
        break;
    }
    default: {
        IValue_AnyValue12 t_203 = {uint2(0u, 0u), uint2(t_177, 0u), 0u, 0u, 0u};
        t_199 = t_203;
        break;
    }
    }
    scratch[1u].rtti = t_199.rtti;
    scratch[1u].witness = t_199.witness;
    scratch[1u].d0 = t_199.d0;
    scratch[1u].d1 = t_199.d1;
    scratch[1u].d2 = t_199.d2;
    uint2 t_204 = scratch[2u].witness;
    uint t_205 = scratch[2u].d0;
    uint t_206 = scratch[2u].d1;
    uint t_207 = scratch[2u].d2;
    uint t_208 = t_204.x;
    IValue t_209;
    switch (t_208) {
    case 5u:
    {
        Pair t_210 = {t_205, float2(asfloat(t_206), asfloat(t_207))};
        Flag t_211 = {false};
        Scaled t_212 = {0.0f, 0};
        IValue t_213 = {t_208, t_210, t_211, t_212};
        t_209 = t_213;
        break;
    }
    case 0u:
    {
        Flag t_214 = {t_205 != 0u};
        Pair t_215 = {0u, float2(0.0f, 0.0f)};
        Scaled t_216 = {0.0f, 0};
        IValue t_217 = {t_208, t_215, t_214, t_216};
        t_209 = t_217;
        break;
    }
    case 3u:
    {
        Scaled t_218 = {asfloat(t_205), asint(t_206)};
        Pair t_219 = {0u, float2(0.0f, 0.0f)};
        Flag t_220 = {false};
        IValue t_221 = {t_208, t_219, t_220, t_218};
        t_209 = t_221;
        break;
    }
    default: {
        Pair t_222 = {0u, float2(0.0f, 0.0f)};
        Flag t_223 = {false};
        Scaled t_224 = {0.0f, 0};
        IValue t_225 = {t_208, t_222, t_223, t_224};
        t_209 = t_225;
        break;
    }
    }
    uint t_226 = t_209.typeId;
    Pair t_227 = t_209.p0;
    float2 t_228 = t_227.b;
    Flag t_229 = t_209.p1;
    bool t_230 = t_229.on;
    Scaled t_231 = t_209.p2;
    float t_232 = t_231.k;
    float2 t_233;
    bool t_234;
    float t_235;
    switch (t_226) {
    case 5u:
    {
        float2 t_236 = t_228 * float2(-1.0f, -1.0f);
        bool t_237 = t_230;
        float t_238 = t_232;
        t_233 = t_236;
        t_234 = t_237;
        t_235 = t_238;
        break;
    }
    case 0u:
    {
        float2 t_239 = t_228;
        bool t_240 = false;
        float t_241 = t_232;
        t_233 = t_239;
        t_234 = t_240;
        t_235 = t_241;
        break;
    }
    case 3u:
    {
        float2 t_242 = t_228;
        bool t_243 = t_230;
        float t_244 = t_232 * -1.0f;
        t_233 = t_242;
        t_234 = t_243;
        t_235 = t_244;
        break;
    }
    default: {
        float2 t_245 = t_228;
        bool t_246 = t_230;
        float t_247 = t_232;
        t_233 = t_245;
        t_234 = t_246;
        t_235 = t_247;
        break;
    }
    }
    IValue_AnyValue12 t_248;
    switch (t_226) {
    case 5u:
    {
        IValue_AnyValue12 t_249 = {uint2(0u, 0u), uint2(t_226, 0u), t_227.a, asuint(t_233.x), asuint(t_233.y)};
        t_248 = t_249;
        break;
    }
    case 0u:
    {
        IValue_AnyValue12 t_250 = {uint2(0u, 0u), uint2(t_226, 0u), t_234 ? 1u : 0u, 0u, 0u};
        t_248 = t_250;
        break;
    }
    case 3u:
    {
        IValue_AnyValue12 t_251 = {uint2(0u, 0u), uint2(t_226, 0u), asuint(t_235), asuint(t_231.bias), 0u};
        t_248 = t_251;
        break;
    }
    default: {
        IValue_AnyValue12 t_252 = {uint2(0u, 0u), uint2(t_226, 0u), 0u, 0u, 0u};
        t_248 = t_252;
        break;
    }
    }
    scratch[2u].rtti = t_248.rtti;
    scratch[2u].witness = t_248.witness;
    scratch[2u].d0 = t_248.d0;
    scratch[2u].d1 = t_248.d1;
    scratch[2u].d2 = t_248.d2;
    uint2 t_253 = scratch[1u].witness;
    uint t_254 = scratch[1u].d0;
    uint t_255 = scratch[1u].d1;
    uint t_256 = scratch[1u].d2;
    uint t_257 = t_253.x;
    IValue t_258;
    switch (t_257) {
    case 5u:
    {
        Pair t_259 = {t_254, float2(asfloat(t_255), asfloat(t_256))};
        Flag t_260 = {false};
        Scaled t_261 = {0.0f, 0};
        IValue t_262 = {t_257, t_259, t_260, t_261};
        t_258 = t_262;
        break;
    }
    case 0u:
    {
        Flag t_263 = {t_254 != 0u};
        Pair t_264 = {0u, float2(0.0f, 0.0f)};
        Scaled t_265 = {0.0f, 0};
        IValue t_266 = {t_257, t_264, t_263, t_265};
        t_258 = t_266;
        break;
    }
    case 3u:
    {
        Scaled t_267 = {asfloat(t_254), asint(t_255)};
        Pair t_268 = {0u, float2(0.0f, 0.0f)};
        Flag t_269 = {false};
        IValue t_270 = {t_257, t_268, t_269, t_267};
        t_258 = t_270;
        break;
    }
    default: {
        Pair t_271 = {0u, float2(0.0f, 0.0f)};
        Flag t_272 = {false};
        Scaled t_273 = {0.0f, 0};
        IValue t_274 = {t_257, t_271, t_272, t_273};
        t_258 = t_274;
        break;
    }
    }
    float t_275;
    switch (t_258.typeId) {
    case 5u:
    {
        Pair t_276 = t_258.p0;
        float2 t_277 = t_276.b;
        t_275 = (float)t_276.a + t_277.x * 1.0f - t_277.y;
        break;
    }
    case 0u:
    {
        Flag t_278 = t_258.p1;
        t_275 = t_278.on ? 1.0f : -1.0f;
        break;
    }
    case 3u:
    {
        Scaled t_279 = t_258.p2;
        t_275 = t_279.k * 1.0f + (float)t_279.bias;
        break;
    }
    default: {
        t_275 = 0.0f;
        break;
    }
    }
    outputBuffer[8u] = t_275;
    uint2 t_280 = scratch[2u].witness;
    uint t_281 = scratch[2u].d0;
    uint t_282 = scratch[2u].d1;
    uint t_283 = scratch[2u].d2;
    uint t_284 = t_280.x;
    IValue t_285;
    switch (t_284) {
    case 5u:
    {
        Pair t_286 = {t_281, float2(asfloat(t_282), asfloat(t_283))};
        Flag t_287 = {false};
        Scaled t_288 = {0.0f, 0};
        IValue t_289 = {t_284, t_286, t_287, t_288};
        t_285 = t_289;
        break;
    }
    case 0u:
    {
        Flag t_290 = {t_281 != 0u};
        Pair t_291 = {0u, float2(0.0f, 0.0f)};
        Scaled t_292 = {0.0f, 0};
        IValue t_293 = {t_284, t_291, t_290, t_292};
        t_285 = t_293;
        break;
    }
    case 3u:
    {
        Scaled t_294 = {asfloat(t_281), asint(t_282)};
        Pair t_295 = {0u, float2(0.0f, 0.0f)};
        Flag t_296 = {false};
        IValue t_297 = {t_284, t_295, t_296, t_294};
        t_285 = t_297;
        break;
    }
    default: {
        Pair t_298 = {0u, float2(0.0f, 0.0f)};
        Flag t_299 = {false};
        Scaled t_300 = {0.0f, 0};
        IValue t_301 = {t_284, t_298, t_299, t_300};
        t_285 = t_301;
        break;
    }
    }
    float t_302;
    switch (t_285.typeId) {
    case 5u:
    {
        Pair t_303 = t_285.p0;
        float2 t_304 = t_303.b;
        t_302 = (float)t_303.a + t_304.x * 10.0f - t_304.y;
        break;
    }
    case 0u:
    {
        Flag t_305 = t_285.p1;
        t_302 = t_305.on ? 10.0f : -10.0f;
        break;
    }
    case 3u:
    {
        Scaled t_306 = t_285.p2;
        t_302 = t_306.k * 10.0f + (float)t_306.bias;
        break;
    }
    default: {
        t_302 = 0.0f;
        break;
    }
    }
    outputBuffer[9u] = t_302;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
