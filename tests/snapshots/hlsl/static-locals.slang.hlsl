static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int static_table[3] = {7, 8, 9};
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2 = t_1 * 4;
    outputBuffer[(uint)t_2] = 11;
    outputBuffer[(uint)(t_2 + 1)] = 12 + t_1;
    int t_3 = static_table[0];
    static_table[0] = t_3 + 1;
    int t_4 = static_table[t_1 - t_1 / 3 * 3];
    outputBuffer[(uint)(t_2 + 2)] = t_4 * 100;
    int t_5 = static_table[0];
    static_table[0] = t_5 + 1;
    int t_6 = static_table[0];
    outputBuffer[(uint)(t_2 + 3)] = t_6 * 100;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
