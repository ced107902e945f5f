#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int describe(IShape s);
void main();
int describe(IShape s) {
    uint t = s.typeId;
    Square q = Square(0);
    q = s.p0;
    if (t == 0u) {
        int t_1 = q.side;
        return 1000 + t_1;
    }
    Rect r = Rect(0, 0);
    r = s.p1;
    if (t == 1u) {
        int t_2 = r.h;
        int t_3 = r.w;
        return 2000 + t_2 * 10 + t_3;
    }
    return -1;
}
void main() {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        IShape t_4;
        for (;;) {
            if (i_1 - i_1 / 2 * 2 == 0) {
                t_4 = IShape(0u, Square(i_1 + 1), Rect(0, 0));
                break;
            }
            t_4 = IShape(1u, Square(0), Rect(i_1, 10));
            break;
        }
        int t_5 = describe(t_4);
        outputBuffer.data[uint(i_1)] = t_5;
        i_1 = i_1 + 1;
        continue;
    }
    IShape t_6;
    for (;;) {
        if (true) {
            t_6 = IShape(0u, Square(3), Rect(0, 0));
            break;
        }
        t_6 = IShape(1u, Square(0), Rect(2, 10));
        break;
    }
    Optional_Rect_ o = Optional_Rect_(Rect(0, 0), false);
    o = Optional_Rect_(t_6.p1, t_6.typeId == 1u);
    bool t_7 = o.hasValue;
    int t_8;
    if (t_7) {
        t_8 = 1;
    } else {
        t_8 = 0;
    }
    outputBuffer.data[4u] = t_8;
    int t_9;
    for (;;) {
        if (true) {
            t_9 = 1;
            break;
        }
        t_9 = 3;
        break;
    }
    int t_10;
    for (;;) {
        if (true) {
            t_10 = 2;
            break;
        }
        t_10 = 3;
        break;
    }
    int t_11;
    for (;;) {
        t_11 = 3;
        break;
    }
    outputBuffer.data[5u] = t_9 * 100 + t_10 * 10 + t_11;
    IShape t_12;
    for (;;) {
        t_12 = IShape(1u, Square(0), Rect(5, 10));
        break;
    }
    Rect this_1 = Rect(0, 0);
    this_1 = t_12.p1;
    int t_13 = this_1.w;
    int t_14 = this_1.h;
    outputBuffer.data[6u] = t_13 * t_14;
    return;
}
