static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int a[3] = {0, 0, 0};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 + (int)t.x;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 1065353216;
    outputBuffer[1u] = -1073741824;
    outputBuffer[2u] = 15872;
    outputBuffer[3u] = 1071644672;
    outputBuffer[4u] = 3;
    int t_1 = a[2];
    outputBuffer[5u] = t_1;
    outputBuffer[6u] = 1077936128;
    outputBuffer[7u] = -32768;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
