#include <metal_stdlib>
using namespace metal;
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
int callTwice(IVal p);
int callTwice(IVal p) {
    uint t = p.typeId;
    int t_1;
    switch (t) {
    case 0u:
    {
        t_1 = p.p0.inner.x * 10;
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
    int t_2;
    switch (t) {
    case 0u:
    {
        t_2 = p.p0.inner.x * 10;
        break;
    }
    case 1u:
    {
        t_2 = 1;
        break;
    }
    case 2u:
    {
        t_2 = 10;
        break;
    }
    default: {
        t_2 = 0;
        break;
    }
    }
    return t_1 + t_2;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    IVal gStatic = IVal{};
    output[0u] = 40;
    gStatic = IVal{1u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}};
    IVal t_3 = gStatic;
    int t_4 = callTwice(t_3);
    output[1u] = t_4;
    output[2u] = 110;
    gStatic = IVal{2u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}};
    IVal t_5 = gStatic;
    int t_6;
    switch (t_5.typeId) {
    case 0u:
    {
        t_6 = t_5.p0.inner.x * 10;
        break;
    }
    case 1u:
    {
        t_6 = 1;
        break;
    }
    case 2u:
    {
        t_6 = 10;
        break;
    }
    default: {
        t_6 = 0;
        break;
    }
    }
    output[3u] = t_6 + 1 + 41;
    IVal t_7 = gStatic;
    int t_8;
    if (t_7.typeId == 1u) {
        t_8 = 1;
    } else {
        t_8 = 0;
    }
    IVal t_9 = gStatic;
    int t_10;
    if (t_9.typeId == 2u) {
        t_10 = 2;
    } else {
        t_10 = 0;
    }
    output[4u] = t_8 + t_10 + 4;
    return;
}
