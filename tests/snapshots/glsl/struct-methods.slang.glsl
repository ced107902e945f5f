#version 450
struct Point
{
    int x;
    int y;
};
struct Segment
{
    Point from;
    Point to;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Segment s = Segment(Point(0, 0), Point(0, 0));
    s = Segment(Point(2, 3), Point(10, 20));
    Point t = s.from;
    Point t_1 = s.to;
    Point a = Point(0, 0);
    a = t;
    Point b = Point(0, 0);
    b = t_1;
    Point r = Point(0, 0);
    int t_2 = a.x;
    int t_3 = b.x;
    r.x = t_2 + t_3;
    int t_4 = a.y;
    int t_5 = b.y;
    r.y = t_4 + t_5;
    Point t_6 = r;
    Point r_1 = Point(0, 0);
    r_1 = t_6;
    int t_7 = r_1.x;
    outputBuffer.data[0u] = t_7;
    int t_8 = r_1.y;
    outputBuffer.data[1u] = t_8;
    int t_9 = r_1.x;
    r_1.x = t_9 * 3;
    int t_10 = r_1.y;
    r_1.y = t_10 * 3;
    Point t_11 = r_1;
    Point this_1 = Point(0, 0);
    this_1 = t_11;
    int t_12 = this_1.x;
    int t_13 = this_1.y;
    outputBuffer.data[2u] = t_12 + t_13;
    s.to.y = -1;
    Point t_14 = s.to;
    Point this_2 = Point(0, 0);
    this_2 = t_14;
    int t_15 = this_2.x;
    int t_16 = this_2.y;
    outputBuffer.data[3u] = t_15 + t_16;
    Point this_3 = Point(0, 0);
    this_3 = Point(2, 3);
    int t_17 = this_3.x;
    int t_18 = this_3.y;
    outputBuffer.data[4u] = t_17 + t_18;
    return;
}
