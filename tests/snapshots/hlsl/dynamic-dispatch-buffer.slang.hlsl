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
        Flag f = (Flag)0;
        f.on = false;
        Flag t_1 = f;
        Pair t_2 = {0u, float2(0.0f, 0.0f)};
        Scaled t_3 = {0.0f, 0};
        IValue t_4 = {0u, t_2, t_1, t_3};
        return t_4;
    }
    IValue t_5 = {3u, {0u, float2(0.0f, 0.0f)}, {false}, {0.5f, -2}};
    return t_5;
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
        uint t_6 = (uint)i_1;
        uint2 t_7 = inputs[t_6].witness;
        uint t_8 = inputs[t_6].d0;
        uint t_9 = inputs[t_6].d1;
        uint t_10 = inputs[t_6].d2;
        uint t_11 = t_7.x;
        IValue t_12;
        switch (t_11) {
        case 5u:
        {
            Pair t_13 = {t_8, float2(asfloat(t_9), asfloat(t_10))};
            Flag t_14 = {false};
            Scaled t_15 = {0.0f, 0};
            IValue t_16 = {t_11, t_13, t_14, t_15};
            t_12 = t_16;
            break;
        }
        case 0u:
        {
            Flag t_17 = {t_8 != 0u};
            Pair t_18 = {0u, float2(0.0f, 0.0f)};
            Scaled t_19 = {0.0f, 0};
            IValue t_20 = {t_11, t_18, t_17, t_19};
            t_12 = t_20;
            break;
        }
        case 3u:
        {
            Scaled t_21 = {asfloat(t_8), asint(t_9)};
            Pair t_22 = {0u, float2(0.0f, 0.0f)};
            Flag t_23 = {false};
            IValue t_24 = {t_11, t_22, t_23, t_21};
            t_12 = t_24;
            break;
        }
        default: {
            Pair t_25 = {0u, float2(0.0f, 0.0f)};
            Flag t_26 = {false};
            Scaled t_27 = {0.0f, 0};
            IValue t_28 = {t_11, t_25, t_26, t_27};
            t_12 = t_28;
            break;
        }
        }
        float t_29;
        switch (t_12.typeId) {
        case 5u:
        {
            Pair t_30 = t_12.p0;
            Pair this_1 = (Pair)0;
            this_1 = t_30;
            uint t_31 = this_1.a;
            float2 t_32 = this_1.b;
            float2 t_33 = this_1.b;
            t_29 = (float)t_31 + t_32.x * 2.0f - t_33.y;
            break;
        }
        case 0u:
        {
            Flag t_34 = t_12.p1;
            Flag this_2 = (Flag)0;
            this_2 = t_34;
            bool t_35 = this_2.on;
            float t_36;
            if (t_35) {
                t_36 = 2.0f;
            } else {
                t_36 = -2.0f;
            }
            t_29 = t_36;
            break;
        }
        case 3u:
        {
            Scaled t_37 = t_12.p2;
            Scaled this_3 = (Scaled)0;
            this_3 = t_37;
            float t_38 = this_3.k;
            int t_39 = this_3.bias;
            t_29 = t_38 * 2.0f + (float)t_39;
            break;
        }
        default: {
            t_29 = 0.0f;
            break;
        }
        }
        outputBuffer[t_6] = t_29;
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
        IValue t_40 = pick(i_3);
        uint t_41 = t_40.typeId;
        IValue_AnyValue12 t_42;
        switch (t_41) {
        case 5u:
        {
            Pair t_43 = t_40.p0;
            float2 t_44 = t_43.b;
            IValue_AnyValue12 t_45 = {uint2(0u, 0u), uint2(t_41, 0u), t_43.a, asuint(t_44.x), asuint(t_44.y)};
            t_42 = t_45;
            break;
        }
        case 0u:
        {
            Flag t_46 = t_40.p1;
            IValue_AnyValue12 t_47 = {uint2(0u, 0u), uint2(t_41, 0u), t_46.on ? 1u : 0u, 0u, 0u};
            t_42 = t_47;
            break;
        }
        case 3u:
        {
            Scaled t_48 = t_40.p2;
            IValue_AnyValue12 t_49 = {uint2(0u, 0u), uint2(t_41, 0u), asuint(t_48.k), asuint(t_48.bias), 0u};
            t_42 = t_49;
            break;
        }
        default: {
            IValue_AnyValue12 t_50 = {uint2(0u, 0u), uint2(t_41, 0u), 0u, 0u, 0u};
            t_42 = t_50;
            break;
        }
        }
        scratch[(uint)i_3].rtti = t_42.rtti;
        scratch[(uint)i_3].witness = t_42.witness;
        scratch[(uint)i_3].d0 = t_42.d0;
        scratch[(uint)i_3].d1 = t_42.d1;
        scratch[(uint)i_3].d2 = t_42.d2;
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
        uint2 t_51 = scratch[(uint)i_5].witness;
        uint t_52 = scratch[(uint)i_5].d0;
        uint t_53 = scratch[(uint)i_5].d1;
        uint t_54 = scratch[(uint)i_5].d2;
        uint t_55 = t_51.x;
        IValue t_56;
        switch (t_55) {
        case 5u:
        {
            Pair t_57 = {t_52, float2(asfloat(t_53), asfloat(t_54))};
            Flag t_58 = {false};
            Scaled t_59 = {0.0f, 0};
            IValue t_60 = {t_55, t_57, t_58, t_59};
            t_56 = t_60;
            break;
        }
        case 0u:
        {
            Flag t_61 = {t_52 != 0u};
            Pair t_62 = {0u, float2(0.0f, 0.0f)};
            Scaled t_63 = {0.0f, 0};
            IValue t_64 = {t_55, t_62, t_61, t_63};
            t_56 = t_64;
            break;
        }
        case 3u:
        {
            Scaled t_65 = {asfloat(t_52), asint(t_53)};
            Pair t_66 = {0u, float2(0.0f, 0.0f)};
            Flag t_67 = {false};
            IValue t_68 = {t_55, t_66, t_67, t_65};
            t_56 = t_68;
            break;
        }
        default: {
            Pair t_69 = {0u, float2(0.0f, 0.0f)};
            Flag t_70 = {false};
            Scaled t_71 = {0.0f, 0};
            IValue t_72 = {t_55, t_69, t_70, t_71};
            t_56 = t_72;
            break;
        }
        }
        float t_73;
        switch (t_56.typeId) {
        case 5u:
        {
            Pair t_74 = t_56.p0;
            Pair this_4 = (Pair)0;
            this_4 = t_74;
            uint t_75 = this_4.a;
            float2 t_76 = this_4.b;
            float2 t_77 = this_4.b;
            t_73 = (float)t_75 + t_76.x * 10.0f - t_77.y;
            break;
        }
        case 0u:
        {
            Flag t_78 = t_56.p1;
            Flag this_5 = (Flag)0;
            this_5 = t_78;
            bool t_79 = this_5.on;
            float t_80;
            if (t_79) {
                t_80 = 10.0f;
            } else {
                t_80 = -10.0f;
            }
            t_73 = t_80;
            break;
        }
        case 3u:
        {
            Scaled t_81 = t_56.p2;
            Scaled this_6 = (Scaled)0;
            this_6 = t_81;
            float t_82 = this_6.k;
            int t_83 = this_6.bias;
            t_73 = t_82 * 10.0f + (float)t_83;
            break;
        }
        default: {
            t_73 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)(4 + i_5)] = t_73;
        i_5 = i_5 + 1;
        continue;
    }
    uint2 t_84 = scratch[0u].witness;
    uint t_85 = scratch[0u].d0;
    uint t_86 = scratch[0u].d1;
    uint t_87 = scratch[0u].d2;
    uint t_88 = t_84.x;
    IValue t_89;
    switch (t_88) {
    case 5u:
    {
        Pair t_90 = {t_85, float2(asfloat(t_86), asfloat(t_87))};
        Flag t_91 = {false};
        Scaled t_92 = {0.0f, 0};
        IValue t_93 = {t_88, t_90, t_91, t_92};
        t_89 = t_93;
        break;
    }
    case 0u:
    {
        Flag t_94 = {t_85 != 0u};
        Pair t_95 = {0u, float2(0.0f, 0.0f)};
        Scaled t_96 = {0.0f, 0};
        IValue t_97 = {t_88, t_95, t_94, t_96};
        t_89 = t_97;
        break;
    }
    case 3u:
    {
        Scaled t_98 = {asfloat(t_85), asint(t_86)};
        Pair t_99 = {0u, float2(0.0f, 0.0f)};
        Flag t_100 = {false};
        IValue t_101 = {t_88, t_99, t_100, t_98};
        t_89 = t_101;
        break;
    }
    default: {
        Pair t_102 = {0u, float2(0.0f, 0.0f)};
        Flag t_103 = {false};
        Scaled t_104 = {0.0f, 0};
        IValue t_105 = {t_88, t_102, t_103, t_104};
        t_89 = t_105;
        break;
    }
    }
    uint2 t_106 = inputs[1u].witness;
    uint t_107 = inputs[1u].d0;
    uint t_108 = inputs[1u].d1;
    uint t_109 = inputs[1u].d2;
    uint t_110 = t_106.x;
    IValue t_111;
    switch (t_110) {
    case 5u:
    {
        Pair t_112 = {t_107, float2(asfloat(t_108), asfloat(t_109))};
        Flag t_113 = {false};
        Scaled t_114 = {0.0f, 0};
        IValue t_115 = {t_110, t_112, t_113, t_114};
        t_111 = t_115;
        break;
    }
    case 0u:
    {
        Flag t_116 = {t_107 != 0u};
        Pair t_117 = {0u, float2(0.0f, 0.0f)};
        Scaled t_118 = {0.0f, 0};
        IValue t_119 = {t_110, t_117, t_116, t_118};
        t_111 = t_119;
        break;
    }
    case 3u:
    {
        Scaled t_120 = {asfloat(t_107), asint(t_108)};
        Pair t_121 = {0u, float2(0.0f, 0.0f)};
        Flag t_122 = {false};
        IValue t_123 = {t_110, t_121, t_122, t_120};
        t_111 = t_123;
        break;
    }
    default: {
        Pair t_124 = {0u, float2(0.0f, 0.0f)};
        Flag t_125 = {false};
        Scaled t_126 = {0.0f, 0};
        IValue t_127 = {t_110, t_124, t_125, t_126};
        t_111 = t_127;
        break;
    }
    }
    uint t_128 = t_111.typeId;
    IValue_AnyValue12 t_129;
    switch (t_128) {
    case 5u:
    {
        Pair t_130 = t_111.p0;
        float2 t_131 = t_130.b;
        IValue_AnyValue12 t_132 = {uint2(0u, 0u), uint2(t_128, 0u), t_130.a, asuint(t_131.x), asuint(t_131.y)};
        t_129 = t_132;
        break;
    }
    case 0u:
    {
        Flag t_133 = t_111.p1;
        IValue_AnyValue12 t_134 = {uint2(0u, 0u), uint2(t_128, 0u), t_133.on ? 1u : 0u, 0u, 0u};
        t_129 = t_134;
        break;
    }
    case 3u:
    {
        Scaled t_135 = t_111.p2;
        IValue_AnyValue12 t_136 = {uint2(0u, 0u), uint2(t_128, 0u), asuint(t_135.k), asuint(t_135.bias), 0u};
        t_129 = t_136;
        break;
    }
    default: {
        IValue_AnyValue12 t_137 = {uint2(0u, 0u), uint2(t_128, 0u), 0u, 0u, 0u};
        t_129 = t_137;
        break;
    }
    }
    scratch[1u].rtti = t_129.rtti;
    scratch[1u].witness = t_129.witness;
    scratch[1u].d0 = t_129.d0;
    scratch[1u].d1 = t_129.d1;
    scratch[1u].d2 = t_129.d2;
    float t_138;
    switch (t_89.typeId) {
    case 5u:
    {
        Pair t_139 = t_89.p0;
        Pair this_7 = (Pair)0;
        this_7 = t_139;
        uint t_140 = this_7.a;
        float2 t_141 = this_7.b;
        float2 t_142 = this_7.b;
        t_138 = (float)t_140 + t_141.x * 1.0f - t_142.y;
        break;
    }
    case 0u:
    {
        Flag t_143 = t_89.p1;
        Flag this_8 = (Flag)0;
        this_8 = t_143;
        bool t_144 = this_8.on;
        float t_145;
        if (t_144) {
            t_145 = 1.0f;
        } else {
            t_145 = -1.0f;
        }
        t_138 = t_145;
        break;
    }
    case 3u:
    {
        Scaled t_146 = t_89.p2;
        Scaled this_9 = (Scaled)0;
        this_9 = t_146;
        float t_147 = this_9.k;
        int t_148 = this_9.bias;
        t_138 = t_147 * 1.0f + (float)t_148;
        break;
    }
    default: {
        t_138 = 0.0f;
        break;
    }
    }
    uint2 t_149 = scratch[1u].witness;
    uint t_150 = scratch[1u].d0;
    uint t_151 = scratch[1u].d1;
    uint t_152 = scratch[1u].d2;
    uint t_153 = t_149.x;
    IValue t_154;
    switch (t_153) {
    case 5u:
    {
        Pair t_155 = {t_150, float2(asfloat(t_151), asfloat(t_152))};
        Flag t_156 = {false};
        Scaled t_157 = {0.0f, 0};
        IValue t_158 = {t_153, t_155, t_156, t_157};
        t_154 = t_158;
        break;
    }
    case 0u:
    {
        Flag t_159 = {t_150 != 0u};
        Pair t_160 = {0u, float2(0.0f, 0.0f)};
        Scaled t_161 = {0.0f, 0};
        IValue t_162 = {t_153, t_160, t_159, t_161};
        t_154 = t_162;
        break;
    }
    case 3u:
    {
        Scaled t_163 = {asfloat(t_150), asint(t_151)};
        Pair t_164 = {0u, float2(0.0f, 0.0f)};
        Flag t_165 = {false};
        IValue t_166 = {t_153, t_164, t_165, t_163};
        t_154 = t_166;
        break;
    }
    default: {
        Pair t_167 = {0u, float2(0.0f, 0.0f)};
        Flag t_168 = {false};
        Scaled t_169 = {0.0f, 0};
        IValue t_170 = {t_153, t_167, t_168, t_169};
        t_154 = t_170;
        break;
    }
    }
    float t_171;
    switch (t_154.typeId) {
    case 5u:
    {
        Pair t_172 = t_154.p0;
        Pair this_10 = (Pair)0;
        this_10 = t_172;
        uint t_173 = this_10.a;
        float2 t_174 = this_10.b;
        float2 t_175 = this_10.b;
        t_171 = (float)t_173 + t_174.x * 1.0f - t_175.y;
        break;
    }
    case 0u:
    {
        Flag t_176 = t_154.p1;
        Flag this_11 = (Flag)0;
        this_11 = t_176;
        bool t_177 = this_11.on;
        float t_178;
        if (t_177) {
            t_178 = 1.0f;
        } else {
            t_178 = -1.0f;
        }
        t_171 = t_178;
        break;
    }
    case 3u:
    {
        Scaled t_179 = t_154.p2;
        Scaled this_12 = (Scaled)0;
        this_12 = t_179;
        float t_180 = this_12.k;
        int t_181 = this_12.bias;
        t_171 = t_180 * 1.0f + (float)t_181;
        break;
    }
    default: {
        t_171 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_138 + t_171;
    uint2 t_182 = scratch[1u].witness;
    uint t_183 = scratch[1u].d0;
    uint t_184 = scratch[1u].d1;
    uint t_185 = scratch[1u].d2;
    uint t_186 = t_182.x;
    IValue t_187;
    switch (t_186) {
    case 5u:
    {
        Pair t_188 = {t_183, float2(asfloat(t_184), asfloat(t_185))};
        Flag t_189 = {false};
        Scaled t_190 = {0.0f, 0};
        IValue t_191 = {t_186, t_188, t_189, t_190};
        t_187 = t_191;
        break;
    }
    case 0u:
    {
        Flag t_192 = {t_183 != 0u};
        Pair t_193 = {0u, float2(0.0f, 0.0f)};
        Scaled t_194 = {0.0f, 0};
        IValue t_195 = {t_186, t_193, t_192, t_194};
        t_187 = t_195;
        break;
    }
    case 3u:
    {
        Scaled t_196 = {asfloat(t_183), asint(t_184)};
        Pair t_197 = {0u, float2(0.0f, 0.0f)};
        Flag t_198 = {false};
        IValue t_199 = {t_186, t_197, t_198, t_196};
        t_187 = t_199;
        break;
    }
    default: {
        Pair t_200 = {0u, float2(0.0f, 0.0f)};
        Flag t_201 = {false};
        Scaled t_202 = {0.0f, 0};
        IValue t_203 = {t_186, t_200, t_201, t_202};
        t_187 = t_203;
        break;
    }
    }
    IValue t_204 = (IValue)0;
    t_204 = t_187;
    uint t_205 = t_204.typeId;
    switch (t_205) {
    case 5u:
    {
        float2 t_206 = t_204.p0.b;
        t_204.p0.b = t_206 * float2(2.0f, 2.0f);
        break;
    }
    case 0u:
    {
        t_204.p1.on = true;
        break;
    }
    case 3u:
    {
        float t_207 = t_204.p2.k;
        t_204.p2.k = t_207 * 2.0f;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_208 = t_204;
    uint t_209 = t_208.typeId;
    IValue_AnyValue12 t_210;
    switch (t_209) {
    case 5u:
    {
        Pair t_211 = t_208.p0;
        float2 t_212 = t_211.b;
        IValue_AnyValue12 t_213 = {uint2(0u, 0u), uint2(t_209, 0u), t_211.a, asuint(t_212.x), asuint(t_212.y)};
        t_210 = t_213;
        break;
    }
    case 0u:
    {
        Flag t_214 = t_208.p1;
        IValue_AnyValue12 t_215 = {uint2(0u, 0u), uint2(t_209, 0u), t_214.on ? 1u : 0u, 0u, 0u};
        t_210 = t_215;
        break;
    }
    case 3u:
    {
        Scaled t_216 = t_208.p2;
        IValue_AnyValue12 t_217 = {uint2(0u, 0u), uint2(t_209, 0u), asuint(t_216.k), asuint(t_216.bias), 0u};
        t_210 = t_217;
        break;
    }
    default: {
        IValue_AnyValue12 t_218 = {uint2(0u, 0u), uint2(t_209, 0u), 0u, 0u, 0u};
        t_210 = t_218;
        break;
    }
    }
    scratch[1u].rtti = t_210.rtti;
    scratch[1u].witness = t_210.witness;
    scratch[1u].d0 = t_210.d0;
    scratch[1u].d1 = t_210.d1;
    scratch[1u].d2 = t_210.d2;
    uint2 t_219 = scratch[2u].witness;
    uint t_220 = scratch[2u].d0;
    uint t_221 = scratch[2u].d1;
    uint t_222 = scratch[2u].d2;
    uint t_223 = t_219.x;
    IValue t_224;
    switch (t_223) {
    case 5u:
    {
        Pair t_225 = {t_220, float2(asfloat(t_221), asfloat(t_222))};
        Flag t_226 = {false};
        Scaled t_227 = {0.0f, 0};
        IValue t_228 = {t_223, t_225, t_226, t_227};
        t_224 = t_228;
        break;
    }
    case 0u:
    {
        Flag t_229 = {t_220 != 0u};
        Pair t_230 = {0u, float2(0.0f, 0.0f)};
        Scaled t_231 = {0.0f, 0};
        IValue t_232 = {t_223, t_230, t_229, t_231};
        t_224 = t_232;
        break;
    }
    case 3u:
    {
        Scaled t_233 = {asfloat(t_220), asint(t_221)};
        Pair t_234 = {0u, float2(0.0f, 0.0f)};
        Flag t_235 = {false};
        IValue t_236 = {t_223, t_234, t_235, t_233};
        t_224 = t_236;
        break;
    }
    default: {
        Pair t_237 = {0u, float2(0.0f, 0.0f)};
        Flag t_238 = {false};
        Scaled t_239 = {0.0f, 0};
        IValue t_240 = {t_223, t_237, t_238, t_239};
        t_224 = t_240;
        break;
    }
    }
    IValue t_241 = (IValue)0;
    t_241 = t_224;
    uint t_242 = t_241.typeId;
    switch (t_242) {
    case 5u:
    {
        float2 t_243 = t_241.p0.b;
        t_241.p0.b = t_243 * float2(-1.0f, -1.0f);
        break;
    }
    case 0u:
    {
        t_241.p1.on = false;
        break;
    }
    case 3u:
    {
        float t_244 = t_241.p2.k;
        t_241.p2.k = t_244 * -1.0f;
        break;
    }
    default: {
        break;
    }
    }
    IValue t_245 = t_241;
    uint t_246 = t_245.typeId;
    IValue_AnyValue12 t_247;
    switch (t_246) {
    case 5u:
    {
        Pair t_248 = t_245.p0;
        float2 t_249 = t_248.b;
        IValue_AnyValue12 t_250 = {uint2(0u, 0u), uint2(t_246, 0u), t_248.a, asuint(t_249.x), asuint(t_249.y)};
        t_247 = t_250;
        break;
    }
    case 0u:
    {
        Flag t_251 = t_245.p1;
        IValue_AnyValue12 t_252 = {uint2(0u, 0u), uint2(t_246, 0u), t_251.on ? 1u : 0u, 0u, 0u};
        t_247 = t_252;
        break;
    }
    case 3u:
    {
        Scaled t_253 = t_245.p2;
        IValue_AnyValue12 t_254 = {uint2(0u, 0u), uint2(t_246, 0u), asuint(t_253.k), asuint(t_253.bias), 0u};
        t_247 = t_254;
        break;
    }
    default: {
        IValue_AnyValue12 t_255 = {uint2(0u, 0u), uint2(t_246, 0u), 0u, 0u, 0u};
        t_247 = t_255;
        break;
    }
    }
    scratch[2u].rtti = t_247.rtti;
    scratch[2u].witness = t_247.witness;
    scratch[2u].d0 = t_247.d0;
    scratch[2u].d1 = t_247.d1;
    scratch[2u].d2 = t_247.d2;
    uint2 t_256 = scratch[1u].witness;
    uint t_257 = scratch[1u].d0;
    uint t_258 = scratch[1u].d1;
    uint t_259 = scratch[1u].d2;
    uint t_260 = t_256.x;
    IValue t_261;
    switch (t_260) {
    case 5u:
    {
        Pair t_262 = {t_257, float2(asfloat(t_258), asfloat(t_259))};
        Flag t_263 = {false};
        Scaled t_264 = {0.0f, 0};
        IValue t_265 = {t_260, t_262, t_263, t_264};
        t_261 = t_265;
        break;
    }
    case 0u:
    {
        Flag t_266 = {t_257 != 0u};
        Pair t_267 = {0u, float2(0.0f, 0.0f)};
        Scaled t_268 = {0.0f, 0};
        IValue t_269 = {t_260, t_267, t_266, t_268};
        t_261 = t_269;
        break;
    }
    case 3u:
    {
        Scaled t_270 = {asfloat(t_257), asint(t_258)};
        Pair t_271 = {0u, float2(0.0f, 0.0f)};
        Flag t_272 = {false};
        IValue t_273 = {t_260, t_271, t_272, t_270};
        t_261 = t_273;
        break;
    }
    default: {
        Pair t_274 = {0u, float2(0.0f, 0.0f)};
        Flag t_275 = {false};
        Scaled t_276 = {0.0f, 0};
        IValue t_277 = {t_260, t_274, t_275, t_276};
        t_261 = t_277;
        break;
    }
    }
    float t_278;
    switch (t_261.typeId) {
    case 5u:
    {
        Pair t_279 = t_261.p0;
        Pair this_13 = (Pair)0;
        this_13 = t_279;
        uint t_280 = this_13.a;
        float2 t_281 = this_13.b;
        float2 t_282 = this_13.b;
        t_278 = (float)t_280 + t_281.x * 1.0f - t_282.y;
        break;
    }
    case 0u:
    {
        Flag t_283 = t_261.p1;
        Flag this_14 = (Flag)0;
        this_14 = t_283;
        bool t_284 = this_14.on;
        float t_285;
        if (t_284) {
            t_285 = 1.0f;
        } else {
            t_285 = -1.0f;
        }
        t_278 = t_285;
        break;
    }
    case 3u:
    {
        Scaled t_286 = t_261.p2;
        Scaled this_15 = (Scaled)0;
        this_15 = t_286;
        float t_287 = this_15.k;
        int t_288 = this_15.bias;
        t_278 = t_287 * 1.0f + (float)t_288;
        break;
    }
    default: {
        t_278 = 0.0f;
        break;
    }
    }
    outputBuffer[8u] = t_278;
    uint2 t_289 = scratch[2u].witness;
    uint t_290 = scratch[2u].d0;
    uint t_291 = scratch[2u].d1;
    uint t_292 = scratch[2u].d2;
    uint t_293 = t_289.x;
    IValue t_294;
    switch (t_293) {
    case 5u:
    {
        Pair t_295 = {t_290, float2(asfloat(t_291), asfloat(t_292))};
        Flag t_296 = {false};
        Scaled t_297 = {0.0f, 0};
        IValue t_298 = {t_293, t_295, t_296, t_297};
        t_294 = t_298;
        break;
    }
    case 0u:
    {
        Flag t_299 = {t_290 != 0u};
        Pair t_300 = {0u, float2(0.0f, 0.0f)};
        Scaled t_301 = {0.0f, 0};
        IValue t_302 = {t_293, t_300, t_299, t_301};
        t_294 = t_302;
        break;
    }
    case 3u:
    {
        Scaled t_303 = {asfloat(t_290), asint(t_291)};
        Pair t_304 = {0u, float2(0.0f, 0.0f)};
        Flag t_305 = {false};
        IValue t_306 = {t_293, t_304, t_305, t_303};
        t_294 = t_306;
        break;
    }
    default: {
        Pair t_307 = {0u, float2(0.0f, 0.0f)};
        Flag t_308 = {false};
        Scaled t_309 = {0.0f, 0};
        IValue t_310 = {t_293, t_307, t_308, t_309};
        t_294 = t_310;
        break;
    }
    }
    float t_311;
    switch (t_294.typeId) {
    case 5u:
    {
        Pair t_312 = t_294.p0;
        Pair this_16 = (Pair)0;
        this_16 = t_312;
        uint t_313 = this_16.a;
        float2 t_314 = this_16.b;
        float2 t_315 = this_16.b;
        t_311 = (float)t_313 + t_314.x * 10.0f - t_315.y;
        break;
    }
    case 0u:
    {
        Flag t_316 = t_294.p1;
        Flag this_17 = (Flag)0;
        this_17 = t_316;
        bool t_317 = this_17.on;
        float t_318;
        if (t_317) {
            t_318 = 10.0f;
        } else {
            t_318 = -10.0f;
        }
        t_311 = t_318;
        break;
    }
    case 3u:
    {
        Scaled t_319 = t_294.p2;
        Scaled this_18 = (Scaled)0;
        this_18 = t_319;
        float t_320 = this_18.k;
        int t_321 = this_18.bias;
        t_311 = t_320 * 10.0f + (float)t_321;
        break;
    }
    default: {
        t_311 = 0.0f;
        break;
    }
    }
    outputBuffer[9u] = t_311;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
