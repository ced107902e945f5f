#include <metal_stdlib>
using namespace metal;
struct Box
{
    float x;
};
struct Plain
{
    float y;
};
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    Box this_1 = Box{};
    this_1 = Box{3.0f};
    float t = this_1.x;
    outputBuffer[0u] = t + 100.0f;
    Box this_2 = Box{};
    this_2 = Box{3.0f};
    float t_1 = this_2.x;
    outputBuffer[1u] = t_1 + 100.0f;
    Box this_3 = Box{};
    this_3 = Box{3.0f};
    float t_2 = this_3.x;
    outputBuffer[2u] = t_2 * 2.0f + 10.0f;
    Plain this_4 = Plain{};
    this_4 = Plain{5.0f};
    float t_3 = this_4.y;
    outputBuffer[3u] = t_3 * 3.0f + 10.0f;
    Plain this_5 = Plain{};
    this_5 = Plain{5.0f};
    float t_4 = this_5.y;
    outputBuffer[4u] = t_4 * 3.0f + 10.0f;
    Plain this_6 = Plain{};
    this_6 = Plain{5.0f};
    float t_5 = this_6.y;
    outputBuffer[5u] = t_5 * 3.0f + 10.0f;
    return;
}
