static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = (int)t_1;
    int r;
    switch (t_2) {
    case 0:
    {
        r = 100;
        break;
    }
    case 1:
    case 2:
    {
        r = 200 + t_2;
        break;
    }
    case 3:
    {
        r = 304;
        break;
    }
    case 4:
    {
        r = 4;
        break;
    }
    default: {
        r = -1;
        break;
    }
    }
    outputBuffer[t_1] = r;
    return;
}
[numthreads(6, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
