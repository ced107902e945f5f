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
    uint t_15 = t_14.typeId;
    Square t_16 = t_14.p0;
    float t_17 = t_16.side;
    Wide t_18 = t_14.p1;
    double t_19 = t_18.w;
    row_major float2x2 t_20 = t_18.m;
    bool t_21 = t_18.doubled;
    uint t_22 = t_10.typeId;
    float t_23;
    switch (t_22) {
    case 0u:
    {
        Square t_24 = t_10.p0;
        float t_25 = t_24.side;
        t_23 = t_25 * t_25;
        break;
    }
    case 1u:
    {
        Wide t_26 = t_10.p1;
        row_major float2x2 t_27 = t_26.m;
        t_23 = (float)t_26.w * (t_27[0].x + t_27[1].y) * (t_26.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_23 = 1.0f;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_23;
    uint t_28 = t_12.typeId;
    float t_29;
    switch (t_28) {
    case 0u:
    {
        Square t_30 = t_12.p0;
        float t_31 = t_30.side;
        t_29 = t_31 * t_31;
        break;
    }
    case 1u:
    {
        Wide t_32 = t_12.p1;
        row_major float2x2 t_33 = t_32.m;
        t_29 = (float)t_32.w * (t_33[0].x + t_33[1].y) * (t_32.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_29 = 1.0f;
        break;
    }
    default: {
        t_29 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_29;
    float t_34;
    switch (t_15) {
    case 0u:
    {
        t_34 = t_17 * t_17;
        break;
    }
    case 1u:
    {
        t_34 = (float)t_19 * (t_20[0].x + t_20[1].y) * (t_21 ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_34 = 1.0f;
        break;
    }
    default: {
        t_34 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_34;
    float t_35 = twice(t_12);
    outputBuffer[3u] = t_35;
    IShape t_36[3] = {t_14, t_10, t_12};
    IShape shapes[3] = {(IShape)0, (IShape)0, (IShape)0};
    shapes = t_36;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_37 = sum_1;
            int t_38 = i_1;
            sum = t_37;
            i = t_38;
            break;
        }
        IShape t_39 = shapes[i_1];
        float t_40;
        switch (t_39.typeId) {
        case 0u:
        {
            Square t_41 = t_39.p0;
            float t_42 = t_41.side;
            t_40 = t_42 * t_42;
            break;
        }
        case 1u:
        {
            Wide t_43 = t_39.p1;
            row_major float2x2 t_44 = t_43.m;
            t_40 = (float)t_43.w * (t_44[0].x + t_44[1].y) * (t_43.doubled ? 2.0f : 1.0f);
            break;
        }
        case 2u:
        {
            t_40 = 1.0f;
            break;
        }
        default: {
            t_40 = 0.0f;
            break;
        }
        }
        int t_45 = i_1 + 1;
        float t_46 = sum_1 + t_40 * (float)t_45;
        int t_47 = t_45;
        sum_1 = t_46;
        i_1 = t_47;
        continue;
    }
    outputBuffer[4u] = sum;
    uint t_48 = shapes[1].typeId;
    switch (t_48) {
    case 0u:
    {
        float t_49 = shapes[1].p0.side;
        shapes[1].p0.side = t_49 + 1.0f;
        break;
    }
    case 1u:
    {
        double t_50 = shapes[1].p1.w;
        shapes[1].p1.w = t_50 + 1.0L;
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
    IShape t_51 = shapes[1];
    float t_52;
    switch (t_51.typeId) {
    case 0u:
    {
        Square t_53 = t_51.p0;
        float t_54 = t_53.side;
        t_52 = t_54 * t_54;
        break;
    }
    case 1u:
    {
        Wide t_55 = t_51.p1;
        row_major float2x2 t_56 = t_55.m;
        t_52 = (float)t_55.w * (t_56[0].x + t_56[1].y) * (t_55.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_52 = 1.0f;
        break;
    }
    default: {
        t_52 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_52;
    float t_57;
    switch (t_22) {
    case 0u:
    {
        Square t_58 = t_10.p0;
        float t_59 = t_58.side;
        t_57 = t_59 * t_59;
        break;
    }
    case 1u:
    {
        Wide t_60 = t_10.p1;
        row_major float2x2 t_61 = t_60.m;
        t_57 = (float)t_60.w * (t_61[0].x + t_61[1].y) * (t_60.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_57 = 1.0f;
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_57;
    Square t_62 = t_12.p0;
    float t_63 = t_62.side;
    Wide t_64 = t_12.p1;
    double t_65 = t_64.w;
    row_major float2x2 t_66 = t_64.m;
    float h;
    double h_1;
    switch (t_28) {
    case 0u:
    {
        float t_67 = t_63 + 0.25f;
        double t_68 = t_65;
        h = t_67;
        h_1 = t_68;
        break;
    }
    case 1u:
    {
        float t_69 = t_63;
        double t_70 = t_65 + 0.25L;
        h = t_69;
        h_1 = t_70;
        break;
    }
    case 2u:
    {
        float t_71 = t_63;
        double t_72 = t_65;
        h = t_71;
        h_1 = t_72;
        break;
    }
    default: {
        float t_73 = t_63;
        double t_74 = t_65;
        h = t_73;
        h_1 = t_74;
        break;
    }
    }
    float t_75;
    switch (t_28) {
    case 0u:
    {
        t_75 = h * h;
        break;
    }
    case 1u:
    {
        t_75 = (float)h_1 * (t_66[0].x + t_66[1].y) * (t_64.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_75 = 1.0f;
        break;
    }
    default: {
        t_75 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_75 + 7.0f;
    float t_76 = generic_2(t_10);
    outputBuffer[8u] = t_76;
    outputBuffer[9u] = 125.0f;
    float c;
    double c_1;
    switch (t_15) {
    case 0u:
    {
        float t_77 = t_17 + 3.0f;
        double t_78 = t_19;
        c = t_77;
        c_1 = t_78;
        break;
    }
    case 1u:
    {
        float t_79 = t_17;
        double t_80 = t_19 + 3.0L;
        c = t_79;
        c_1 = t_80;
        break;
    }
    case 2u:
    {
        float t_81 = t_17;
        double t_82 = t_19;
        c = t_81;
        c_1 = t_82;
        break;
    }
    default: {
        float t_83 = t_17;
        double t_84 = t_19;
        c = t_83;
        c_1 = t_84;
        break;
    }
    }
    float t_85;
    switch (t_15) {
    case 0u:
    {
        t_85 = c * c;
        break;
    }
    case 1u:
    {
        t_85 = (float)c_1 * (t_20[0].x + t_20[1].y) * (t_21 ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_85 = 1.0f;
        break;
    }
    default: {
        t_85 = 0.0f;
        break;
    }
    }
    outputBuffer[10u] = t_85;
    outputBuffer[11u] = (t_28 == 1u ? 10.0f : 0.0f) + (t_28 == 0u ? 1.0f : 0.0f) + (t_22 == 0u ? 100.0f : 0.0f);
    return;
}
float generic_2(IShape t) {
    float t_86;
    switch (t.typeId) {
    case 0u:
    {
        Square t_87 = t.p0;
        float t_88 = t_87.side;
        t_86 = t_88 * t_88;
        break;
    }
    case 1u:
    {
        Wide t_89 = t.p1;
        row_major float2x2 t_90 = t_89.m;
        t_86 = (float)t_89.w * (t_90[0].x + t_90[1].y) * (t_89.doubled ? 2.0f : 1.0f);
        break;
    }
    case 2u:
    {
        t_86 = 1.0f;
        break;
    }
    default: {
        t_86 = 0.0f;
        break;
    }
    }
    return t_86 + 100.0f;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
