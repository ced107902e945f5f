#include <metal_stdlib>
using namespace metal;
struct Square
{
    float side;
};
struct Rect
{
    float w;
    float h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
float IShape_scaledArea(IShape p, float k);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    IShape t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_2 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    IShape t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    float t_4;
    switch (t_2.typeId) {
    case 0u:
    {
        float t_5 = t_2.p0.side;
        t_4 = t_5 * t_5;
        break;
    }
    case 1u:
    {
        Rect t_6 = t_2.p1;
        t_4 = t_6.w * t_6.h;
        break;
    }
    default: {
        t_4 = 0.0f;
        break;
    }
    }
    output[0u] = t_4 * 2.0f;
    float t_7;
    switch (t_3.typeId) {
    case 0u:
    {
        float t_8 = t_3.p0.side;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u:
    {
        Rect t_9 = t_3.p1;
        t_7 = t_9.w * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    output[1u] = t_7 * 2.0f;
    float t_10 = IShape_scaledArea(t_2, 0.5f);
    output[2u] = t_10;
    float t_11 = IShape_scaledArea(t_3, 0.5f);
    output[3u] = t_11;
    return;
}
float IShape_scaledArea(IShape p, float k) {
    uint t_12 = p.typeId;
    float t_13;
    switch (t_12) {
    case 0u:
    {
        t_13 = k;
        break;
    }
    case 1u:
    {
        t_13 = k + 1.0f;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    float t_14;
    switch (t_12) {
    case 0u:
    {
        float t_15 = p.p0.side;
        t_14 = t_15 * t_15;
        break;
    }
    case 1u:
    {
        Rect t_16 = p.p1;
        t_14 = t_16.w * t_16.h;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    return t_13 * t_14;
}
