#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<int, 4> arr = array<int, 4>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t = arr[3];
    outputBuffer[0u] = 6 + t;
    outputBuffer[1u] = 4;
    return;
}
