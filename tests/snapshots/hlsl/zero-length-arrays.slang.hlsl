static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int g[2] = {0, 0};
    g[0] = 20;
    g[1] = 300;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        int t_1 = g[i_1];
        g[i_1] = t_1 + 1;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 17;
    outputBuffer[2u] = 1303;
    int t_2[2] = g;
    int this_1[2] = {0, 0};
    this_1 = t_2;
    int s;
    int i_2;
    int s_1 = 4002;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            int t_3 = s_1;
            int t_4 = i_3;
            s = t_3;
            i_2 = t_4;
            break;
        }
        int t_5 = this_1[i_3];
        int t_6 = s_1 + t_5;
        int t_7 = i_3 + 1;
        s_1 = t_6;
        i_3 = t_7;
        continue;
    }
    outputBuffer[3u] = s;
    outputBuffer[4u] = (int)t.x + 4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
