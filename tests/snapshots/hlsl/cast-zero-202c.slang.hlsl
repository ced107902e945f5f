struct S
{
    int a;
    int b;
    int c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    S t_1 = {0, 5, 0};
    S s = (S)0;
    s = t_1;
    int t_2 = s.a;
    outputBuffer[0u] = t_2;
    int t_3 = s.b;
    outputBuffer[1u] = t_3;
    int t_4 = s.c;
    outputBuffer[2u] = t_4;
    S t_5 = {(int)t.x + 3, 5, 0};
    S t_6 = (S)0;
    t_6 = t_5;
    int t_7 = t_6.a;
    outputBuffer[3u] = t_7;
    int t_8 = t_6.b;
    outputBuffer[4u] = t_8;
    int t_9 = t_6.c;
    outputBuffer[5u] = t_9;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
