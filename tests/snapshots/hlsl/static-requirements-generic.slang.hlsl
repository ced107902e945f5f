struct Cube
{
    float b;
};
struct ICalc
{
    uint typeId;
    Cube p0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float run(uint p, float x);
void computeMain_1();
float run(uint p, float x) {
    ICalc obj;
    if (p == 0u) {
        ICalc t = {0u, {0.25f}};
        obj = t;
    } else {
        ICalc t_1 = {1u, {0.0f}};
        obj = t_1;
    }
    uint t_2 = obj.typeId;
    float t_3;
    switch (t_2) {
    case 0u:
    {
        t_3 = x * x * x;
        break;
    }
    case 1u:
    {
        t_3 = x * x;
        break;
    }
    default: {
        t_3 = 0.0f;
        break;
    }
    }
    float t_4;
    switch (t_2) {
    case 0u:
    {
        Cube t_5 = obj.p0;
        t_4 = t_5.b;
        break;
    }
    case 1u:
    {
        t_4 = 0.5f;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    return t_3 + t_4;
}
void computeMain_1() {
    uint3 t_6 = GlobalInvocationId;
    uint t_7 = t_6.x;
    float t_8 = run(t_7, 2.0f);
    outputBuffer[0u] = t_8;
    float t_9 = run(t_7 + 1u, 3.0f);
    outputBuffer[1u] = t_9;
    outputBuffer[2u] = 16.5f;
    outputBuffer[3u] = 14.0f;
    outputBuffer[4u] = -1.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
