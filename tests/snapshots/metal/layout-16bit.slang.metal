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
    outputBuffer[0u] = float(t);
    outputBuffer[1u] = float(t_1);
    outputBuffer[2u] = float(t_2);
    outputBuffer[3u] = float(t_3);
    outputBuffer[4u] = float(t_4);
    outputBuffer[5u] = float(t_5.x);
    outputBuffer[6u] = float(t_5.y);
    return;
}
