#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<int3, 3> r = array<int3, 3>{};
    r = array<int3, 3>{int3(1, 20, 3), int3(4, 50, 6), int3(70, 8, 9)};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 3) {
            } else {
                j = j_1;
                break;
            }
            int t = r[i_1][j_1];
            outputBuffer[uint(i_1 * 3 + j_1)] = t;
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[9u] = 2;
    outputBuffer[10u] = 8;
    outputBuffer[11u] = 20;
    return;
}
