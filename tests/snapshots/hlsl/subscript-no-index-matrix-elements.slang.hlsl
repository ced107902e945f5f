static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int3 t[3] = {int3(1, 20, 3), int3(4, 50, 6), int3(70, 8, 9)};
    int3 r[3] = {(int3)0, (int3)0, (int3)0};
    r = t;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                j = j_1;
                break;
            }
            int t_1 = r[i_1][j_1];
            outputBuffer[(uint)(i_1 * 3 + j_1)] = t_1;
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[9u] = 2;
    outputBuffer[10u] = 8;
    outputBuffer[11u] = 20;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
