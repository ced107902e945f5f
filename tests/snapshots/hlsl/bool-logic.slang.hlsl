static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = (int)t_1;
    int t_3 = t_2 - t_2 / 2 * 2;
    bool t_4 = t_2 > 2;
    bool t_5 = t_3 == 0;
    int r = (t_4 ? t_5 : false) ? 1 : 0;
    int r_1 = (t_4 ? true : t_5) ? r | 2 : r;
    int r_2 = t_4 != t_5 ? r_1 | 4 : r_1;
    outputBuffer[t_1] = (t_4 ? r_2 : r_2 | 8) + ((t_4 ? t_3 != 0 : false) ? 100 : 0);
    if (t_1 == 0u) {
        bool3 t_6 = int3(1, 5, 3) + (int3)t_2 > int3(2, 2, 2);
        outputBuffer[6u] = (t_6.x ? 1 : 0) + (t_6.y ? 10 : 0) + (t_6.z ? 100 : 0) + (all(t_6) ? 1000 : 0) + (any(t_6) ? 10000 : 0);
    }
    return;
}
[numthreads(6, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
