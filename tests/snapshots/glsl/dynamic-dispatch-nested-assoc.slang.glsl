#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float run(IFactory p, float x);
void main();
float run(IFactory p, float x) {
    IValue t;
    switch (p.typeId) {
    case 0u:
    {
        t = IValue(0u, Half(x + p.p0.bias), Pair(0.0, 0.0));
        break;
    }
    case 1u:
    {
        t = IValue(1u, Half(0.0), Pair(x, x + 1.0));
        break;
    }
    default: {
        t = IValue(0u, Half(0.0), Pair(0.0, 0.0));
        break;
    }
    }
    float t_1;
    switch (t.typeId) {
    case 0u:
    {
        t_1 = t.p0.v * 0.5;
        break;
    }
    case 1u:
    {
        Pair t_2 = t.p1;
        t_1 = t_2.a * t_2.b;
        break;
    }
    default: {
        t_1 = 0.0;
        break;
    }
    }
    return t_1;
}
void main() {
    float t_3 = run(IFactory(0u, HalfFactory(3.0)), 5.0);
    outputBuffer.data[0u] = t_3;
    float t_4 = run(IFactory(1u, HalfFactory(0.0)), 5.0);
    outputBuffer.data[1u] = t_4;
    float t_5 = run(IFactory(0u, HalfFactory(3.0)), 1.0);
    outputBuffer.data[2u] = t_5;
    float t_6 = run(IFactory(1u, HalfFactory(0.0)), 2.0);
    outputBuffer.data[3u] = t_6;
    return;
}
