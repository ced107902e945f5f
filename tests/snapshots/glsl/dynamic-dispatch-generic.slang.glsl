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
IVal gStatic = IVal(0u, Box_Two_(Two(0)), One(0), Box_One_(One(0)));
int callTwice(IVal p);
void main();
int callTwice(IVal p) {
    uint t = p.typeId;
    int t_1;
    switch (t) {
    case 0u:
    {
        Box_Two_ this_1 = Box_Two_(Two(0));
        this_1 = p.p0;
        Two t_2 = this_1.inner;
        Two this_2 = Two(0);
        this_2 = t_2;
        int t_3 = this_2.x;
        t_1 = t_3 * 10;
        break;
    }
    case 1u:
    {
        t_1 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_3 = Box_One_(One(0));
        this_3 = p.p2;
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
        Box_Two_ this_4 = Box_Two_(Two(0));
        this_4 = p.p0;
        Two t_5 = this_4.inner;
        Two this_5 = Two(0);
        this_5 = t_5;
        int t_6 = this_5.x;
        t_4 = t_6 * 10;
        break;
    }
    case 1u:
    {
        t_4 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_6 = Box_One_(One(0));
        this_6 = p.p2;
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
void main() {
    Box_Two_ b = Box_Two_(Two(0));
    b.inner.x = 4;
    Box_Two_ t_7 = b;
    Box_Two_ this_7 = Box_Two_(Two(0));
    this_7 = t_7;
    Two t_8 = this_7.inner;
    Two this_8 = Two(0);
    this_8 = t_8;
    int t_9 = this_8.x;
    output_1.data[0u] = t_9 * 10;
    gStatic = IVal(1u, Box_Two_(Two(0)), One(0), Box_One_(One(0)));
    IVal t_10 = gStatic;
    int t_11 = callTwice(t_10);
    output_1.data[1u] = t_11;
    Box_One_ this_9 = Box_One_(One(0));
    this_9 = Box_One_(One(0));
    output_1.data[2u] = 110;
    gStatic = IVal(2u, Box_Two_(Two(0)), One(0), Box_One_(One(0)));
    IVal t_12 = gStatic;
    int t_13;
    switch (t_12.typeId) {
    case 0u:
    {
        Box_Two_ this_10 = Box_Two_(Two(0));
        this_10 = t_12.p0;
        Two t_14 = this_10.inner;
        Two this_11 = Two(0);
        this_11 = t_14;
        int t_15 = this_11.x;
        t_13 = t_15 * 10;
        break;
    }
    case 1u:
    {
        t_13 = 1;
        break;
    }
    case 2u:
    {
        Box_One_ this_12 = Box_One_(One(0));
        this_12 = t_12.p2;
        t_13 = 10;
        break;
    }
    default: {
        t_13 = 0;
        break;
    }
    }
    Box_Two_ this_13 = Box_Two_(Two(0));
    this_13 = t_7;
    Two t_16 = this_13.inner;
    Two this_14 = Two(0);
    this_14 = t_16;
    int t_17 = this_14.x;
    output_1.data[3u] = t_13 + 1 + (t_17 * 10 + 1);
    IVal t_18 = gStatic;
    int t_19;
    if (t_18.typeId == 1u) {
        t_19 = 1;
    } else {
        t_19 = 0;
    }
    IVal t_20 = gStatic;
    int t_21;
    if (t_20.typeId == 2u) {
        t_21 = 2;
    } else {
        t_21 = 0;
    }
    output_1.data[4u] = t_19 + t_21 + 4;
    return;
}
