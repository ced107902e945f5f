static uint3 GlobalInvocationId;
static int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int fib[10] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    fib[0] = 0;
    fib[1] = 1;
    int i;
    int i_1 = 2;
    for (;;) {
        if (i_1 < 10) {
        } else {
            i = i_1;
            break;
        }
        int t_1 = fib[i_1 - 1];
        int t_2 = fib[i_1 - 2];
        fib[i_1] = t_1 + t_2;
        i_1 = i_1 + 1;
        continue;
    }
    int2 t_3[2] = {int2(1, 2), int2(3, 4)};
    int2 pairs[2] = {(int2)0, (int2)0};
    pairs = t_3;
    uint t_4 = t.x;
    int t_5 = fib[t_4 * 3u];
    int t_6 = table[t_4 * 2u + 1u];
    outputBuffer[t_4] = t_5 + t_6;
    int t_7 = pairs[t_4 % 2u][t_4 / 2u];
    int t_8 = table[7u - t_4];
    outputBuffer[4u + t_4] = t_7 * 10 + t_8;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
