#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 40;
    array<int, 3> values = array<int, 3>{};
    values = array<int, 3>{5, 6, 7};
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        int t_2 = values[i_1];
        int t_3 = s_1 + t_2;
        int t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer[2u] = s;
    outputBuffer[3u] = 17;
    return;
}
