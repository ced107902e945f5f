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
float generic_2(IShape t);
IShape make(int p) {
    if (p == 0) {
        IShape t_1 = {0u, {3.0f}, {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false}};
        return t_1;
    }
    if (p == 1) {
        IShape t_2 = {1u, {0.0f}, {0.5L, float2x2(float2(2.0f, 7.0f), float2(9.0f, 4.0f)), true}};
        return t_2;
    }
    IShape t_3 = {2u, {0.0f}, {0.0L, float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f)), false}};
    return t_3;
}
float twice(IShape s) {
    float t_4;
    switch (s.typeId) {
    case 0u:
    {
        Square t_5 = s.p0;
        float t_6 = t_5.side;
        t_4 = t_6 * t_6;
        break;
    }
    case 1u:
    {
        Wide t_7 = s.p1;
        row_major float2x2 t_8 = t_7.m;
        t_4 = (float)t_7.w * (t_8[0].x + t_8[1].y) * (t_7.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_4 = 1.0f;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    return 2.0f * t_4;
}
void computeMain_1() {
    int t_9 = selectors[0u];
    IShape t_10 = make(t_9);
    int t_11 = selectors[1u];
    IShape t_12 = make(t_11);
    int t_13 = selectors[2u];
    IShape t_14 = make(t_13);
    uint t_15 = t_10.typeId;
    float t_16;
    switch (t_15) {
    case 0u:
    {
        Square t_17 = t_10.p0;
        float t_18 = t_17.side;
        t_16 = t_18 * t_18;
        break;
    }
    case 1u:
    {
        Wide t_19 = t_10.p1;
        row_major float2x2 t_20 = t_19.m;
        t_16 = (float)t_19.w * (t_20[0].x + t_20[1].y) * (t_19.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_16 = 1.0f;
        break;
    }
    default: {
        t_16 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_16;
    uint t_21 = t_12.typeId;
    float t_22;
    switch (t_21) {
    case 0u:
    {
        Square t_23 = t_12.p0;
        float t_24 = t_23.side;
        t_22 = t_24 * t_24;
        break;
    }
    case 1u:
    {
        Wide t_25 = t_12.p1;
        row_major float2x2 t_26 = t_25.m;
        t_22 = (float)t_25.w * (t_26[0].x + t_26[1].y) * (t_25.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_22 = 1.0f;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_22;
    uint t_27 = t_14.typeId;
    float t_28;
    switch (t_27) {
    case 0u:
    {
        Square t_29 = t_14.p0;
        float t_30 = t_29.side;
        t_28 = t_30 * t_30;
        break;
    }
    case 1u:
    {
        Wide t_31 = t_14.p1;
        row_major float2x2 t_32 = t_31.m;
        t_28 = (float)t_31.w * (t_32[0].x + t_32[1].y) * (t_31.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_28 = 1.0f;
        break;
    }
    default: {
        t_28 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_28;
    float t_33 = twice(t_12);
    outputBuffer[3u] = t_33;
    IShape t_34[3] = {t_14, t_10, t_12};
    IShape shapes[3] = {(IShape)0, (IShape)0, (IShape)0};
    shapes = t_34;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_35 = sum_1;
            int t_36 = i_1;
            sum = t_35;
            i = t_36;
            break;
        }
        IShape t_37 = shapes[i_1];
        float t_38;
        switch (t_37.typeId) {
        case 0u:
        {
            Square t_39 = t_37.p0;
            float t_40 = t_39.side;
            t_38 = t_40 * t_40;
            break;
        }
        case 1u:
        {
            Wide t_41 = t_37.p1;
            row_major float2x2 t_42 = t_41.m;
            t_38 = (float)t_41.w * (t_42[0].x + t_42[1].y) * (t_41.doubled ? 2.0f : 1.0f);
            break;
        }
        case 2u:
        {
            t_38 = 1.0f;
            break;
        }
        default: {
            t_38 = 0.0f;
            break;
        }
        }
        int t_43 = i_1 + 1;
        float t_44 = sum_1 + t_38 * (float)t_43;
        int t_45 = t_43;
        sum_1 = t_44;
        i_1 = t_45;
        continue;
    }
    outputBuffer[4u] = sum;
    IShape t_46 = shapes[1];
    uint t_47 = t_46.typeId;
    Square t_48 = t_46.p0;
    float t_49 = t_48.side;
    Wide t_50 = t_46.p1;
    double t_51 = t_50.w;
    float t_52;
    double t_53;
    switch (t_47) {
    case 0u:
    {
        float t_54 = t_49 + 1.0f;
        double t_55 = t_51;
        t_52 = t_54;
        t_53 = t_55;
        break;
    }
    case 1u:
    {
        float t_56 = t_49;
        double t_57 = t_51 + 1.0L;
        t_52 = t_56;
        t_53 = t_57;
        break;
    }
    case 2u:
    {
        float t_58 = t_49;
        double t_59 = t_51;
        t_52 = t_58;
        t_53 = t_59;
        break;
    }
    default: {
        float t_60 = t_49;
        double t_61 = t_51;
        t_52 = t_60;
        t_53 = t_61;
        break;
    }
    }
    Square t_62 = {t_52};
    Wide t_63 = {t_53, t_50.m, t_50.doubled};
    IShape t_64 = {t_47, t_62, t_63};
    shapes[1] = t_64;
    IShape t_65 = shapes[1];
    float t_66;
    switch (t_65.typeId) {
    case 0u:
    {
        Square t_67 = t_65.p0;
        float t_68 = t_67.side;
        t_66 = t_68 * t_68;
        break;
    }
    case 1u:
    {
        Wide t_69 = t_65.p1;
        row_major float2x2 t_70 = t_69.m;
        t_66 = (float)t_69.w * (t_70[0].x + t_70[1].y) * (t_69.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_66 = 1.0f;
        break;
    }
    default: {
        t_66 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_66;
    float t_71;
    switch (t_15) {
    case 0u:
    {
        Square t_72 = t_10.p0;
        float t_73 = t_72.side;
        t_71 = t_73 * t_73;
        break;
    }
    case 1u:
    {
        Wide t_74 = t_10.p1;
        row_major float2x2 t_75 = t_74.m;
        t_71 = (float)t_74.w * (t_75[0].x + t_75[1].y) * (t_74.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_71 = 1.0f;
        break;
    }
    default: {
        t_71 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_71;
    Square t_76 = t_12.p0;
    float t_77 = t_76.side;
    Wide t_78 = t_12.p1;
    double t_79 = t_78.w;
    row_major float2x2 t_80 = t_78.m;
    float t_81;
    double t_82;
    switch (t_21) {
    case 0u:
    {
        float t_83 = t_77 + 0.25f;
        double t_84 = t_79;
        t_81 = t_83;
        t_82 = t_84;
        break;
    }
    case 1u:
    {
        float t_85 = t_77;
        double t_86 = t_79 + 0.25L;
        t_81 = t_85;
        t_82 = t_86;
        break;
    }
    case 2u:
    {
        float t_87 = t_77;
        double t_88 = t_79;
        t_81 = t_87;
        t_82 = t_88;
        break;
    }
    default: {
        float t_89 = t_77;
        double t_90 = t_79;
        t_81 = t_89;
        t_82 = t_90;
        break;
    }
    }
    float t_91;
    switch (t_21) {
    case 0u:
    {
        t_91 = t_81 * t_81;
        break;
    }
    case 1u:
    {
        t_91 = (float)t_82 * (t_80[0].x + t_80[1].y) * (t_78.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_91 = 1.0f;
        break;
    }
    default: {
        t_91 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_91 + 7.0f;
    float t_92 = generic_2(t_10);
    outputBuffer[8u] = t_92;
    outputBuffer[9u] = 125.0f;
    Square t_93 = t_14.p0;
    float t_94 = t_93.side;
    Wide t_95 = t_14.p1;
    double t_96 = t_95.w;
    row_major float2x2 t_97 = t_95.m;
    float t_98;
    double t_99;
    switch (t_27) {
    case 0u:
    {
        float t_100 = t_94 + 3.0f;
        double t_101 = t_96;
        t_98 = t_100;
        t_99 = t_101;
        break;
    }
    case 1u:
    {
        float t_102 = t_94;
        double t_103 = t_96 + 3.0L;
        t_98 = t_102;
        t_99 = t_103;
        break;
    }
    case 2u:
    {
        float t_104 = t_94;
        double t_105 = t_96;
        t_98 = t_104;
        t_99 = t_105;
        break;
    }
    default: {
        float t_106 = t_94;
        double t_107 = t_96;
        t_98 = t_106;
        t_99 = t_107;
        break;
    }
    }
    float t_108;
    switch (t_27) {
    case 0u:
    {
        t_108 = t_98 * t_98;
        break;
    }
    case 1u:
    {
        t_108 = (float)t_99 * (t_97[0].x + t_97[1].y) * (t_95.doubled ? 2.0f : 1.0f);
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
    outputBuffer[10u] = t_108;
    outputBuffer[11u] = (t_21 == 1u ? 10.0f : 0.0f) + (t_21 == 0u ? 1.0f : 0.0f) + (t_15 == 0u ? 100.0f : 0.0f);
    return;
}
float generic_2(IShape t) {
    float t_109;
    switch (t.typeId) {
    case 0u:
    {
        Square t_110 = t.p0;
        float t_111 = t_110.side;
        t_109 = t_111 * t_111;
        break;
    }
    case 1u:
    {
        Wide t_112 = t.p1;
        row_major float2x2 t_113 = t_112.m;
        t_109 = (float)t_112.w * (t_113[0].x + t_113[1].y) * (t_112.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_109 = 1.0f;
        break;
    }
    default: {
        t_109 = 0.0f;
        break;
    }
    }
    return t_109 + 100.0f;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
