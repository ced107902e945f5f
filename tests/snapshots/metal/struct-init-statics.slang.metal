#include <metal_stdlib>
using namespace metal;
struct Counter
{
    int start;
    int count;
};
struct Plain
{
    int a;
    int b;
};
struct Shadowing
{
    int v_base0;
    int w;
    int v;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int Counter_calls = 10;
    Counter t = Counter{};
    t = Counter{5, 0};
    int t_1 = t.start;
    t.count = t_1 + 3;
    Counter t_2 = t;
    Counter c = Counter{};
    c = t_2;
    int t_3 = c.count;
    int t_4 = c.start;
    outputBuffer[0u] = t_3 * 100 + t_4;
    Counter t_5 = c;
    Counter this_1 = Counter{};
    this_1 = t_5;
    int t_6 = Counter_calls;
    Counter_calls = t_6 + 1;
    int t_7 = this_1.count;
    outputBuffer[1u] = t_7 + 3 + 6;
    int t_8 = Counter_calls;
    outputBuffer[2u] = 3 + t_8;
    Plain p = Plain{};
    p = Plain{7, 0};
    int t_9 = p.a;
    int t_10 = p.b;
    outputBuffer[3u] = t_9 * 10 + t_10;
    Shadowing s = Shadowing{};
    s = Shadowing{1, 2, 40};
    int t_11 = s.v;
    int t_12 = s.w;
    outputBuffer[4u] = t_11 * 100 + t_12;
    outputBuffer[5u] = 21;
    outputBuffer[6u] = 3;
    outputBuffer[7u] = 40;
    return;
}
