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
float apply_2(ICalc obj, float y);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    ICalc obj_1;
    if (t_1 == 0u) {
        obj_1 = ICalc{0u, Cube{0.25f}};
    } else {
        obj_1 = ICalc{1u, Cube{0.0f}};
    }
    float t_2 = apply_2(obj_1, 2.0f);
    outputBuffer[0u] = t_2;
    ICalc obj_2;
    if (t_1 + 1u == 0u) {
        obj_2 = ICalc{0u, Cube{0.25f}};
    } else {
        obj_2 = ICalc{1u, Cube{0.0f}};
    }
    float t_3 = apply_2(obj_2, 3.0f);
    outputBuffer[1u] = t_3;
    outputBuffer[2u] = 16.5f;
    outputBuffer[3u] = 14.0f;
    outputBuffer[4u] = -1.0f;
    return;
}
float apply_2(ICalc obj, float y) {
    uint t_4 = obj.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = y * y * y;
        break;
    }
    case 1u:
    {
        t_5 = y * y;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    float t_6;
    switch (t_4) {
    case 0u:
    {
        t_6 = obj.p0.b;
        break;
    }
    case 1u:
    {
        t_6 = 0.5f;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    return t_5 + t_6;
}
