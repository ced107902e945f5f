#include <metal_stdlib>
using namespace metal;
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
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Segment s = Segment{};
    s = Segment{Point{2, 3}, Point{10, 20}};
    Point t = s.from;
    Point t_1 = s.to;
    Point a = Point{};
    a = t;
    Point b = Point{};
    b = t_1;
    Point r = Point{};
    int t_2 = a.x;
    int t_3 = b.x;
    r.x = t_2 + t_3;
    int t_4 = a.y;
    int t_5 = b.y;
    r.y = t_4 + t_5;
    Point t_6 = r;
    Point r_1 = Point{};
    r_1 = t_6;
    int t_7 = r_1.x;
    outputBuffer[0u] = t_7;
    int t_8 = r_1.y;
    outputBuffer[1u] = t_8;
    int t_9 = r_1.x;
    r_1.x = t_9 * 3;
    int t_10 = r_1.y;
    r_1.y = t_10 * 3;
    Point t_11 = r_1;
    Point this_1 = Point{};
    this_1 = t_11;
    int t_12 = this_1.x;
    int t_13 = this_1.y;
    outputBuffer[2u] = t_12 + t_13;
    s.to.y = -1;
    Point t_14 = s.to;
    Point this_2 = Point{};
    this_2 = t_14;
    int t_15 = this_2.x;
    int t_16 = this_2.y;
    outputBuffer[3u] = t_15 + t_16;
    Point this_3 = Point{};
    this_3 = Point{2, 3};
    int t_17 = this_3.x;
    int t_18 = this_3.y;
    outputBuffer[4u] = t_17 + t_18;
    return;
}
