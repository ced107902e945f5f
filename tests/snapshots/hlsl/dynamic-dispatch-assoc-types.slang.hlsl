struct Square
{
    float side;
};
struct Rect
{
    float w;
    float h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
struct Offset
{
    float by;
};
struct IScale
{
    uint typeId;
    Offset p0;
};
struct Pair
{
    float a;
    float b;
};
struct IShape_Data
{
    uint typeId;
    float p0;
    Pair p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> selectors : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = selectors[0u];
    IShape t_1;
    for (;;) {
        if (t == 0) {
            IShape t_2 = {0u, {3.0f}, {0.0f, 0.0f}};
            t_1 = t_2;
            break;
        }
        IShape t_3 = {1u, {0.0f}, {2.0f, 5.0f}};
        t_1 = t_3;
        break;
    }
    int t_4 = selectors[1u];
    IShape t_5;
    for (;;) {
        if (t_4 == 0) {
            IShape t_6 = {0u, {3.0f}, {0.0f, 0.0f}};
            t_5 = t_6;
            break;
        }
        IShape t_7 = {1u, {0.0f}, {2.0f, 5.0f}};
        t_5 = t_7;
        break;
    }
    uint t_8 = t_1.typeId;
    IScale t_9;
    switch (t_8) {
    case 0u:
    {
        IScale t_10 = {0u, {0.0f}};
        t_9 = t_10;
        break;
    }
    case 1u:
    {
        Rect t_11 = t_1.p1;
        Offset t_12 = {t_11.w};
        IScale t_13 = {1u, t_12};
        t_9 = t_13;
        break;
    }
    default: {
        IScale t_14 = {0u, {0.0f}};
        t_9 = t_14;
        break;
    }
    }
    float t_15;
    switch (t_9.typeId) {
    case 0u:
    {
        t_15 = 8.0f;
        break;
    }
    case 1u:
    {
        Offset t_16 = t_9.p0;
        t_15 = 4.0f + t_16.by;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_15;
    uint t_17 = t_5.typeId;
    IScale t_18;
    switch (t_17) {
    case 0u:
    {
        IScale t_19 = {0u, {0.0f}};
        t_18 = t_19;
        break;
    }
    case 1u:
    {
        Rect t_20 = t_5.p1;
        Offset t_21 = {t_20.w};
        IScale t_22 = {1u, t_21};
        t_18 = t_22;
        break;
    }
    default: {
        IScale t_23 = {0u, {0.0f}};
        t_18 = t_23;
        break;
    }
    }
    float t_24;
    switch (t_18.typeId) {
    case 0u:
    {
        t_24 = 8.0f;
        break;
    }
    case 1u:
    {
        Offset t_25 = t_18.p0;
        t_24 = 4.0f + t_25.by;
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_24;
    IShape_Data t_26;
    switch (t_8) {
    case 0u:
    {
        IShape_Data t_27 = {0u, 15.0f, {0.0f, 0.0f}};
        t_26 = t_27;
        break;
    }
    case 1u:
    {
        IShape_Data t_28 = {1u, 0.0f, {1.5f, 2.5f}};
        t_26 = t_28;
        break;
    }
    default: {
        IShape_Data t_29 = {0u, 0.0f, {0.0f, 0.0f}};
        t_26 = t_29;
        break;
    }
    }
    float t_30;
    switch (t_8) {
    case 0u:
    {
        t_30 = t_26.p0 + 2.0f;
        break;
    }
    case 1u:
    {
        Pair t_31 = t_26.p1;
        t_30 = t_31.a * t_31.b * 2.0f;
        break;
    }
    default: {
        t_30 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_30;
    IShape_Data t_32;
    switch (t_17) {
    case 0u:
    {
        IShape_Data t_33 = {0u, 30.0f, {0.0f, 0.0f}};
        t_32 = t_33;
        break;
    }
    case 1u:
    {
        IShape_Data t_34 = {1u, 0.0f, {3.0f, 4.0f}};
        t_32 = t_34;
        break;
    }
    default: {
        IShape_Data t_35 = {0u, 0.0f, {0.0f, 0.0f}};
        t_32 = t_35;
        break;
    }
    }
    float t_36;
    switch (t_17) {
    case 0u:
    {
        t_36 = t_32.p0 + 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_37 = t_32.p1;
        t_36 = t_37.a * t_37.b * 0.5f;
        break;
    }
    default: {
        t_36 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_36;
    IShape t_38;
    switch (t_8) {
    case 0u:
    {
        Square t_39 = t_1.p0;
        Square t_40 = {t_39.side + 1.0f};
        Rect t_41 = {0.0f, 0.0f};
        IShape t_42 = {0u, t_40, t_41};
        t_38 = t_42;
        break;
    }
    case 1u:
    {
        Rect t_43 = t_1.p1;
        Rect t_44 = {t_43.w + 1.0f, t_43.h};
        Square t_45 = {0.0f};
        IShape t_46 = {1u, t_45, t_44};
        t_38 = t_46;
        break;
    }
    default: {
        IShape t_47 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_38 = t_47;
        break;
    }
    }
    uint t_48 = t_38.typeId;
    float t_49;
    switch (t_48) {
    case 0u:
    {
        Square t_50 = t_38.p0;
        float t_51 = t_50.side;
        t_49 = t_51 * t_51;
        break;
    }
    case 1u:
    {
        Rect t_52 = t_38.p1;
        t_49 = t_52.w * t_52.h;
        break;
    }
    default: {
        t_49 = 0.0f;
        break;
    }
    }
    outputBuffer[4u] = t_49;
    IShape t_53;
    switch (t_17) {
    case 0u:
    {
        Square t_54 = t_5.p0;
        Square t_55 = {t_54.side + 3.0f};
        Rect t_56 = {0.0f, 0.0f};
        IShape t_57 = {0u, t_55, t_56};
        t_53 = t_57;
        break;
    }
    case 1u:
    {
        Rect t_58 = t_5.p1;
        Rect t_59 = {t_58.w + 3.0f, t_58.h};
        Square t_60 = {0.0f};
        IShape t_61 = {1u, t_60, t_59};
        t_53 = t_61;
        break;
    }
    default: {
        IShape t_62 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_53 = t_62;
        break;
    }
    }
    float t_63;
    switch (t_53.typeId) {
    case 0u:
    {
        Square t_64 = t_53.p0;
        float t_65 = t_64.side;
        t_63 = t_65 * t_65;
        break;
    }
    case 1u:
    {
        Rect t_66 = t_53.p1;
        t_63 = t_66.w * t_66.h;
        break;
    }
    default: {
        t_63 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_63;
    IShape t_67;
    switch (t_17) {
    case 0u:
    {
        Square t_68 = t_5.p0;
        Square t_69 = {t_68.side + 1.0f};
        Rect t_70 = {0.0f, 0.0f};
        IShape t_71 = {0u, t_69, t_70};
        t_67 = t_71;
        break;
    }
    case 1u:
    {
        Rect t_72 = t_5.p1;
        Rect t_73 = {t_72.w + 1.0f, t_72.h};
        Square t_74 = {0.0f};
        IShape t_75 = {1u, t_74, t_73};
        t_67 = t_75;
        break;
    }
    default: {
        IShape t_76 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_67 = t_76;
        break;
    }
    }
    IShape t_77;
    switch (t_67.typeId) {
    case 0u:
    {
        Square t_78 = t_67.p0;
        Square t_79 = {t_78.side + 1.0f};
        Rect t_80 = {0.0f, 0.0f};
        IShape t_81 = {0u, t_79, t_80};
        t_77 = t_81;
        break;
    }
    case 1u:
    {
        Rect t_82 = t_67.p1;
        Rect t_83 = {t_82.w + 1.0f, t_82.h};
        Square t_84 = {0.0f};
        IShape t_85 = {1u, t_84, t_83};
        t_77 = t_85;
        break;
    }
    default: {
        IShape t_86 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_77 = t_86;
        break;
    }
    }
    IScale t_87;
    switch (t_77.typeId) {
    case 0u:
    {
        IScale t_88 = {0u, {0.0f}};
        t_87 = t_88;
        break;
    }
    case 1u:
    {
        Rect t_89 = t_77.p1;
        Offset t_90 = {t_89.w};
        IScale t_91 = {1u, t_90};
        t_87 = t_91;
        break;
    }
    default: {
        IScale t_92 = {0u, {0.0f}};
        t_87 = t_92;
        break;
    }
    }
    float t_93;
    switch (t_87.typeId) {
    case 0u:
    {
        t_93 = 0.0f;
        break;
    }
    case 1u:
    {
        Offset t_94 = t_87.p0;
        t_93 = 0.0f + t_94.by;
        break;
    }
    default: {
        t_93 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_93;
    outputBuffer[7u] = t_48 == 0u ? 1.0f : 0.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
