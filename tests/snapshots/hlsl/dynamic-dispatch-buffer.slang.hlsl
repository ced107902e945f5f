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
            float t_30;
            if (t_29.on) {
                t_30 = 2.0f;
            } else {
                t_30 = -2.0f;
            }
            t_26 = t_30;
            break;
        }
        case 3u:
        {
            Scaled t_31 = t_9.p2;
            t_26 = t_31.k * 2.0f + (float)t_31.bias;
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
        IValue t_32 = pick(i_3);
        uint t_33 = t_32.typeId;
        IValue_AnyValue12 t_34;
        switch (t_33) {
        case 5u:
        {
            Pair t_35 = t_32.p0;
            float2 t_36 = t_35.b;
            IValue_AnyValue12 t_37 = {uint2(0u, 0u), uint2(t_33, 0u), t_35.a, asuint(t_36.x), asuint(t_36.y)};
            t_34 = t_37;
            break;
        }
        case 0u:
        {
            Flag t_38 = t_32.p1;
            IValue_AnyValue12 t_39 = {uint2(0u, 0u), uint2(t_33, 0u), t_38.on ? 1u : 0u, 0u, 0u};
            t_34 = t_39;
            break;
        }
        case 3u:
        {
            Scaled t_40 = t_32.p2;
            IValue_AnyValue12 t_41 = {uint2(0u, 0u), uint2(t_33, 0u), asuint(t_40.k), asuint(t_40.bias), 0u};
            t_34 = t_41;
            break;
        }
        default: {
            IValue_AnyValue12 t_42 = {uint2(0u, 0u), uint2(t_33, 0u), 0u, 0u, 0u};
            t_34 = t_42;
            break;
        }
        }
        scratch[(uint)i_3].rtti = t_34.rtti;
        scratch[(uint)i_3].witness = t_34.witness;
        scratch[(uint)i_3].d0 = t_34.d0;
        scratch[(uint)i_3].d1 = t_34.d1;
        scratch[(uint)i_3].d2 = t_34.d2;
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
        uint2 t_43 = scratch[(uint)i_5].witness;
        uint t_44 = scratch[(uint)i_5].d0;
        uint t_45 = scratch[(uint)i_5].d1;
        uint t_46 = scratch[(uint)i_5].d2;
        uint t_47 = t_43.x;
        IValue t_48;
        switch (t_47) {
        case 5u:
        {
            Pair t_49 = {t_44, float2(asfloat(t_45), asfloat(t_46))};
            Flag t_50 = {false};
            Scaled t_51 = {0.0f, 0};
            IValue t_52 = {t_47, t_49, t_50, t_51};
            t_48 = t_52;
            break;
        }
        case 0u:
        {
            Flag t_53 = {t_44 != 0u};
            Pair t_54 = {0u, float2(0.0f, 0.0f)};
            Scaled t_55 = {0.0f, 0};
            IValue t_56 = {t_47, t_54, t_53, t_55};
            t_48 = t_56;
            break;
        }
        case 3u:
        {
            Scaled t_57 = {asfloat(t_44), asint(t_45)};
            Pair t_58 = {0u, float2(0.0f, 0.0f)};
            Flag t_59 = {false};
            IValue t_60 = {t_47, t_58, t_59, t_57};
            t_48 = t_60;
            break;
        }
        default: {
            Pair t_61 = {0u, float2(0.0f, 0.0f)};
            Flag t_62 = {false};
            Scaled t_63 = {0.0f, 0};
            IValue t_64 = {t_47, t_61, t_62, t_63};
            t_48 = t_64;
            break;
        }
        }
        float t_65;
        switch (t_48.typeId) {
        case 5u:
        {
            Pair t_66 = t_48.p0;
            float2 t_67 = t_66.b;
            t_65 = (float)t_66.a + t_67.x * 10.0f - t_67.y;
            break;
        }
        case 0u:
        {
            Flag t_68 = t_48.p1;
            float t_69;
            if (t_68.on) {
                t_69 = 10.0f;
            } else {
                t_69 = -10.0f;
            }
            t_65 = t_69;
            break;
        }
        case 3u:
        {
            Scaled t_70 = t_48.p2;
            t_65 = t_70.k * 10.0f + (float)t_70.bias;
            break;
        }
        default: {
            t_65 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)(4 + i_5)] = t_65;
        i_5 = i_5 + 1;
        continue;
    }
    uint2 t_71 = scratch[0u].witness;
    uint t_72 = scratch[0u].d0;
    uint t_73 = scratch[0u].d1;
    uint t_74 = scratch[0u].d2;
    uint t_75 = t_71.x;
    IValue t_76;
    switch (t_75) {
    case 5u:
    {
        Pair t_77 = {t_72, float2(asfloat(t_73), asfloat(t_74))};
        Flag t_78 = {false};
        Scaled t_79 = {0.0f, 0};
        IValue t_80 = {t_75, t_77, t_78, t_79};
        t_76 = t_80;
        break;
    }
    case 0u:
    {
        Flag t_81 = {t_72 != 0u};
        Pair t_82 = {0u, float2(0.0f, 0.0f)};
        Scaled t_83 = {0.0f, 0};
        IValue t_84 = {t_75, t_82, t_81, t_83};
        t_76 = t_84;
        break;
    }
    case 3u:
    {
        Scaled t_85 = {asfloat(t_72), asint(t_73)};
        Pair t_86 = {0u, float2(0.0f, 0.0f)};
        Flag t_87 = {false};
        IValue t_88 = {t_75, t_86, t_87, t_85};
        t_76 = t_88;
        break;
    }
    default: {
        Pair t_89 = {0u, float2(0.0f, 0.0f)};
        Flag t_90 = {false};
        Scaled t_91 = {0.0f, 0};
        IValue t_92 = {t_75, t_89, t_90, t_91};
        t_76 = t_92;
        break;
    }
    }
    uint2 t_93 = inputs[1u].witness;
    uint t_94 = inputs[1u].d0;
    uint t_95 = inputs[1u].d1;
    uint t_96 = inputs[1u].d2;
    uint t_97 = t_93.x;
    IValue t_98;
    switch (t_97) {
    case 5u:
    {
        Pair t_99 = {t_94, float2(asfloat(t_95), asfloat(t_96))};
        Flag t_100 = {false};
        Scaled t_101 = {0.0f, 0};
        IValue t_102 = {t_97, t_99, t_100, t_101};
        t_98 = t_102;
        break;
    }
    case 0u:
    {
        Flag t_103 = {t_94 != 0u};
        Pair t_104 = {0u, float2(0.0f, 0.0f)};
        Scaled t_105 = {0.0f, 0};
        IValue t_106 = {t_97, t_104, t_103, t_105};
        t_98 = t_106;
        break;
    }
    case 3u:
    {
        Scaled t_107 = {asfloat(t_94), asint(t_95)};
        Pair t_108 = {0u, float2(0.0f, 0.0f)};
        Flag t_109 = {false};
        IValue t_110 = {t_97, t_108, t_109, t_107};
        t_98 = t_110;
        break;
    }
    default: {
        Pair t_111 = {0u, float2(0.0f, 0.0f)};
        Flag t_112 = {false};
        Scaled t_113 = {0.0f, 0};
        IValue t_114 = {t_97, t_111, t_112, t_113};
        t_98 = t_114;
        break;
    }
    }
    uint t_115 = t_98.typeId;
    IValue_AnyValue12 t_116;
    switch (t_115) {
    case 5u:
    {
        Pair t_117 = t_98.p0;
        float2 t_118 = t_117.b;
        IValue_AnyValue12 t_119 = {uint2(0u, 0u), uint2(t_115, 0u), t_117.a, asuint(t_118.x), asuint(t_118.y)};
        t_116 = t_119;
        break;
    }
    case 0u:
    {
        Flag t_120 = t_98.p1;
        IValue_AnyValue12 t_121 = {uint2(0u, 0u), uint2(t_115, 0u), t_120.on ? 1u : 0u, 0u, 0u};
        t_116 = t_121;
        break;
    }
    case 3u:
    {
        Scaled t_122 = t_98.p2;
        IValue_AnyValue12 t_123 = {uint2(0u, 0u), uint2(t_115, 0u), asuint(t_122.k), asuint(t_122.bias), 0u};
        t_116 = t_123;
        break;
    }
    default: {
        IValue_AnyValue12 t_124 = {uint2(0u, 0u), uint2(t_115, 0u), 0u, 0u, 0u};
        t_116 = t_124;
        break;
    }
    }
    scratch[1u].rtti = t_116.rtti;
    scratch[1u].witness = t_116.witness;
    scratch[1u].d0 = t_116.d0;
    scratch[1u].d1 = t_116.d1;
    scratch[1u].d2 = t_116.d2;
    float t_125;
    switch (t_76.typeId) {
    case 5u:
    {
        Pair t_126 = t_76.p0;
        float2 t_127 = t_126.b;
        t_125 = (float)t_126.a + t_127.x * 1.0f - t_127.y;
        break;
    }
    case 0u:
    {
        Flag t_128 = t_76.p1;
        float t_129;
        if (t_128.on) {
            t_129 = 1.0f;
        } else {
            t_129 = -1.0f;
        }
        t_125 = t_129;
        break;
    }
    case 3u:
    {
        Scaled t_130 = t_76.p2;
        t_125 = t_130.k * 1.0f + (float)t_130.bias;
        break;
    }
    default: {
        t_125 = 0.0f;
        break;
    }
    }
    uint2 t_131 = scratch[1u].witness;
    uint t_132 = scratch[1u].d0;
    uint t_133 = scratch[1u].d1;
    uint t_134 = scratch[1u].d2;
    uint t_135 = t_131.x;
    IValue t_136;
    switch (t_135) {
    case 5u:
    {
        Pair t_137 = {t_132, float2(asfloat(t_133), asfloat(t_134))};
        Flag t_138 = {false};
        Scaled t_139 = {0.0f, 0};
        IValue t_140 = {t_135, t_137, t_138, t_139};
        t_136 = t_140;
        break;
    }
    case 0u:
    {
        Flag t_141 = {t_132 != 0u};
        Pair t_142 = {0u, float2(0.0f, 0.0f)};
        Scaled t_143 = {0.0f, 0};
        IValue t_144 = {t_135, t_142, t_141, t_143};
        t_136 = t_144;
        break;
    }
    case 3u:
    {
        Scaled t_145 = {asfloat(t_132), asint(t_133)};
        Pair t_146 = {0u, float2(0.0f, 0.0f)};
        Flag t_147 = {false};
        IValue t_148 = {t_135, t_146, t_147, t_145};
        t_136 = t_148;
        break;
    }
    default: {
        Pair t_149 = {0u, float2(0.0f, 0.0f)};
        Flag t_150 = {false};
        Scaled t_151 = {0.0f, 0};
        IValue t_152 = {t_135, t_149, t_150, t_151};
        t_136 = t_152;
        break;
    }
    }
    float t_153;
    switch (t_136.typeId) {
    case 5u:
    {
        Pair t_154 = t_136.p0;
        float2 t_155 = t_154.b;
        t_153 = (float)t_154.a + t_155.x * 1.0f - t_155.y;
        break;
    }
    case 0u:
    {
        Flag t_156 = t_136.p1;
        float t_157;
        if (t_156.on) {
            t_157 = 1.0f;
        } else {
            t_157 = -1.0f;
        }
        t_153 = t_157;
        break;
    }
    case 3u:
    {
        Scaled t_158 = t_136.p2;
        t_153 = t_158.k * 1.0f + (float)t_158.bias;
        break;
    }
    default: {
        t_153 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_125 + t_153;
    uint2 t_159 = scratch[1u].witness;
    uint t_160 = scratch[1u].d0;
    uint t_161 = scratch[1u].d1;
    uint t_162 = scratch[1u].d2;
    uint t_163 = t_159.x;
    IValue t_164;
    switch (t_163) {
    case 5u:
    {
        Pair t_165 = {t_160, float2(asfloat(t_161), asfloat(t_162))};
        Flag t_166 = {false};
        Scaled t_167 = {0.0f, 0};
        IValue t_168 = {t_163, t_165, t_166, t_167};
        t_164 = t_168;
        break;
    }
    case 0u:
    {
        Flag t_169 = {t_160 != 0u};
        Pair t_170 = {0u, float2(0.0f, 0.0f)};
        Scaled t_171 = {0.0f, 0};
        IValue t_172 = {t_163, t_170, t_169, t_171};
        t_164 = t_172;
        break;
    }
    case 3u:
    {
        Scaled t_173 = {asfloat(t_160), asint(t_161)};
        Pair t_174 = {0u, float2(0.0f, 0.0f)};
        Flag t_175 = {false};
        IValue t_176 = {t_163, t_174, t_175, t_173};
        t_164 = t_176;
        break;
    }
    default: {
        Pair t_177 = {0u, float2(0.0f, 0.0f)};
        Flag t_178 = {false};
        Scaled t_179 = {0.0f, 0};
        IValue t_180 = {t_163, t_177, t_178, t_179};
        t_164 = t_180;
        break;
    }
    }
    uint t_181 = t_164.typeId;
    Pair t_182 = t_164.p0;
    float2 t_183 = t_182.b;
    Flag t_184 = t_164.p1;
    bool t_185 = t_184.on;
    Scaled t_186 = t_164.p2;
    float t_187 = t_186.k;
    float2 t_188;
    bool t_189;
    float t_190;
    switch (t_181) {
    case 5u:
    {
        float2 t_191 = t_183 * float2(2.0f, 2.0f);
        bool t_192 = t_185;
        float t_193 = t_187;
        t_188 = t_191;
        t_189 = t_192;
        t_190 = t_193;
        break;
    }
    case 0u:
    {
        float2 t_194 = t_183;
        bool t_195 = true;
        float t_196 = t_187;
        t_188 = t_194;
        t_189 = t_195;
        t_190 = t_196;
        break;
    }
    case 3u:
    {
        float2 t_197 = t_183;
        bool t_198 = t_185;
        float t_199 = t_187 * 2.0f;
        t_188 = t_197;
        t_189 = t_198;
        t_190 = t_199;
        break;
    }
    default: {
        float2 t_200 = t_183;
        bool t_201 = t_185;
        float t_202 = t_187;
        t_188 = t_200;
        t_189 = t_201;
        t_190 = t_202;
        break;
    }
    }
    IValue_AnyValue12 t_203;
    switch (t_181) {
    case 5u:
    {
        IValue_AnyValue12 t_204 = {uint2(0u, 0u), uint2(t_181, 0u), t_182.a, asuint(t_188.x), asuint(t_188.y)};
        t_203 = t_204;
        break;
    }
    case 0u:
    {
        IValue_AnyValue12 t_205 = {uint2(0u, 0u), uint2(t_181, 0u), t_189 ? 1u : 0u, 0u, 0u};
        t_203 = t_205;
        break;
    }
    case 3u:
    {
        IValue_AnyValue12 t_206 = {uint2(0u, 0u), uint2(t_181, 0u), asuint(t_190), asuint(t_186.bias), 0u};
        t_203 = t_206;
        break;
    }
    default: {
        IValue_AnyValue12 t_207 = {uint2(0u, 0u), uint2(t_181, 0u), 0u, 0u, 0u};
        t_203 = t_207;
        break;
    }
    }
    scratch[1u].rtti = t_203.rtti;
    scratch[1u].witness = t_203.witness;
    scratch[1u].d0 = t_203.d0;
    scratch[1u].d1 = t_203.d1;
    scratch[1u].d2 = t_203.d2;
    uint2 t_208 = scratch[2u].witness;
    uint t_209 = scratch[2u].d0;
    uint t_210 = scratch[2u].d1;
    uint t_211 = scratch[2u].d2;
    uint t_212 = t_208.x;
    IValue t_213;
    switch (t_212) {
    case 5u:
    {
        Pair t_214 = {t_209, float2(asfloat(t_210), asfloat(t_211))};
        Flag t_215 = {false};
        Scaled t_216 = {0.0f, 0};
        IValue t_217 = {t_212, t_214, t_215, t_216};
        t_213 = t_217;
        break;
    }
    case 0u:
    {
        Flag t_218 = {t_209 != 0u};
        Pair t_219 = {0u, float2(0.0f, 0.0f)};
        Scaled t_220 = {0.0f, 0};
        IValue t_221 = {t_212, t_219, t_218, t_220};
        t_213 = t_221;
        break;
    }
    case 3u:
    {
        Scaled t_222 = {asfloat(t_209), asint(t_210)};
        Pair t_223 = {0u, float2(0.0f, 0.0f)};
        Flag t_224 = {false};
        IValue t_225 = {t_212, t_223, t_224, t_222};
        t_213 = t_225;
        break;
    }
    default: {
        Pair t_226 = {0u, float2(0.0f, 0.0f)};
        Flag t_227 = {false};
        Scaled t_228 = {0.0f, 0};
        IValue t_229 = {t_212, t_226, t_227, t_228};
        t_213 = t_229;
        break;
    }
    }
    uint t_230 = t_213.typeId;
    Pair t_231 = t_213.p0;
    float2 t_232 = t_231.b;
    Flag t_233 = t_213.p1;
    bool t_234 = t_233.on;
    Scaled t_235 = t_213.p2;
    float t_236 = t_235.k;
    float2 t_237;
    bool t_238;
    float t_239;
    switch (t_230) {
    case 5u:
    {
        float2 t_240 = t_232 * float2(-1.0f, -1.0f);
        bool t_241 = t_234;
        float t_242 = t_236;
        t_237 = t_240;
        t_238 = t_241;
        t_239 = t_242;
        break;
    }
    case 0u:
    {
        float2 t_243 = t_232;
        bool t_244 = false;
        float t_245 = t_236;
        t_237 = t_243;
        t_238 = t_244;
        t_239 = t_245;
        break;
    }
    case 3u:
    {
        float2 t_246 = t_232;
        bool t_247 = t_234;
        float t_248 = t_236 * -1.0f;
        t_237 = t_246;
        t_238 = t_247;
        t_239 = t_248;
        break;
    }
    default: {
        float2 t_249 = t_232;
        bool t_250 = t_234;
        float t_251 = t_236;
        t_237 = t_249;
        t_238 = t_250;
        t_239 = t_251;
        break;
    }
    }
    IValue_AnyValue12 t_252;
    switch (t_230) {
    case 5u:
    {
        IValue_AnyValue12 t_253 = {uint2(0u, 0u), uint2(t_230, 0u), t_231.a, asuint(t_237.x), asuint(t_237.y)};
        t_252 = t_253;
        break;
    }
    case 0u:
    {
        IValue_AnyValue12 t_254 = {uint2(0u, 0u), uint2(t_230, 0u), t_238 ? 1u : 0u, 0u, 0u};
        t_252 = t_254;
        break;
    }
    case 3u:
    {
        IValue_AnyValue12 t_255 = {uint2(0u, 0u), uint2(t_230, 0u), asuint(t_239), asuint(t_235.bias), 0u};
        t_252 = t_255;
        break;
    }
    default: {
        IValue_AnyValue12 t_256 = {uint2(0u, 0u), uint2(t_230, 0u), 0u, 0u, 0u};
        t_252 = t_256;
        break;
    }
    }
    scratch[2u].rtti = t_252.rtti;
    scratch[2u].witness = t_252.witness;
    scratch[2u].d0 = t_252.d0;
    scratch[2u].d1 = t_252.d1;
    scratch[2u].d2 = t_252.d2;
    uint2 t_257 = scratch[1u].witness;
    uint t_258 = scratch[1u].d0;
    uint t_259 = scratch[1u].d1;
    uint t_260 = scratch[1u].d2;
    uint t_261 = t_257.x;
    IValue t_262;
    switch (t_261) {
    case 5u:
    {
        Pair t_263 = {t_258, float2(asfloat(t_259), asfloat(t_260))};
        Flag t_264 = {false};
        Scaled t_265 = {0.0f, 0};
        IValue t_266 = {t_261, t_263, t_264, t_265};
        t_262 = t_266;
        break;
    }
    case 0u:
    {
        Flag t_267 = {t_258 != 0u};
        Pair t_268 = {0u, float2(0.0f, 0.0f)};
        Scaled t_269 = {0.0f, 0};
        IValue t_270 = {t_261, t_268, t_267, t_269};
        t_262 = t_270;
        break;
    }
    case 3u:
    {
        Scaled t_271 = {asfloat(t_258), asint(t_259)};
        Pair t_272 = {0u, float2(0.0f, 0.0f)};
        Flag t_273 = {false};
        IValue t_274 = {t_261, t_272, t_273, t_271};
        t_262 = t_274;
        break;
    }
    default: {
        Pair t_275 = {0u, float2(0.0f, 0.0f)};
        Flag t_276 = {false};
        Scaled t_277 = {0.0f, 0};
        IValue t_278 = {t_261, t_275, t_276, t_277};
        t_262 = t_278;
        break;
    }
    }
    float t_279;
    switch (t_262.typeId) {
    case 5u:
    {
        Pair t_280 = t_262.p0;
        float2 t_281 = t_280.b;
        t_279 = (float)t_280.a + t_281.x * 1.0f - t_281.y;
        break;
    }
    case 0u:
    {
        Flag t_282 = t_262.p1;
        float t_283;
        if (t_282.on) {
            t_283 = 1.0f;
        } else {
            t_283 = -1.0f;
        }
        t_279 = t_283;
        break;
    }
    case 3u:
    {
        Scaled t_284 = t_262.p2;
        t_279 = t_284.k * 1.0f + (float)t_284.bias;
        break;
    }
    default: {
        t_279 = 0.0f;
        break;
    }
    }
    outputBuffer[8u] = t_279;
    uint2 t_285 = scratch[2u].witness;
    uint t_286 = scratch[2u].d0;
    uint t_287 = scratch[2u].d1;
    uint t_288 = scratch[2u].d2;
    uint t_289 = t_285.x;
    IValue t_290;
    switch (t_289) {
    case 5u:
    {
        Pair t_291 = {t_286, float2(asfloat(t_287), asfloat(t_288))};
        Flag t_292 = {false};
        Scaled t_293 = {0.0f, 0};
        IValue t_294 = {t_289, t_291, t_292, t_293};
        t_290 = t_294;
        break;
    }
    case 0u:
    {
        Flag t_295 = {t_286 != 0u};
        Pair t_296 = {0u, float2(0.0f, 0.0f)};
        Scaled t_297 = {0.0f, 0};
        IValue t_298 = {t_289, t_296, t_295, t_297};
        t_290 = t_298;
        break;
    }
    case 3u:
    {
        Scaled t_299 = {asfloat(t_286), asint(t_287)};
        Pair t_300 = {0u, float2(0.0f, 0.0f)};
        Flag t_301 = {false};
        IValue t_302 = {t_289, t_300, t_301, t_299};
        t_290 = t_302;
        break;
    }
    default: {
        Pair t_303 = {0u, float2(0.0f, 0.0f)};
        Flag t_304 = {false};
        Scaled t_305 = {0.0f, 0};
        IValue t_306 = {t_289, t_303, t_304, t_305};
        t_290 = t_306;
        break;
    }
    }
    float t_307;
    switch (t_290.typeId) {
    case 5u:
    {
        Pair t_308 = t_290.p0;
        float2 t_309 = t_308.b;
        t_307 = (float)t_308.a + t_309.x * 10.0f - t_309.y;
        break;
    }
    case 0u:
    {
        Flag t_310 = t_290.p1;
        float t_311;
        if (t_310.on) {
            t_311 = 10.0f;
        } else {
            t_311 = -10.0f;
        }
        t_307 = t_311;
        break;
    }
    case 3u:
    {
        Scaled t_312 = t_290.p2;
        t_307 = t_312.k * 10.0f + (float)t_312.bias;
        break;
    }
    default: {
        t_307 = 0.0f;
        break;
    }
    }
    outputBuffer[9u] = t_307;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
