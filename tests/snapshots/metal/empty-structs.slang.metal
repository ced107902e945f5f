#include <metal_stdlib>
using namespace metal;
struct Holder
{
    int v;
    int w;
};
struct S
{
    int x;
    int y;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Holder* holders [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    S s = S{};
    s.x = 4;
    s.y = 5;
    S t = s;
    S s_1 = S{};
    s_1 = t;
    int t_1 = s_1.x;
    int t_2 = s_1.y;
    outputBuffer[0u] = t_1 * 3 * 10 + t_2 + 3;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[1u] = 21;
    int t_3 = holders[1u].v;
    int t_4 = holders[1u].w;
    Holder h = Holder{};
    h = Holder{t_3, t_4};
    int t_5 = h.v;
    outputBuffer[2u] = t_5;
    int t_6 = h.w;
    outputBuffer[3u] = t_6;
    int t_7 = holders[0u].w;
    outputBuffer[4u] = t_7;
    int t_8 = h.v;
    outputBuffer[5u] = t_8 * 3;
    return;
}
