#include <metal_stdlib>
using namespace metal;
struct S
{
    int a;
    int b;
    int c;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    S s = S{};
    s = S{0, 5, 0};
    int t_1 = s.a;
    outputBuffer[0u] = t_1;
    int t_2 = s.b;
    outputBuffer[1u] = t_2;
    int t_3 = s.c;
    outputBuffer[2u] = t_3;
    S t_4 = S{};
    t_4 = S{int(t.x) + 3, 5, 0};
    int t_5 = t_4.a;
    outputBuffer[3u] = t_5;
    int t_6 = t_4.b;
    outputBuffer[4u] = t_6;
    int t_7 = t_4.c;
    outputBuffer[5u] = t_7;
    return;
}
