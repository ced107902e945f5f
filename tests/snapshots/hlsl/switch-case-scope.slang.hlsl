static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int scoped(int p);
void computeMain_1();
int scoped(int p) {
    int result;
    switch (p) {
    case 0:
    {
        int t[3] = {1, 2, 3};
        int a[3] = {0, 0, 0};
        a = t;
        a[2] = 40;
        int t_1 = a[2];
        result = 5 + (17 + t_1);
        break;
    }
    case 1:
    {
        int a_1[3] = {0, 0, 0};
        a_1[2] = 40;
        int t_2 = a_1[2];
        result = 17 + t_2;
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
    uint3 t_3 = GlobalInvocationId;
    uint t_4 = t_3.x;
    int t_5 = scoped((int)t_4);
    outputBuffer[t_4] = t_5;
    return;
}
[numthreads(8, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
