struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Square t = {3};
    Rect t_1 = {2, 5};
    Square this_1 = (Square)0;
    this_1 = t;
    int t_2 = this_1.side;
    int t_3 = this_1.side;
    outputBuffer[0u] = t_2 * t_3 * 10 + 4;
    Rect this_2 = (Rect)0;
    this_2 = t_1;
    int t_4 = this_2.w;
    int t_5 = this_2.h;
    Rect this_3 = (Rect)0;
    this_3 = t_1;
    outputBuffer[1u] = t_4 * t_5 * 10 + 4;
    Square this_4 = (Square)0;
    this_4 = t;
    int t_6 = this_4.side;
    int t_7 = this_4.side;
    Rect this_5 = (Rect)0;
    this_5 = t_1;
    int t_8 = this_5.w;
    int t_9 = this_5.h;
    Rect this_6 = (Rect)0;
    this_6 = t_1;
    outputBuffer[2u] = t_6 * t_7 * 10 + 4 - (t_8 * t_9 * 10 + 4);
    Square this_7 = (Square)0;
    this_7 = t;
    int t_10 = this_7.side;
    int t_11 = this_7.side;
    Rect this_8 = (Rect)0;
    this_8 = t_1;
    int t_12 = this_8.w;
    int t_13 = this_8.h;
    outputBuffer[3u] = t_10 * t_11 + t_12 * t_13;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
