#include <metal_stdlib>
using namespace metal;
struct Counter
{
    int c;
};
struct IStepper
{
    uint typeId;
    Counter p0;
};
int runThen(IStepper f, int x);
int runThen(IStepper f, int x) {
    int t = f.p0.c + 1;
    int t_1 = t + 1;
    return (x + t + t_1) * 100 + t_1;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 8;
    outputBuffer[1u] = 51;
    int t_2 = runThen(IStepper{0u, Counter{1}}, 3);
    outputBuffer[2u] = t_2;
    outputBuffer[3u] = 7;
    outputBuffer[4u] = 2;
    outputBuffer[5u] = 9;
    outputBuffer[6u] = 3;
    return;
}
