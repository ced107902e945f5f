static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 70;
    int scratch[5] = {0, 0, 0, 0, 0};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            i = i_1;
            break;
        }
        scratch[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = scratch[4];
    outputBuffer[1u] = t_1;
    switch ((int)t.x + 3) {
    case 3:
    {
        outputBuffer[2u] = 1;
        break;
    }
    default: {
        outputBuffer[2u] = 2;
        break;
    }
    }
    outputBuffer[3u] = 50;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
