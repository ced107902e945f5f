static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int h[4] = {0, 0, 0, 0};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        h[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = asint(t).x;
    int t_2 = h[3 - t_1];
    outputBuffer[(uint)t_1] = 7 + t_2;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
