struct A
{
    int x;
    int y;
};
struct B
{
    int x;
    int y;
};
struct C
{
    int x;
    int y;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int counter = 40;
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    A t_1 = {5, 0};
    A a = (A)0;
    a = t_1;
    int t_2 = a.x;
    outputBuffer[0u] = t_2;
    int t_3 = a.y;
    outputBuffer[1u] = t_3;
    B t_4 = (B)0;
    B t_5 = {7, 1};
    t_4 = t_5;
    int t_6 = t_4.x;
    int t_7 = t_4.y;
    t_4.y = t_6 + t_7;
    B t_8 = t_4;
    B b = (B)0;
    b = t_8;
    int t_9 = b.x;
    outputBuffer[2u] = t_9;
    int t_10 = b.y;
    outputBuffer[3u] = t_10;
    C t_11 = (C)0;
    int t_12 = counter;
    C t_13 = {t_12 + 2, 3};
    t_11 = t_13;
    int t_14 = t_11.x;
    t_11.y = ((int)t.x + 2) * t_14;
    C t_15 = t_11;
    C c = (C)0;
    c = t_15;
    int t_16 = c.x;
    outputBuffer[4u] = t_16;
    int t_17 = c.y;
    outputBuffer[5u] = t_17;
    counter = 10;
    C t_18 = (C)0;
    int t_19 = counter;
    C t_20 = {t_19 + 2, 3};
    t_18 = t_20;
    int t_21 = t_18.x;
    t_18.y = t_21;
    C t_22 = t_18;
    C d = (C)0;
    d = t_22;
    int t_23 = d.x;
    outputBuffer[6u] = t_23;
    int t_24 = d.y;
    outputBuffer[7u] = t_24;
    B f = (B)0;
    B t_25 = (B)0;
    t_25 = t_5;
    int t_26 = t_25.x;
    int t_27 = t_25.y;
    t_25.y = t_26 + t_27;
    B t_28 = t_25;
    f = t_28;
    int t_29 = f.y;
    outputBuffer[8u] = t_29;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
