static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int g[6] = {0, 0, 0, 0, 0, 0};
    int t_1[6] = {0, 0, 0, 0, 0, 0};
    g = t_1;
    g[1u] = 7;
    g[5u] = 9;
    int t_2[6] = g;
    int this_1[6] = {0, 0, 0, 0, 0, 0};
    this_1 = t_2;
    int t_3 = this_1[5u];
    g[5u] = t_3 + 4;
    int t_4[6] = g;
    int this_2[6] = {0, 0, 0, 0, 0, 0};
    this_2 = t_4;
    int t_5 = this_2[1u];
    outputBuffer[0u] = t_5;
    int t_6[6] = g;
    int this_3[6] = {0, 0, 0, 0, 0, 0};
    this_3 = t_6;
    int t_7 = this_3[5u];
    outputBuffer[1u] = t_7;
    int t_8[6] = g;
    int this_4[6] = {0, 0, 0, 0, 0, 0};
    this_4 = t_8;
    int t_9 = this_4[5];
    outputBuffer[2u] = t_9 * 100;
    int t_10[6] = g;
    int this_5[6] = {0, 0, 0, 0, 0, 0};
    this_5 = t_10;
    int t_11 = this_5[1];
    outputBuffer[3u] = t_11 * 100;
    outputBuffer[4u] = 321;
    int t_12[6] = g;
    int this_6[6] = {0, 0, 0, 0, 0, 0};
    this_6 = t_12;
    int t_13 = this_6[(uint)(((int)t.x + 1) * 3) + 2u];
    int t_14[6] = g;
    int this_7[6] = {0, 0, 0, 0, 0, 0};
    this_7 = t_14;
    int t_15 = this_7[0u];
    outputBuffer[5u] = t_13 - t_15;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
