static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int pick(bool p);
void computeMain_1();
int pick(bool p) {
    switch ((int)p) {
    case 1:
    {
        return 10;
    }
    case 0:
    {
        return 20;
    }
    default: {
        break;
    }
    }
    return 0;
}
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    bool t_1 = t.x == 0u;
    int t_2 = pick(t_1);
    outputBuffer[0u] = t_2;
    bool t_3 = !t_1;
    int t_4 = pick(t_3);
    outputBuffer[1u] = t_4;
    int r;
    switch ((int)t_3) {
    case 0:
    {
        r = 1;
        break;
    }
    default: {
        r = 2;
        break;
    }
    }
    outputBuffer[2u] = r;
    int r_1;
    switch ((int)t_1) {
    case 0:
    {
        r_1 = 1;
        break;
    }
    default: {
        r_1 = 2;
        break;
    }
    }
    outputBuffer[3u] = r_1;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
