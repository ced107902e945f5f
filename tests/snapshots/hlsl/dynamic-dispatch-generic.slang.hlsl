struct Two
{
    int x;
};
struct Box_Two_
{
    Two inner;
};
struct One
{
    int unused;
};
struct Box_One_
{
    One inner;
};
struct IVal
{
    uint typeId;
    Box_Two_ p0;
    One p1;
    Box_One_ p2;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
static IVal gStatic = (IVal)0;
int callTwice(IVal p);
void computeMain_1();
int callTwice(IVal p) {
    uint t = p.typeId;
    int t_1;
    switch (t) {
    case 0u:
    {
        Box_Two_ t_2 = p.p0;
        Box_Two_ this_1 = (Box_Two_)0;
        this_1 = t_2;
        Two t_3 = this_1.inner;
        Two this_2 = (Two)0;
        this_2 = t_3;
        int t_4 = this_2.x;
        t_1 = t_4 * 10;
        break;
    }
    case 1u:
    {
        t_1 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ t_5 = p.p2;
        Box_One_ this_3 = (Box_One_)0;
        this_3 = t_5;
        t_1 = 10;
        break;
    }
    default: {
        t_1 = 0;
        break;
    }
    }
    int t_6;
    switch (t) {
    case 0u:
    {
        Box_Two_ t_7 = p.p0;
        Box_Two_ this_4 = (Box_Two_)0;
        this_4 = t_7;
        Two t_8 = this_4.inner;
        Two this_5 = (Two)0;
        this_5 = t_8;
        int t_9 = this_5.x;
        t_6 = t_9 * 10;
        break;
    }
    case 1u:
    {
        t_6 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ t_10 = p.p2;
        Box_One_ this_6 = (Box_One_)0;
        this_6 = t_10;
        t_6 = 10;
        break;
    }
    default: {
        t_6 = 0;
        break;
    }
    }
    return t_1 + t_6;
}
void computeMain_1() {
    Box_Two_ b = (Box_Two_)0;
    b.inner.x = 4;
    Box_Two_ t_11 = b;
    Box_Two_ this_7 = (Box_Two_)0;
    this_7 = t_11;
    Two t_12 = this_7.inner;
    Two this_8 = (Two)0;
    this_8 = t_12;
    int t_13 = this_8.x;
    output[0u] = t_13 * 10;
    IVal t_14 = {1u, {{0}}, {0}, {{0}}};
    gStatic = t_14;
    IVal t_15 = gStatic;
    int t_16 = callTwice(t_15);
    output[1u] = t_16;
    IVal t_17 = {2u, {{0}}, {0}, {{0}}};
    Box_One_ t_18 = {{0}};
    Box_One_ this_9 = (Box_One_)0;
    this_9 = t_18;
    output[2u] = 110;
    gStatic = t_17;
    IVal t_19 = gStatic;
    int t_20;
    switch (t_19.typeId) {
    case 0u:
    {
        Box_Two_ t_21 = t_19.p0;
        Box_Two_ this_10 = (Box_Two_)0;
        this_10 = t_21;
        Two t_22 = this_10.inner;
        Two this_11 = (Two)0;
        this_11 = t_22;
        int t_23 = this_11.x;
        t_20 = t_23 * 10;
        break;
    }
    case 1u:
    {
        t_20 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ t_24 = t_19.p2;
        Box_One_ this_12 = (Box_One_)0;
        this_12 = t_24;
        t_20 = 10;
        break;
    }
    default: {
        t_20 = 0;
        break;
    }
    }
    Box_Two_ this_13 = (Box_Two_)0;
    this_13 = t_11;
    Two t_25 = this_13.inner;
    Two this_14 = (Two)0;
    this_14 = t_25;
    int t_26 = this_14.x;
    output[3u] = t_20 + 1 + (t_26 * 10 + 1);
    IVal t_27 = gStatic;
    int t_28;
    if (t_27.typeId == 1u) {
        t_28 = 1;
    } else {
        t_28 = 0;
    }
    IVal t_29 = gStatic;
    int t_30;
    if (t_29.typeId == 2u) {
        t_30 = 2;
    } else {
        t_30 = 0;
    }
    output[4u] = t_28 + t_30 + 4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
