#include <metal_stdlib>
using namespace metal;
struct Scored
{
    int s;
};
struct Slot_Scored_
{
    Scored item;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Scored this_1 = Scored{};
    this_1 = Scored{4};
    int t = this_1.s;
    outputBuffer[0u] = t * 2 + 1;
    outputBuffer[1u] = 50;
    outputBuffer[2u] = 60;
    Slot_Scored_ this_2 = Slot_Scored_{};
    this_2 = Slot_Scored_{Scored{4}};
    Scored t_1 = this_2.item;
    Scored this_3 = Scored{};
    this_3 = t_1;
    int t_2 = this_3.s;
    outputBuffer[3u] = 100 + t_2 * 2;
    outputBuffer[4u] = 100;
    return;
}
