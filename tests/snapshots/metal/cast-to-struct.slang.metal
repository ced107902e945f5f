#include <metal_stdlib>
using namespace metal;
struct S
{
    int2 a;
    int b;
    int c;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    S z = S{};
    z = S{int2(1, 2), 0, 7};
    S s = S{};
    s = S{int2(int(t.x) + 3), 0, 7};
    int2 t_1 = z.a;
    outputBuffer[0u] = t_1.x;
    int2 t_2 = z.a;
    outputBuffer[1u] = t_2.y;
    int t_3 = z.b;
    outputBuffer[2u] = t_3;
    int t_4 = z.c;
    outputBuffer[3u] = t_4;
    int2 t_5 = s.a;
    outputBuffer[4u] = t_5.x;
    int2 t_6 = s.a;
    outputBuffer[5u] = t_6.y;
    int t_7 = s.b;
    outputBuffer[6u] = t_7;
    int t_8 = s.c;
    outputBuffer[7u] = t_8;
    return;
}
