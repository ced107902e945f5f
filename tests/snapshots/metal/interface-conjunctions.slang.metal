#include <metal_stdlib>
using namespace metal;
struct Box
{
    int w;
    int h;
    int d;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Box this_1 = Box{};
    this_1 = Box{2, 3, 5};
    int t = this_1.w;
    Box this_2 = Box{};
    this_2 = Box{2, 3, 5};
    int t_1 = this_2.h;
    outputBuffer[0u] = t * t_1;
    Box this_3 = Box{};
    this_3 = Box{2, 3, 5};
    int t_2 = this_3.w;
    Box this_4 = Box{};
    this_4 = Box{2, 3, 5};
    int t_3 = this_4.h;
    Box this_5 = Box{};
    this_5 = Box{2, 3, 5};
    int t_4 = this_5.d;
    outputBuffer[1u] = t_2 * t_3 * t_4;
    Box this_6 = Box{};
    this_6 = Box{2, 3, 5};
    int t_5 = this_6.w;
    Box this_7 = Box{};
    this_7 = Box{2, 3, 5};
    int t_6 = this_7.h;
    outputBuffer[2u] = 2 * (t_5 + t_6);
    Box this_8 = Box{};
    this_8 = Box{2, 3, 5};
    int t_7 = this_8.d;
    outputBuffer[3u] = t_7;
    return;
}
