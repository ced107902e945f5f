struct Num
{
    int v;
};
struct Pair_int_1_
{
    int first;
    int second;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Num t = {5};
    Num this_1 = (Num)0;
    this_1 = t;
    int t_1 = this_1.v;
    outputBuffer[0u] = (float)(t_1 + 1 + 1);
    Num this_2 = (Num)0;
    this_2 = t;
    int t_2 = this_2.v;
    outputBuffer[1u] = (float)((t_2 + 1 + 1) * 10);
    outputBuffer[2u] = 1000.0f;
    outputBuffer[3u] = 12.0f;
    float3 this_3 = (float3)0.0f;
    this_3 = float3(2.5f, 2.5f, 2.5f);
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_3 = s_1;
            int t_4 = i_1;
            s = t_3;
            i = t_4;
            break;
        }
        float t_5 = this_3[i_1];
        float t_6 = s_1 + t_5;
        int t_7 = i_1 + 1;
        s_1 = t_6;
        i_1 = t_7;
        continue;
    }
    outputBuffer[4u] = s;
    float2 this_4 = (float2)0.0f;
    this_4 = float2(1.0f, 4.0f);
    float s_2;
    int i_2;
    float s_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            float t_8 = s_3;
            int t_9 = i_3;
            s_2 = t_8;
            i_2 = t_9;
            break;
        }
        float t_10 = this_4[i_3];
        float t_11 = s_3 + t_10;
        int t_12 = i_3 + 1;
        s_3 = t_11;
        i_3 = t_12;
        continue;
    }
    outputBuffer[5u] = s_2;
    Pair_int_1_ t_13 = {8, 9};
    Pair_int_1_ this_5 = (Pair_int_1_)0;
    this_5 = t_13;
    int t_14 = this_5.second;
    outputBuffer[6u] = (float)t_14;
    outputBuffer[7u] = 3.5f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
