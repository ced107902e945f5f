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
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
int describe(IShape s);
int describe(IShape s) {
    uint t = s.typeId;
    if (t == 0u) {
        return 1000 + s.p0.side;
    }
    Rect t_1 = s.p1;
    if (t == 1u) {
        return 2000 + t_1.h * 10 + t_1.w;
    }
    return -1;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        IShape t_2;
        for (;;) {
            if (select(i_1 % 2, i_1, 2 == 0) == 0) {
                t_2 = IShape{0u, Square{i_1 + 1}, Rect{0, 0}};
                break;
            }
            t_2 = IShape{1u, Square{0}, Rect{i_1, 10}};
            break;
        }
        int t_3 = describe(t_2);
        outputBuffer[uint(i_1)] = t_3;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[4u] = 0;
    outputBuffer[5u] = 123;
    outputBuffer[6u] = 50;
    return;
}
