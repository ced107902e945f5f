static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int counter = 40;
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 5;
    outputBuffer[1u] = 0;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 8;
    int t_1 = counter;
    int t_2 = t_1 + 2;
    outputBuffer[4u] = t_2;
    outputBuffer[5u] = ((int)t.x + 2) * t_2;
    counter = 10;
    int t_3 = counter;
    int t_4 = t_3 + 2;
    outputBuffer[6u] = t_4;
    outputBuffer[7u] = t_4;
    outputBuffer[8u] = 8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
