static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int cursor = 0;
void computeMain_1();
void recordAll(int p, float p_1, int p_2);
int total(int args_0, float args_1);
int sumValues();
int total_1(int args_0_1, int args_1_1, float args_2);
void computeMain_1() {
    recordAll(3, 2.5f, 7);
    int t = total(1, 4.0f);
    outputBuffer[3u] = t;
    int t_1 = total_1(2, 3, 1.5f);
    outputBuffer[4u] = t_1;
    outputBuffer[5u] = 0;
    int t_2 = sumValues();
    outputBuffer[6u] = t_2;
    int t_3 = cursor;
    outputBuffer[7u] = t_3;
    return;
}
void recordAll(int p, float p_1, int p_2) {
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer[(uint)t_4] = p * 10;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer[(uint)t_5] = (int)(p_1 * 2.0f);
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer[(uint)t_6] = p_2 * 10;
    return;
}
int total(int args_0, float args_1) {
    return args_0 * 10 + (int)(args_1 * 2.0f) + 2000;
}
int sumValues() {
    return 153;
}
int total_1(int args_0_1, int args_1_1, float args_2) {
    return args_0_1 * 10 + args_1_1 * 10 + (int)(args_2 * 2.0f) + 3000;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
