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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> selectors : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
IShape make(int p);
float twice(IShape s);
void computeMain_1();
float generic(IShape p_1);
IShape make(int p) {
    if (p == 0) {
        IShape t = {0u, {3.0f}, {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false}};
        return t;
    }
    if (p == 1) {
        IShape t_1 = {1u, {0.0f}, {0.5L, float2x2(float2(2.0f, 7.0f), float2(9.0f, 4.0f)), true}};
        return t_1;
    }
    IShape t_2 = {2u, {0.0f}, {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false}};
    return t_2;
}
float twice(IShape s) {
    float t_3;
    switch (s.typeId) {
    case 0u:
    {
        Square t_4 = s.p0;
        float t_5 = t_4.side;
        t_3 = t_5 * t_5;
        break;
    }
    case 1u:
    {
        Wide t_6 = s.p1;
        row_major float2x2 this_1 = (float2x2)0.0f;
        this_1 = t_6.m;
        float t_7 = this_1[0][0];
        float t_8 = this_1[1][1];
        float t_9;
        if (t_6.doubled) {
            t_9 = 2.0f;
        } else {
            t_9 = 1.0f;
        }
        t_3 = (float)t_6.w * (t_7 + t_8) * t_9;
        break;
    }
    case 2u:
    {
        t_3 = 1.0f;
        break;
    }
    default: {
        t_3 = 0.0f;
        break;
    }
    }
    return 2.0f * t_3;
}
void computeMain_1() {
    int t_10 = selectors[0u];
    IShape t_11 = make(t_10);
    int t_12 = selectors[1u];
    IShape t_13 = make(t_12);
    int t_14 = selectors[2u];
    IShape t_15 = make(t_14);
    uint t_16 = t_15.typeId;
    Square t_17 = t_15.p0;
    float t_18 = t_17.side;
    Wide t_19 = t_15.p1;
    double t_20 = t_19.w;
    row_major float2x2 t_21 = t_19.m;
    bool t_22 = t_19.doubled;
    uint t_23 = t_11.typeId;
    float t_24;
    switch (t_23) {
    case 0u:
    {
        Square t_25 = t_11.p0;
        float t_26 = t_25.side;
        t_24 = t_26 * t_26;
        break;
    }
    case 1u:
    {
        Wide t_27 = t_11.p1;
        row_major float2x2 this_2 = (float2x2)0.0f;
        this_2 = t_27.m;
        float t_28 = this_2[0][0];
        float t_29 = this_2[1][1];
        float t_30;
        if (t_27.doubled) {
            t_30 = 2.0f;
        } else {
            t_30 = 1.0f;
        }
        t_24 = (float)t_27.w * (t_28 + t_29) * t_30;
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
    uint t_31 = t_13.typeId;
    float t_32;
    switch (t_31) {
    case 0u:
    {
        Square t_33 = t_13.p0;
        float t_34 = t_33.side;
        t_32 = t_34 * t_34;
        break;
    }
    case 1u:
    {
        Wide t_35 = t_13.p1;
        row_major float2x2 this_3 = (float2x2)0.0f;
        this_3 = t_35.m;
        float t_36 = this_3[0][0];
        float t_37 = this_3[1][1];
        float t_38;
        if (t_35.doubled) {
            t_38 = 2.0f;
        } else {
            t_38 = 1.0f;
        }
        t_32 = (float)t_35.w * (t_36 + t_37) * t_38;
        break;
    }
    case 2u:
    {
        t_32 = 1.0f;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_32;
    float t_39;
    switch (t_16) {
    case 0u:
    {
        t_39 = t_18 * t_18;
        break;
    }
    case 1u:
    {
        row_major float2x2 this_4 = (float2x2)0.0f;
        this_4 = t_21;
        float t_40 = this_4[0][0];
        float t_41 = this_4[1][1];
        float t_42;
        if (t_22) {
            t_42 = 2.0f;
        } else {
            t_42 = 1.0f;
        }
        t_39 = (float)t_20 * (t_40 + t_41) * t_42;
        break;
    }
    case 2u:
    {
        t_39 = 1.0f;
        break;
    }
    default: {
        t_39 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_39;
    float t_43 = twice(t_13);
    outputBuffer[3u] = t_43;
    IShape t_44[3] = {t_15, t_11, t_13};
    IShape shapes[3] = {(IShape)0, (IShape)0, (IShape)0};
    shapes = t_44;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_45 = sum_1;
            int t_46 = i_1;
            sum = t_45;
            i = t_46;
            break;
        }
        IShape t_47 = shapes[i_1];
        float t_48;
        switch (t_47.typeId) {
        case 0u:
        {
            Square t_49 = t_47.p0;
            float t_50 = t_49.side;
            t_48 = t_50 * t_50;
            break;
        }
        case 1u:
        {
            Wide t_51 = t_47.p1;
            row_major float2x2 this_5 = (float2x2)0.0f;
            this_5 = t_51.m;
            float t_52 = this_5[0][0];
            float t_53 = this_5[1][1];
            float t_54;
            if (t_51.doubled) {
                t_54 = 2.0f;
            } else {
                t_54 = 1.0f;
            }
            t_48 = (float)t_51.w * (t_52 + t_53) * t_54;
            break;
        }
        case 2u:
        {
            t_48 = 1.0f;
            break;
        }
        default: {
            t_48 = 0.0f;
            break;
        }
        }
        int t_55 = i_1 + 1;
        float t_56 = sum_1 + t_48 * (float)t_55;
        int t_57 = t_55;
        sum_1 = t_56;
        i_1 = t_57;
        continue;
    }
    outputBuffer[4u] = sum;
    uint t_58 = shapes[1].typeId;
    switch (t_58) {
    case 0u:
    {
        float t_59 = shapes[1].p0.side;
        shapes[1].p0.side = t_59 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_60 = shapes[1].p1.w;
        shapes[1].p1.w = t_60 + 1.0L;
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
    IShape t_61 = shapes[1];
    float t_62;
    switch (t_61.typeId) {
    case 0u:
    {
        Square t_63 = t_61.p0;
        float t_64 = t_63.side;
        t_62 = t_64 * t_64;
        break;
    }
    case 1u:
    {
        Wide t_65 = t_61.p1;
        row_major float2x2 this_6 = (float2x2)0.0f;
        this_6 = t_65.m;
        float t_66 = this_6[0][0];
        float t_67 = this_6[1][1];
        float t_68;
        if (t_65.doubled) {
            t_68 = 2.0f;
        } else {
            t_68 = 1.0f;
        }
        t_62 = (float)t_65.w * (t_66 + t_67) * t_68;
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
    outputBuffer[5u] = t_62;
    float t_69;
    switch (t_23) {
    case 0u:
    {
        Square t_70 = t_11.p0;
        float t_71 = t_70.side;
        t_69 = t_71 * t_71;
        break;
    }
    case 1u:
    {
        Wide t_72 = t_11.p1;
        row_major float2x2 this_7 = (float2x2)0.0f;
        this_7 = t_72.m;
        float t_73 = this_7[0][0];
        float t_74 = this_7[1][1];
        float t_75;
        if (t_72.doubled) {
            t_75 = 2.0f;
        } else {
            t_75 = 1.0f;
        }
        t_69 = (float)t_72.w * (t_73 + t_74) * t_75;
        break;
    }
    case 2u:
    {
        t_69 = 1.0f;
        break;
    }
    default: {
        t_69 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_69;
    Square t_76 = t_13.p0;
    float t_77 = t_76.side;
    Wide t_78 = t_13.p1;
    double t_79 = t_78.w;
    float h;
    double h_1;
    switch (t_31) {
    case 0u:
    {
        float t_80 = t_77 + 0.25f;
        double t_81 = t_79;
        h = t_80;
        h_1 = t_81;
        break;
    }
    case 1u:
    {
        float t_82 = t_77;
        double t_83 = t_79 + 0.25L;
        h = t_82;
        h_1 = t_83;
        break;
    }
    case 2u:
    {
        float t_84 = t_77;
        double t_85 = t_79;
        h = t_84;
        h_1 = t_85;
        break;
    }
    default: {
        float t_86 = t_77;
        double t_87 = t_79;
        h = t_86;
        h_1 = t_87;
        break;
    }
    }
    float t_88;
    switch (t_31) {
    case 0u:
    {
        t_88 = h * h;
        break;
    }
    case 1u:
    {
        row_major float2x2 this_8 = (float2x2)0.0f;
        this_8 = t_78.m;
        float t_89 = this_8[0][0];
        float t_90 = this_8[1][1];
        float t_91;
        if (t_78.doubled) {
            t_91 = 2.0f;
        } else {
            t_91 = 1.0f;
        }
        t_88 = (float)h_1 * (t_89 + t_90) * t_91;
        break;
    }
    case 2u:
    {
        t_88 = 1.0f;
        break;
    }
    default: {
        t_88 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_88 + 7.0f;
    float t_92 = generic(t_11);
    outputBuffer[8u] = t_92;
    outputBuffer[9u] = 125.0f;
    float c;
    double c_1;
    switch (t_16) {
    case 0u:
    {
        float t_93 = t_18 + 3.0f;
        double t_94 = t_20;
        c = t_93;
        c_1 = t_94;
        break;
    }
    case 1u:
    {
        float t_95 = t_18;
        double t_96 = t_20 + 3.0L;
        c = t_95;
        c_1 = t_96;
        break;
    }
    case 2u:
    {
        float t_97 = t_18;
        double t_98 = t_20;
        c = t_97;
        c_1 = t_98;
        break;
    }
    default: {
        float t_99 = t_18;
        double t_100 = t_20;
        c = t_99;
        c_1 = t_100;
        break;
    }
    }
    float t_101;
    switch (t_16) {
    case 0u:
    {
        t_101 = c * c;
        break;
    }
    case 1u:
    {
        row_major float2x2 this_9 = (float2x2)0.0f;
        this_9 = t_21;
        float t_102 = this_9[0][0];
        float t_103 = this_9[1][1];
        float t_104;
        if (t_22) {
            t_104 = 2.0f;
        } else {
            t_104 = 1.0f;
        }
        t_101 = (float)c_1 * (t_102 + t_103) * t_104;
        break;
    }
    case 2u:
    {
        t_101 = 1.0f;
        break;
    }
    default: {
        t_101 = 0.0f;
        break;
    }
    }
    outputBuffer[10u] = t_101;
    float t_105;
    if (t_31 == 1u) {
        t_105 = 10.0f;
    } else {
        t_105 = 0.0f;
    }
    float t_106;
    if (t_31 == 0u) {
        t_106 = 1.0f;
    } else {
        t_106 = 0.0f;
    }
    float t_107;
    if (t_23 == 0u) {
        t_107 = 100.0f;
    } else {
        t_107 = 0.0f;
    }
    outputBuffer[11u] = t_105 + t_106 + t_107;
    return;
}
float generic(IShape p_1) {
    float t_108;
    switch (p_1.typeId) {
    case 0u:
    {
        Square t_109 = p_1.p0;
        float t_110 = t_109.side;
        t_108 = t_110 * t_110;
        break;
    }
    case 1u:
    {
        Wide t_111 = p_1.p1;
        row_major float2x2 this_10 = (float2x2)0.0f;
        this_10 = t_111.m;
        float t_112 = this_10[0][0];
        float t_113 = this_10[1][1];
        float t_114;
        if (t_111.doubled) {
            t_114 = 2.0f;
        } else {
            t_114 = 1.0f;
        }
        t_108 = (float)t_111.w * (t_112 + t_113) * t_114;
        break;
    }
    case 2u:
    {
        t_108 = 1.0f;
        break;
    }
    default: {
        t_108 = 0.0f;
        break;
    }
    }
    return t_108 + 100.0f;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
