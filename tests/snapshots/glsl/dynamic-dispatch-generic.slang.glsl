#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
int callTwice(IVal p);
void main();
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
void main() {
    output_1.data[0u] = 40;
    int t_3 = callTwice(IVal(1u, Box_Two_(Two(0)), One(0), Box_One_(One(0))));
    output_1.data[1u] = t_3;
    output_1.data[2u] = 110;
    int t_4 = viaGeneric_2(IVal(2u, Box_Two_(Two(0)), One(0), Box_One_(One(0))));
    int t_5 = viaGeneric_2(IVal(0u, Box_Two_(Two(4)), One(0), Box_One_(One(0))));
    output_1.data[3u] = t_4 + t_5;
    output_1.data[4u] = 6;
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
