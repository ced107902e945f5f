static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x + 1 + 1;
    outputBuffer[0u] = t_1;
    int a;
    switch (t_1) {
    case 2:
    {
        a = t_1 + 100;
        break;
    }
    default: {
        a = t_1 + 1000;
        break;
    }
    }
    outputBuffer[1u] = a * 10000 + 1005;
    outputBuffer[2u] = 57;
    outputBuffer[3u] = 1722;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
