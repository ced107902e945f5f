struct Sq
{
    float s;
};
struct Tri
{
    float b;
    float h;
};
struct IShape
{
    uint typeId;
    Sq p0;
    Tri p1;
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
        IShape t_3 = {1u, {0.0f}, {4.0f, 6.0f}};
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
        IShape t_7 = {1u, {0.0f}, {4.0f, 6.0f}};
        t_5 = t_7;
        break;
    }
    uint t_8 = t_1.typeId;
    IShape t_9;
    switch (t_8) {
    case 0u:
    {
        Sq t_10 = t_1.p0;
        Sq t_11 = {t_10.s * 2.0f};
        Tri t_12 = {0.0f, 0.0f};
        IShape t_13 = {0u, t_11, t_12};
        t_9 = t_13;
        break;
    }
    case 1u:
    {
        Tri t_14 = t_1.p1;
        Tri t_15 = {t_14.b * 2.0f, t_14.h};
        Sq t_16 = {0.0f};
        IShape t_17 = {1u, t_16, t_15};
        t_9 = t_17;
        break;
    }
    default: {
        IShape t_18 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_9 = t_18;
        break;
    }
    }
    float t_19;
    switch (t_9.typeId) {
    case 0u:
    {
        Sq t_20 = t_9.p0;
        float t_21 = t_20.s;
        t_19 = t_21 * t_21;
        break;
    }
    case 1u:
    {
        Tri t_22 = t_9.p1;
        t_19 = 0.5f * t_22.b * t_22.h;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_19;
    uint t_23 = t_5.typeId;
    IShape t_24;
    switch (t_23) {
    case 0u:
    {
        Sq t_25 = t_5.p0;
        Sq t_26 = {t_25.s * 0.5f};
        Tri t_27 = {0.0f, 0.0f};
        IShape t_28 = {0u, t_26, t_27};
        t_24 = t_28;
        break;
    }
    case 1u:
    {
        Tri t_29 = t_5.p1;
        Tri t_30 = {t_29.b * 0.5f, t_29.h};
        Sq t_31 = {0.0f};
        IShape t_32 = {1u, t_31, t_30};
        t_24 = t_32;
        break;
    }
    default: {
        IShape t_33 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_24 = t_33;
        break;
    }
    }
    IShape t_34;
    switch (t_24.typeId) {
    case 0u:
    {
        Sq t_35 = t_24.p0;
        Sq t_36 = {t_35.s * 3.0f};
        Tri t_37 = {0.0f, 0.0f};
        IShape t_38 = {0u, t_36, t_37};
        t_34 = t_38;
        break;
    }
    case 1u:
    {
        Tri t_39 = t_24.p1;
        Tri t_40 = {t_39.b * 3.0f, t_39.h};
        Sq t_41 = {0.0f};
        IShape t_42 = {1u, t_41, t_40};
        t_34 = t_42;
        break;
    }
    default: {
        IShape t_43 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_34 = t_43;
        break;
    }
    }
    float t_44;
    switch (t_34.typeId) {
    case 0u:
    {
        Sq t_45 = t_34.p0;
        float t_46 = t_45.s;
        t_44 = t_46 * t_46;
        break;
    }
    case 1u:
    {
        Tri t_47 = t_34.p1;
        t_44 = 0.5f * t_47.b * t_47.h;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_44;
    outputBuffer[2u] = 4.0f;
    IShape t_48;
    switch (t_23) {
    case 0u:
    {
        Sq t_49 = t_5.p0;
        Sq t_50 = {t_49.s * 2.0f};
        Tri t_51 = {0.0f, 0.0f};
        IShape t_52 = {0u, t_50, t_51};
        t_48 = t_52;
        break;
    }
    case 1u:
    {
        Tri t_53 = t_5.p1;
        Tri t_54 = {t_53.b * 2.0f, t_53.h};
        Sq t_55 = {0.0f};
        IShape t_56 = {1u, t_55, t_54};
        t_48 = t_56;
        break;
    }
    default: {
        IShape t_57 = {0u, {0.0f}, {0.0f, 0.0f}};
        t_48 = t_57;
        break;
    }
    }
    float t_58;
    switch (t_48.typeId) {
    case 0u:
    {
        Sq t_59 = t_48.p0;
        t_58 = t_59.s;
        break;
    }
    case 1u:
    {
        Tri t_60 = t_48.p1;
        t_58 = t_60.b + t_60.h;
        break;
    }
    default: {
        t_58 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_58;
    float t_61;
    switch (t_8) {
    case 0u:
    {
        t_61 = 4.0f;
        break;
    }
    case 1u:
    {
        t_61 = 3.0f;
        break;
    }
    default: {
        t_61 = 0.0f;
        break;
    }
    }
    float t_62;
    switch (t_23) {
    case 0u:
    {
        t_62 = 4.0f;
        break;
    }
    case 1u:
    {
        t_62 = 3.0f;
        break;
    }
    default: {
        t_62 = 0.0f;
        break;
    }
    }
    outputBuffer[4u] = t_61 * 10.0f + t_62;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
