static uint3 GlobalInvocationId;
static int counter = 5;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = counter;
    counter = t_2 + (int)t_1;
    int t_3 = counter;
    counter = t_3 + 1;
    int t_4 = counter;
    outputBuffer[t_1] = t_4;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
