static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int static_counter = 10;
static int static_table[3] = {7, 8, 9};
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2 = static_counter;
    static_counter = t_2 + 1;
    int t_3 = static_counter;
    int t_4 = static_counter;
    static_counter = t_4 + 1;
    int t_5 = static_counter;
    int t_6 = t_1 * 4;
    outputBuffer[(uint)t_6] = t_3;
    outputBuffer[(uint)(t_6 + 1)] = t_5 + t_1;
    int t_7 = static_table[0];
    static_table[0] = t_7 + 1;
    int t_8 = static_table[t_1 - t_1 / 3 * 3];
    outputBuffer[(uint)(t_6 + 2)] = t_8 * 100;
    int t_9 = static_table[0];
    static_table[0] = t_9 + 1;
    int t_10 = static_table[0];
    outputBuffer[(uint)(t_6 + 3)] = t_10 * 100;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
