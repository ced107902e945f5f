#include <metal_stdlib>
using namespace metal;
struct Acc
{
    int base;
};
int Acc_twice(Acc p, int x);
int Acc_twice(Acc p, int x) {
    int t = p.base;
    return (t + x * 2) * 2 + (t + 3);
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t_1 = Acc_twice(Acc{100}, 2);
    outputBuffer[0u] = t_1;
    outputBuffer[1u] = 321;
    outputBuffer[2u] = 410;
    outputBuffer[3u] = 6;
    outputBuffer[4u] = 35;
    outputBuffer[5u] = 306;
    outputBuffer[6u] = 51;
    outputBuffer[7u] = 700;
    return;
}
