struct Counter
{
    int c;
};
struct IStepper
{
    uint typeId;
    Counter p0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int runThen(IStepper f, int x);
void computeMain_1();
int runThen(IStepper f, int x) {
    Counter t = f.p0;
    int t_1 = t.c + 1;
    int t_2 = t_1 + 1;
    return (x + t_1 + t_2) * 100 + t_2;
}
void computeMain_1() {
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 51;
    IStepper t_3 = {0u, {1}};
    int t_4 = runThen(t_3, 3);
    outputBuffer[2u] = t_4;
    outputBuffer[3u] = 7;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 9;
    outputBuffer[6u] = 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
