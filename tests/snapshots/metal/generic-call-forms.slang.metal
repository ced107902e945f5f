#include <metal_stdlib>
using namespace metal;
struct Acc
{
    int base;
};
int Acc_twice(Acc p, int p_1);
int Acc_twice(Acc p, int p_1) {
    Acc this_1 = Acc{};
    this_1 = p;
    int t = this_1.base;
    Acc this_2 = Acc{};
    this_2 = p;
    int t_1 = this_2.base;
    return (t + p_1 * 2) * 2 + (t_1 + 3);
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t_2 = Acc_twice(Acc{100}, 2);
    outputBuffer[0u] = t_2;
    Acc this_3 = Acc{};
    this_3 = Acc{100};
    int t_3 = this_3.base;
    outputBuffer[1u] = (t_3 + 7) * 3;
    outputBuffer[2u] = 410;
    outputBuffer[3u] = 6;
    outputBuffer[4u] = 35;
    outputBuffer[5u] = 306;
    outputBuffer[6u] = 51;
    outputBuffer[7u] = 700;
    return;
}
