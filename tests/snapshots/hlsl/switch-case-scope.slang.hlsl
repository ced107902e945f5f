static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int scoped(int p);
void computeMain_1();
int scoped(int p) {
    int result;
    switch (p) {
    case 0:
    {
        result = 62;
        break;
    }
    case 1:
    {
        result = 57;
        break;
    }
    case 2:
    {
        result = 20;
        break;
    }
    case 3:
    {
        result = -3;
        break;
    }
    default: {
        result = 1020;
        break;
    }
    }
    return result;
}
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = scoped((int)t_1);
    outputBuffer[t_1] = t_2;
    return;
}
[numthreads(8, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
