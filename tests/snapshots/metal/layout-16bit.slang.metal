#include <metal_stdlib>
using namespace metal;
struct S
{
    short a;
    short b;
    half h0;
    half h1;
    int c;
    half2 hv;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device S* input [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    short t = input[0u].a;
    short t_1 = input[0u].b;
    half t_2 = input[0u].h0;
    half t_3 = input[0u].h1;
    int t_4 = input[0u].c;
    half2 t_5 = input[0u].hv;
    S s = S{};
    s = S{t, t_1, t_2, t_3, t_4, t_5};
    short t_6 = s.a;
    outputBuffer[0u] = float(t_6);
    short t_7 = s.b;
    outputBuffer[1u] = float(t_7);
    half t_8 = s.h0;
    outputBuffer[2u] = float(t_8);
    half t_9 = s.h1;
    outputBuffer[3u] = float(t_9);
    int t_10 = s.c;
    outputBuffer[4u] = float(t_10);
    half2 t_11 = s.hv;
    outputBuffer[5u] = float(t_11.x);
    half2 t_12 = s.hv;
    outputBuffer[6u] = float(t_12.y);
    return;
}
