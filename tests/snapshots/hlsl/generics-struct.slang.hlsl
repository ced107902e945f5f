static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 40;
    int t[3] = {5, 6, 7};
    int values[3] = {0, 0, 0};
    values = t;
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_1 = s_1;
            int t_2 = i_1;
            s = t_1;
            i = t_2;
            break;
        }
        int t_3 = values[i_1];
        int t_4 = s_1 + t_3;
        int t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[2u] = s;
    outputBuffer[3u] = 17;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
