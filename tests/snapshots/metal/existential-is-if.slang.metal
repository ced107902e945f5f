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
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    array<IShape, 3> shapes = array<IShape, 3>{};
    shapes[0] = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
    shapes[1] = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
    shapes[2] = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
    int kinds;
    int i;
    int kinds_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = kinds_1;
            int t_1 = i_1;
            kinds = t;
            i = t_1;
            break;
        }
        IShape t_2 = shapes[i_1];
        int kinds_2;
        if (t_2.typeId == 0u) {
            kinds_2 = kinds_1 + 1;
        } else {
            IShape t_3 = shapes[i_1];
            kinds_2 = select(kinds_1, kinds_1 + 10, t_3.typeId == 1u);
        }
        int t_4 = kinds_2;
        int t_5 = i_1 + 1;
        kinds_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[0u] = kinds;
    int widths;
    int i_2;
    int widths_1 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int t_6 = widths_1;
            int t_7 = i_3;
            widths = t_6;
            i_2 = t_7;
            break;
        }
        IShape t_8 = shapes[i_3];
        int widths_2 = select(widths_1, widths_1 + 1000, t_8.typeId == 1u);
        IShape t_9 = shapes[i_3];
        Rect t_10 = t_9.p1;
        int widths_3;
        if (t_9.typeId == 1u) {
            float t_11 = t_10.w;
            widths_3 = widths_2 + (int(t_11) * 100 + int(t_11 * t_10.h));
        } else {
            widths_3 = widths_2;
        }
        int t_12 = widths_3;
        int t_13 = i_3 + 1;
        widths_1 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer[1u] = widths;
    outputBuffer[2u] = 9;
    outputBuffer[3u] = 0;
    outputBuffer[3u] = 7;
    return;
}
