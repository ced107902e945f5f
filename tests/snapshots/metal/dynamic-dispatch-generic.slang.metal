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
int viaGeneric_2(IVal v);
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
    output[0u] = 40;
    int t_3 = callTwice(IVal{1u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}});
    output[1u] = t_3;
    output[2u] = 110;
    int t_4 = viaGeneric_2(IVal{2u, Box_Two_{Two{0}}, One{0}, Box_One_{One{0}}});
    int t_5 = viaGeneric_2(IVal{0u, Box_Two_{Two{4}}, One{0}, Box_One_{One{0}}});
    output[3u] = t_4 + t_5;
    output[4u] = 6;
    return;
}
int viaGeneric_2(IVal v) {
    int t_6;
    switch (v.typeId) {
    case 0u:
    {
        t_6 = v.p0.inner.x * 10;
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
    return t_6 + 1;
}
