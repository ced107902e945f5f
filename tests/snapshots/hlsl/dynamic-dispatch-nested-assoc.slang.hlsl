struct HalfFactory
{
    float bias;
};
struct IFactory
{
    uint typeId;
    HalfFactory p0;
};
struct Half
{
    float v;
};
struct Pair
{
    float a;
    float b;
};
struct IValue
{
    uint typeId;
    Half p0;
    Pair p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
float run(IFactory p, float x);
void computeMain_1();
float run(IFactory p, float x) {
    IValue t;
    switch (p.typeId) {
    case 0u:
    {
        HalfFactory t_1 = p.p0;
        Half t_2 = {x + t_1.bias};
        Pair t_3 = {0.0f, 0.0f};
        IValue t_4 = {0u, t_2, t_3};
        t = t_4;
        break;
    }
    case 1u:
    {
        Pair t_5 = {x, x + 1.0f};
        Half t_6 = {0.0f};
        IValue t_7 = {1u, t_6, t_5};
        t = t_7;
        break;
    }
    default: {
        IValue t_8 = {0u, {0.0f}, {0.0f, 0.0f}};
        t = t_8;
        break;
    }
    }
    float t_9;
    switch (t.typeId) {
    case 0u:
    {
        Half t_10 = t.p0;
        t_9 = t_10.v * 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_11 = t.p1;
        t_9 = t_11.a * t_11.b;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    return t_9;
}
void computeMain_1() {
    IFactory t_12 = {0u, {3.0f}};
    float t_13 = run(t_12, 5.0f);
    outputBuffer[0u] = t_13;
    IFactory t_14 = {1u, {0.0f}};
    float t_15 = run(t_14, 5.0f);
    outputBuffer[1u] = t_15;
    float t_16 = run(t_12, 1.0f);
    outputBuffer[2u] = t_16;
    float t_17 = run(t_14, 2.0f);
    outputBuffer[3u] = t_17;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
