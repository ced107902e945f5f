#include <metal_stdlib>
using namespace metal;
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
float run(IFactory p, float x);
float run(IFactory p, float x) {
    IValue t;
    switch (p.typeId) {
    case 0u:
    {
        t = IValue{0u, Half{x + p.p0.bias}, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t = IValue{1u, Half{0.0f}, Pair{x, x + 1.0f}};
        break;
    }
    default: {
        t = IValue{0u, Half{0.0f}, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_1;
    switch (t.typeId) {
    case 0u:
    {
        t_1 = t.p0.v * 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_2 = t.p1;
        t_1 = t_2.a * t_2.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t_3 = run(IFactory{0u, HalfFactory{3.0f}}, 5.0f);
    outputBuffer[0u] = t_3;
    float t_4 = run(IFactory{1u, HalfFactory{0.0f}}, 5.0f);
    outputBuffer[1u] = t_4;
    float t_5 = run(IFactory{0u, HalfFactory{3.0f}}, 1.0f);
    outputBuffer[2u] = t_5;
    float t_6 = run(IFactory{1u, HalfFactory{0.0f}}, 2.0f);
    outputBuffer[3u] = t_6;
    return;
}
