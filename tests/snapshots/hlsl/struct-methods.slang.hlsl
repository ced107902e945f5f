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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Point t = {2, 3};
    Segment t_1 = {{2, 3}, {10, 20}};
    Segment s = (Segment)0;
    s = t_1;
    Point t_2 = s.from;
    Point t_3 = s.to;
    Point a = (Point)0;
    a = t_2;
    Point b = (Point)0;
    b = t_3;
    Point r = (Point)0;
    int t_4 = a.x;
    int t_5 = b.x;
    r.x = t_4 + t_5;
    int t_6 = a.y;
    int t_7 = b.y;
    r.y = t_6 + t_7;
    Point t_8 = r;
    Point r_1 = (Point)0;
    r_1 = t_8;
    int t_9 = r_1.x;
    outputBuffer[0u] = t_9;
    int t_10 = r_1.y;
    outputBuffer[1u] = t_10;
    int t_11 = r_1.x;
    r_1.x = t_11 * 3;
    int t_12 = r_1.y;
    r_1.y = t_12 * 3;
    Point t_13 = r_1;
    Point this_1 = (Point)0;
    this_1 = t_13;
    int t_14 = this_1.x;
    int t_15 = this_1.y;
    outputBuffer[2u] = t_14 + t_15;
    s.to.y = -1;
    Point t_16 = s.to;
    Point this_2 = (Point)0;
    this_2 = t_16;
    int t_17 = this_2.x;
    int t_18 = this_2.y;
    outputBuffer[3u] = t_17 + t_18;
    Point this_3 = (Point)0;
    this_3 = t;
    int t_19 = this_3.x;
    int t_20 = this_3.y;
    outputBuffer[4u] = t_19 + t_20;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
