struct Pair_int_
{
    int first;
    int second;
};
struct Pair_float_
{
    float first;
    float second;
};
struct Pair_Pair_int_
{
    Pair_int_ first;
    Pair_int_ second;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Pair_int_ t = {3, 4};
    Pair_float_ t_1 = {1.5f, 2.5f};
    Pair_int_ p = (Pair_int_)0;
    p = t;
    int t_2 = p.first;
    int t_3 = p.second;
    outputBuffer[0u] = t_2 + t_3;
    Pair_float_ p_1 = (Pair_float_)0;
    p_1 = t_1;
    float t_4 = p_1.first;
    float t_5 = p_1.second;
    outputBuffer[1u] = (int)((t_4 + t_5) * 10.0f);
    int t_6[3] = {5, 6, 7};
    int values[3] = {0, 0, 0};
    values = t_6;
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_7 = s_1;
            int t_8 = i_1;
            s = t_7;
            i = t_8;
            break;
        }
        int t_9 = values[i_1];
        int t_10 = s_1 + t_9;
        int t_11 = i_1 + 1;
        s_1 = t_10;
        i_1 = t_11;
        continue;
    }
    outputBuffer[2u] = s;
    Pair_Pair_int_ t_12 = {{3, 4}, {10, 20}};
    Pair_Pair_int_ nested = (Pair_Pair_int_)0;
    nested = t_12;
    int t_13 = nested.second.second;
    int t_14 = nested.first.first;
    outputBuffer[3u] = t_13 - t_14;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
