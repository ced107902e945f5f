struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
struct INamed
{
    uint typeId;
    Square p0;
    Rect p1;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    INamed t_2;
    for (;;) {
        if (t_1 == 0) {
            INamed t_3 = {0u, {3}, {0, 0}};
            t_2 = t_3;
            break;
        }
        INamed t_4 = {1u, {0}, {4, 5}};
        t_2 = t_4;
        break;
    }
    INamed t_5;
    for (;;) {
        if (t_1 + 1 == 0) {
            INamed t_6 = {0u, {3}, {0, 0}};
            t_5 = t_6;
            break;
        }
        INamed t_7 = {1u, {0}, {4, 5}};
        t_5 = t_7;
        break;
    }
    bool t_8 = t_2.typeId == 0u;
    IShape t_9;
    if (t_8) {
        Square t_10 = t_2.p0;
        Rect t_11 = {0, 0};
        IShape t_12 = {0u, t_10, t_11};
        t_9 = t_12;
    } else {
        Rect t_13 = t_2.p1;
        Square t_14 = {0};
        IShape t_15 = {1u, t_14, t_13};
        t_9 = t_15;
    }
    bool t_16 = t_5.typeId == 0u;
    IShape t_17;
    if (t_16) {
        Square t_18 = t_5.p0;
        Rect t_19 = {0, 0};
        IShape t_20 = {0u, t_18, t_19};
        t_17 = t_20;
    } else {
        Rect t_21 = t_5.p1;
        Square t_22 = {0};
        IShape t_23 = {1u, t_22, t_21};
        t_17 = t_23;
    }
    int t_24;
    switch (t_9.typeId) {
    case 0u:
    {
        Square t_25 = t_9.p0;
        int t_26 = t_25.side;
        t_24 = t_26 * t_26;
        break;
    }
    case 1u:
    {
        Rect t_27 = t_9.p1;
        t_24 = t_27.w * t_27.h;
        break;
    }
    default: {
        t_24 = 0;
        break;
    }
    }
    int t_28;
    switch (t_17.typeId) {
    case 0u:
    {
        Square t_29 = t_17.p0;
        int t_30 = t_29.side;
        t_28 = t_30 * t_30;
        break;
    }
    case 1u:
    {
        Rect t_31 = t_17.p1;
        t_28 = t_31.w * t_31.h;
        break;
    }
    default: {
        t_28 = 0;
        break;
    }
    }
    outputBuffer[0u] = t_24 * 100 + t_28;
    IShape t_32;
    if (t_8) {
        Square t_33 = t_2.p0;
        Rect t_34 = {0, 0};
        IShape t_35 = {0u, t_33, t_34};
        t_32 = t_35;
    } else {
        Rect t_36 = t_2.p1;
        Square t_37 = {0};
        IShape t_38 = {1u, t_37, t_36};
        t_32 = t_38;
    }
    int t_39;
    switch (t_32.typeId) {
    case 0u:
    {
        Square t_40 = t_32.p0;
        int t_41 = t_40.side;
        t_39 = t_41 * t_41;
        break;
    }
    case 1u:
    {
        Rect t_42 = t_32.p1;
        t_39 = t_42.w * t_42.h;
        break;
    }
    default: {
        t_39 = 0;
        break;
    }
    }
    IShape t_43;
    if (t_16) {
        Square t_44 = t_5.p0;
        Rect t_45 = {0, 0};
        IShape t_46 = {0u, t_44, t_45};
        t_43 = t_46;
    } else {
        Rect t_47 = t_5.p1;
        Square t_48 = {0};
        IShape t_49 = {1u, t_48, t_47};
        t_43 = t_49;
    }
    int t_50;
    switch (t_43.typeId) {
    case 0u:
    {
        Square t_51 = t_43.p0;
        int t_52 = t_51.side;
        t_50 = t_52 * t_52;
        break;
    }
    case 1u:
    {
        Rect t_53 = t_43.p1;
        t_50 = t_53.w * t_53.h;
        break;
    }
    default: {
        t_50 = 0;
        break;
    }
    }
    outputBuffer[1u] = t_39 + t_50 * 1000;
    outputBuffer[2u] = 54;
    outputBuffer[3u] = 72;
    outputBuffer[4u] = 25;
    outputBuffer[5u] = 0;
    outputBuffer[6u] = 14;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
