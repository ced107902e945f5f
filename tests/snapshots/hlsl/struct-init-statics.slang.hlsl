struct Counter
{
    int start;
    int count;
};
struct Plain
{
    int a;
    int b;
};
struct Shadowing
{
    int v_base0;
    int w;
    int v;
};
static uint3 GlobalInvocationId;
static int Counter_calls = 10;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Counter t = (Counter)0;
    Counter t_1 = {5, 0};
    t = t_1;
    int t_2 = t.start;
    t.count = t_2 + 3;
    Counter t_3 = t;
    Counter c = (Counter)0;
    c = t_3;
    int t_4 = c.count;
    int t_5 = c.start;
    outputBuffer[0u] = t_4 * 100 + t_5;
    Counter t_6 = c;
    Counter this_1 = (Counter)0;
    this_1 = t_6;
    int t_7 = Counter_calls;
    Counter_calls = t_7 + 1;
    int t_8 = this_1.count;
    outputBuffer[1u] = t_8 + 3 + 6;
    int t_9 = Counter_calls;
    outputBuffer[2u] = 3 + t_9;
    Plain t_10 = {7, 0};
    Plain p = (Plain)0;
    p = t_10;
    int t_11 = p.a;
    int t_12 = p.b;
    outputBuffer[3u] = t_11 * 10 + t_12;
    Shadowing t_13 = {1, 2, 40};
    Shadowing s = (Shadowing)0;
    s = t_13;
    int t_14 = s.v;
    int t_15 = s.w;
    outputBuffer[4u] = t_14 * 100 + t_15;
    outputBuffer[5u] = 21;
    outputBuffer[6u] = 3;
    outputBuffer[7u] = 40;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
