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
void computeMain_1();
float apply_2(ICalc obj, float y);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    ICalc obj_1;
    if (t_1 == 0u) {
        ICalc t_2 = {0u, {0.25f}};
        obj_1 = t_2;
    } else {
        ICalc t_3 = {1u, {0.0f}};
        obj_1 = t_3;
    }
    float t_4 = apply_2(obj_1, 2.0f);
    outputBuffer[0u] = t_4;
    ICalc obj_2;
    if (t_1 + 1u == 0u) {
        ICalc t_5 = {0u, {0.25f}};
        obj_2 = t_5;
    } else {
        ICalc t_6 = {1u, {0.0f}};
        obj_2 = t_6;
    }
    float t_7 = apply_2(obj_2, 3.0f);
    outputBuffer[1u] = t_7;
    outputBuffer[2u] = 16.5f;
    outputBuffer[3u] = 14.0f;
    outputBuffer[4u] = -1.0f;
    return;
}
float apply_2(ICalc obj, float y) {
    uint t_8 = obj.typeId;
    float t_9;
    switch (t_8) {
    case 0u:
    {
        t_9 = y * y * y;
        break;
    }
    case 1u:
    {
        t_9 = y * y;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    float t_10;
    switch (t_8) {
    case 0u:
    {
        Cube t_11 = obj.p0;
        t_10 = t_11.b;
        break;
    }
    case 1u:
    {
        t_10 = 0.5f;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    return t_9 + t_10;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
