struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
struct Optional_Rect_
{
    Rect value;
    bool hasValue;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int describe(IShape s);
void computeMain_1();
int describe(IShape s) {
    uint t = s.typeId;
    Square t_1 = s.p0;
    Square q = (Square)0;
    q = t_1;
    if (t == 0u) {
        int t_2 = q.side;
        return 1000 + t_2;
    }
    Rect t_3 = s.p1;
    Rect r = (Rect)0;
    r = t_3;
    if (t == 1u) {
        int t_4 = r.h;
        int t_5 = r.w;
        return 2000 + t_4 * 10 + t_5;
    }
    return -1;
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
        IShape t_6;
        for (;;) {
            if (i_1 - i_1 / 2 * 2 == 0) {
                Square t_7 = {i_1 + 1};
                Rect t_8 = {0, 0};
                IShape t_9 = {0u, t_7, t_8};
                t_6 = t_9;
                break;
            }
            Rect t_10 = {i_1, 10};
            Square t_11 = {0};
            IShape t_12 = {1u, t_11, t_10};
            t_6 = t_12;
            break;
        }
        int t_13 = describe(t_6);
        outputBuffer[(uint)i_1] = t_13;
        i_1 = i_1 + 1;
        continue;
    }
    IShape t_14;
    for (;;) {
        if (true) {
            IShape t_15 = {0u, {3}, {0, 0}};
            t_14 = t_15;
            break;
        }
        IShape t_16 = {1u, {0}, {2, 10}};
        t_14 = t_16;
        break;
    }
    Rect t_17 = t_14.p1;
    Optional_Rect_ t_18 = {t_17, t_14.typeId == 1u};
    Optional_Rect_ o = (Optional_Rect_)0;
    o = t_18;
    bool t_19 = o.hasValue;
    int t_20;
    if (t_19) {
        t_20 = 1;
    } else {
        t_20 = 0;
    }
    outputBuffer[4u] = t_20;
    int t_21;
    for (;;) {
        if (true) {
            t_21 = 1;
            break;
        }
        t_21 = 3;
        break;
    }
    int t_22;
    for (;;) {
        if (true) {
            t_22 = 2;
            break;
        }
        t_22 = 3;
        break;
    }
    int t_23;
    for (;;) {
        t_23 = 3;
        break;
    }
    outputBuffer[5u] = t_21 * 100 + t_22 * 10 + t_23;
    IShape t_24;
    for (;;) {
        IShape t_25 = {1u, {0}, {5, 10}};
        t_24 = t_25;
        break;
    }
    Rect t_26 = t_24.p1;
    Rect this_1 = (Rect)0;
    this_1 = t_26;
    int t_27 = this_1.w;
    int t_28 = this_1.h;
    outputBuffer[6u] = t_27 * t_28;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
