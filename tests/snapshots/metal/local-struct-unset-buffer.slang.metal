#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    array<int, 4> h = array<int, 4>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        h[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = as_type<int3>(t).x;
    int t_2 = h[3 - t_1];
    outputBuffer[uint(t_1)] = 7 + t_2;
    return;
}
