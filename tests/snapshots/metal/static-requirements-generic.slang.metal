#include <metal_stdlib>
using namespace metal;
struct Cube
{
    float b;
};
struct ICalc
{
    uint typeId;
    Cube p0;
};
float run(uint p, float x);
float run(uint p, float x) {
    ICalc obj;
    if (p == 0u) {
        obj = ICalc{0u, Cube{0.25f}};
    } else {
        obj = ICalc{1u, Cube{0.0f}};
    }
    uint t = obj.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        t_1 = x * x * x;
        break;
    }
    case 1u:
    {
        t_1 = x * x;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    float t_2;
    switch (t) {
    case 0u:
    {
        t_2 = obj.p0.b;
        break;
    }
    case 1u:
    {
        t_2 = 0.5f;
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return t_1 + t_2;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_3 = GlobalInvocationId;
    uint t_4 = t_3.x;
    float t_5 = run(t_4, 2.0f);
    outputBuffer[0u] = t_5;
    float t_6 = run(t_4 + 1u, 3.0f);
    outputBuffer[1u] = t_6;
    outputBuffer[2u] = 16.5f;
    outputBuffer[3u] = 14.0f;
    outputBuffer[4u] = -1.0f;
    return;
}
