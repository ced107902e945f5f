static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2[3] = {1, 2, 3};
    int arr[3] = {0, 0, 0};
    arr = t_2;
    int t_3 = arr[t_1];
    arr[t_1] = t_3 + 10;
    int t_4 = 2 + t_1;
    int t_5 = t_1 * 3;
    int t_6 = arr[t_1];
    outputBuffer[(uint)t_5] = (5 + t_1 + 3) * 100 + t_6;
    outputBuffer[(uint)(t_5 + 1)] = 2000 + (107 + t_1 + 100);
    outputBuffer[(uint)(t_5 + 2)] = t_4 * 100 + 10 + (t_4 + 1);
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
