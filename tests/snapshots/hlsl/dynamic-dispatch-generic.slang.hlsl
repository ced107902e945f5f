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
int callTwice(IVal p);
void computeMain_1();
int viaGeneric_2(IVal v);
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
    IVal t_7 = {0u, {{4}}, {0}, {{0}}};
    output[0u] = 40;
    IVal t_8 = {1u, {{0}}, {0}, {{0}}};
    int t_9 = callTwice(t_8);
    output[1u] = t_9;
    IVal t_10 = {2u, {{0}}, {0}, {{0}}};
    output[2u] = 110;
    int t_11 = viaGeneric_2(t_10);
    int t_12 = viaGeneric_2(t_7);
    output[3u] = t_11 + t_12;
    output[4u] = 6;
    return;
}
int viaGeneric_2(IVal v) {
    int t_13;
    switch (v.typeId) {
    case 0u:
    {
        Box_Two_ t_14 = v.p0;
        Two t_15 = t_14.inner;
        t_13 = t_15.x * 10;
        break;
    }
    case 1u:
    {
        t_13 = 1;
        break;
    }
    case 2u:
    {
        t_13 = 10;
        break;
    }
    default: {
        t_13 = 0;
        break;
    }
    }
    return t_13 + 1;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
