#include <metal_stdlib>
using namespace metal;
struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
struct INamed
{
    uint typeId;
    Square p0;
    Rect p1;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    INamed t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = INamed{0u, Square{3}, Rect{0, 0}};
            break;
        }
        t_2 = INamed{1u, Square{0}, Rect{4, 5}};
        break;
    }
    INamed t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = INamed{0u, Square{3}, Rect{0, 0}};
            break;
        }
        t_3 = INamed{1u, Square{0}, Rect{4, 5}};
        break;
    }
    bool t_4 = t_2.typeId == 0u;
    IShape t_5;
    if (t_4) {
        t_5 = IShape{0u, t_2.p0, Rect{0, 0}};
    } else {
        t_5 = IShape{1u, Square{0}, t_2.p1};
    }
    bool t_6 = t_3.typeId == 0u;
    IShape t_7;
    if (t_6) {
        t_7 = IShape{0u, t_3.p0, Rect{0, 0}};
    } else {
        t_7 = IShape{1u, Square{0}, t_3.p1};
    }
    int t_8;
    switch (t_5.typeId) {
    case 0u:
    {
        int t_9 = t_5.p0.side;
        t_8 = t_9 * t_9;
        break;
    }
    case 1u:
    {
        Rect t_10 = t_5.p1;
        t_8 = t_10.w * t_10.h;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    int t_11;
    switch (t_7.typeId) {
    case 0u:
    {
        int t_12 = t_7.p0.side;
        t_11 = t_12 * t_12;
        break;
    }
    case 1u:
    {
        Rect t_13 = t_7.p1;
        t_11 = t_13.w * t_13.h;
        break;
    }
    default: {
        t_11 = 0;
        break;
    }
    }
    outputBuffer[0u] = t_8 * 100 + t_11;
    IShape t_14;
    if (t_4) {
        t_14 = IShape{0u, t_2.p0, Rect{0, 0}};
    } else {
        t_14 = IShape{1u, Square{0}, t_2.p1};
    }
    int t_15;
    switch (t_14.typeId) {
    case 0u:
    {
        int t_16 = t_14.p0.side;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u:
    {
        Rect t_17 = t_14.p1;
        t_15 = t_17.w * t_17.h;
        break;
    }
    default: {
        t_15 = 0;
        break;
    }
    }
    IShape t_18;
    if (t_6) {
        t_18 = IShape{0u, t_3.p0, Rect{0, 0}};
    } else {
        t_18 = IShape{1u, Square{0}, t_3.p1};
    }
    int t_19;
    switch (t_18.typeId) {
    case 0u:
    {
        int t_20 = t_18.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u:
    {
        Rect t_21 = t_18.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0;
        break;
    }
    }
    outputBuffer[1u] = t_15 + t_19 * 1000;
    outputBuffer[2u] = 54;
    outputBuffer[3u] = 72;
    outputBuffer[4u] = 25;
    outputBuffer[5u] = 0;
    outputBuffer[6u] = 14;
    return;
}
