struct Box
{
    int w;
    int h;
    int d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Box t = {2, 3, 5};
    Box this_1 = (Box)0;
    this_1 = t;
    int t_1 = this_1.w;
    Box this_2 = (Box)0;
    this_2 = t;
    int t_2 = this_2.h;
    outputBuffer[0u] = t_1 * t_2;
    Box this_3 = (Box)0;
    this_3 = t;
    int t_3 = this_3.w;
    Box this_4 = (Box)0;
    this_4 = t;
    int t_4 = this_4.h;
    Box this_5 = (Box)0;
    this_5 = t;
    int t_5 = this_5.d;
    outputBuffer[1u] = t_3 * t_4 * t_5;
    Box this_6 = (Box)0;
    this_6 = t;
    int t_6 = this_6.w;
    Box this_7 = (Box)0;
    this_7 = t;
    int t_7 = this_7.h;
    outputBuffer[2u] = 2 * (t_6 + t_7);
    Box this_8 = (Box)0;
    this_8 = t;
    int t_8 = this_8.d;
    outputBuffer[3u] = t_8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
