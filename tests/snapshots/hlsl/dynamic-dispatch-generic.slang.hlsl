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
        Two t_3 = t_2.inner;
        t_1 = t_3.x * 10;
        break;
    }
    case 1u:
    {
        t_1 = 1;
        break;
    }
    case 2u:
    {
        t_1 = 10;
        break;
    }
    default: {
        t_1 = 0;
        break;
    }
    }
    int t_4;
    switch (t) {
    case 0u:
    {
        Box_Two_ t_5 = p.p0;
        Two t_6 = t_5.inner;
        t_4 = t_6.x * 10;
        break;
    }
    case 1u:
    {
        t_4 = 1;
        break;
    }
    case 2u:
    {
        t_4 = 10;
        break;
    }
    default: {
        t_4 = 0;
        break;
    }
    }
    return t_1 + t_4;
}
void computeMain_1() {
    output[0u] = 40;
    IVal t_7 = {1u, {{0}}, {0}, {{0}}};
    gStatic = t_7;
    IVal t_8 = gStatic;
    int t_9 = callTwice(t_8);
    output[1u] = t_9;
    IVal t_10 = {2u, {{0}}, {0}, {{0}}};
    output[2u] = 110;
    gStatic = t_10;
    IVal t_11 = gStatic;
    int t_12;
    switch (t_11.typeId) {
    case 0u:
    {
        Box_Two_ t_13 = t_11.p0;
        Two t_14 = t_13.inner;
        t_12 = t_14.x * 10;
        break;
    }
    case 1u:
    {
        t_12 = 1;
        break;
    }
    case 2u:
    {
        t_12 = 10;
        break;
    }
    default: {
        t_12 = 0;
        break;
    }
    }
    output[3u] = t_12 + 1 + 41;
    IVal t_15 = gStatic;
    int t_16;
    if (t_15.typeId == 1u) {
        t_16 = 1;
    } else {
        t_16 = 0;
    }
    IVal t_17 = gStatic;
    int t_18;
    if (t_17.typeId == 2u) {
        t_18 = 2;
    } else {
        t_18 = 0;
    }
    output[4u] = t_16 + t_18 + 4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
