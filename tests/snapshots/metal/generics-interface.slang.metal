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
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Square this_1 = Square{};
    this_1 = Square{3};
    int t = this_1.side;
    int t_1 = this_1.side;
    outputBuffer[0u] = t * t_1 * 10 + 4;
    Rect this_2 = Rect{};
    this_2 = Rect{2, 5};
    int t_2 = this_2.w;
    int t_3 = this_2.h;
    Rect this_3 = Rect{};
    this_3 = Rect{2, 5};
    outputBuffer[1u] = t_2 * t_3 * 10 + 4;
    Square this_4 = Square{};
    this_4 = Square{3};
    int t_4 = this_4.side;
    int t_5 = this_4.side;
    Rect this_5 = Rect{};
    this_5 = Rect{2, 5};
    int t_6 = this_5.w;
    int t_7 = this_5.h;
    Rect this_6 = Rect{};
    this_6 = Rect{2, 5};
    outputBuffer[2u] = t_4 * t_5 * 10 + 4 - (t_6 * t_7 * 10 + 4);
    Square this_7 = Square{};
    this_7 = Square{3};
    int t_8 = this_7.side;
    int t_9 = this_7.side;
    Rect this_8 = Rect{};
    this_8 = Rect{2, 5};
    int t_10 = this_8.w;
    int t_11 = this_8.h;
    outputBuffer[3u] = t_8 * t_9 + t_10 * t_11;
    return;
}
