struct S
{
    int2 a;
    int b;
    int c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    S t_1 = {int2(1, 2), 0, 7};
    S z = (S)0;
    z = t_1;
    S t_2 = {(int2)((int)t.x + 3), 0, 7};
    S s = (S)0;
    s = t_2;
    int2 t_3 = z.a;
    outputBuffer[0u] = t_3.x;
    int2 t_4 = z.a;
    outputBuffer[1u] = t_4.y;
    int t_5 = z.b;
    outputBuffer[2u] = t_5;
    int t_6 = z.c;
    outputBuffer[3u] = t_6;
    int2 t_7 = s.a;
    outputBuffer[4u] = t_7.x;
    int2 t_8 = s.a;
    outputBuffer[5u] = t_8.y;
    int t_9 = s.b;
    outputBuffer[6u] = t_9;
    int t_10 = s.c;
    outputBuffer[7u] = t_10;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
