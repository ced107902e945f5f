static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    switch (t_1 - 1u) {
    case 0u:
    {
        outputBuffer[0u] = 2;
        break;
    }
    case 4294967295u:
    {
        outputBuffer[0u] = 1;
        break;
    }
    default: {
        outputBuffer[0u] = 3;
        break;
    }
    }
    switch ((int)t_1 - 1) {
    case -1:
    {
        outputBuffer[1u] = 1;
        break;
    }
    default: {
        outputBuffer[1u] = 3;
        break;
    }
    }
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
