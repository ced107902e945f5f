static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t[4] = {0, 0, 0, 0};
    t[0] = 10;
    t[1] = 12;
    t[2] = 14;
    int t_1[4] = t;
    int this_1[4] = {0, 0, 0, 0};
    this_1 = t_1;
    int t_2 = this_1[0];
    int t_3[4] = t;
    int this_2[4] = {0, 0, 0, 0};
    this_2 = t_3;
    int t_4 = this_2[1];
    t[3] = (t_2 + t_4) * 2;
    int t_5[4] = t;
    int this_3[4] = {0, 0, 0, 0};
    this_3 = t_5;
    int t_6 = this_3[0];
    output[0u] = t_6;
    int t_7[4] = t;
    int this_4[4] = {0, 0, 0, 0};
    this_4 = t_7;
    int t_8 = this_4[1];
    output[1u] = t_8;
    int t_9[4] = t;
    int this_5[4] = {0, 0, 0, 0};
    this_5 = t_9;
    int t_10 = this_5[2];
    output[2u] = t_10;
    int t_11[4] = t;
    int this_6[4] = {0, 0, 0, 0};
    this_6 = t_11;
    int t_12 = this_6[3];
    output[3u] = t_12;
    output[4u] = 106;
    output[5u] = 203;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
