struct Box
{
    float x;
};
struct Plain
{
    float y;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Box t = {3.0f};
    Plain t_1 = {5.0f};
    Box this_1 = (Box)0;
    this_1 = t;
    float t_2 = this_1.x;
    outputBuffer[0u] = t_2 + 100.0f;
    Box this_2 = (Box)0;
    this_2 = t;
    float t_3 = this_2.x;
    outputBuffer[1u] = t_3 + 100.0f;
    Box this_3 = (Box)0;
    this_3 = t;
    float t_4 = this_3.x;
    outputBuffer[2u] = t_4 * 2.0f + 10.0f;
    Plain this_4 = (Plain)0;
    this_4 = t_1;
    float t_5 = this_4.y;
    outputBuffer[3u] = t_5 * 3.0f + 10.0f;
    Plain this_5 = (Plain)0;
    this_5 = t_1;
    float t_6 = this_5.y;
    outputBuffer[4u] = t_6 * 3.0f + 10.0f;
    Plain this_6 = (Plain)0;
    this_6 = t_1;
    float t_7 = this_6.y;
    outputBuffer[5u] = t_7 * 3.0f + 10.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
