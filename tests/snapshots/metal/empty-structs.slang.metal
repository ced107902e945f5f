#include <metal_stdlib>
using namespace metal;
struct Holder
{
    int v;
    int w;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Holder* holders [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 128;
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
    int t = holders[1u].v;
    int t_1 = holders[1u].w;
    outputBuffer[2u] = t;
    outputBuffer[3u] = t_1;
    int t_2 = holders[0u].w;
    outputBuffer[4u] = t_2;
    outputBuffer[5u] = t * 3;
    return;
}
