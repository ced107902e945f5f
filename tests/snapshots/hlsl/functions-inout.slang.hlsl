static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 5;
    int total;
    int i;
    int total_1 = 5;
    int i_1 = 1;
    for (;;) {
        if (i_1 <= 4) {
        } else {
            int t = total_1;
            int t_1 = i_1;
            total = t;
            i = t_1;
            break;
        }
        int t_2 = total_1 + i_1;
        int t_3 = i_1 + 1;
        total_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer[2u] = total;
    outputBuffer[3u] = 25;
    outputBuffer[4u] = 42;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
