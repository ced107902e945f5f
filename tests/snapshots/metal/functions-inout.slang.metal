#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 5;
    int total;
    int i;
    int total_1 = 5;
    int i_1 = 1;
    for (;;) {
        if (i_1 <= 4) {
        } else {
            int t = total_1;
            int t_1 = i_1;
            total = t;
            i = t_1;
            break;
        }
        int t_2 = total_1 + i_1;
        int t_3 = i_1 + 1;
        total_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer[2u] = total;
    outputBuffer[3u] = 25;
    outputBuffer[4u] = 42;
    return;
}
