static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int n;
    int steps;
    int n_1 = 6;
    int steps_1 = 0;
    for (;;) {
        if (n_1 != 1) {
        } else {
            int t = n_1;
            int t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        int t_2 = (n_1 & 1) == 0 ? n_1 / 2 : 3 * n_1 + 1;
        int t_3 = steps_1 + 1;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    outputBuffer[0u] = steps;
    int n_2;
    int steps_2;
    int n_3 = 27;
    int steps_3 = 0;
    for (;;) {
        if (n_3 != 1) {
        } else {
            int t_4 = n_3;
            int t_5 = steps_3;
            n_2 = t_4;
            steps_2 = t_5;
            break;
        }
        int t_6 = (n_3 & 1) == 0 ? n_3 / 2 : 3 * n_3 + 1;
        int t_7 = steps_3 + 1;
        n_3 = t_6;
        steps_3 = t_7;
        continue;
    }
    outputBuffer[1u] = steps_2;
    outputBuffer[2u] = 42;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
