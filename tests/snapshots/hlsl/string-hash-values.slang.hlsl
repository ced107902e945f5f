struct String
{
    int hash;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int cursor = 0;
void computeMain_1();
void log(String p, int p_1, String p_2);
void computeMain_1() {
    String t = {684824882};
    String t_1 = {0};
    log(t, 7, t_1);
    int t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer[(uint)t_2] = 1457288897;
    int t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer[(uint)t_3] = 97;
    return;
}
void log(String p, int p_1, String p_2) {
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer[(uint)t_4] = p.hash;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer[(uint)t_5] = p_1;
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer[(uint)t_6] = p_2.hash;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
