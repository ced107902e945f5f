#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    array<int, 3> a = array<int, 3>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 + int(t.x);
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 1065353216;
    outputBuffer[1u] = -1073741824;
    outputBuffer[2u] = 15872;
    outputBuffer[3u] = 1071644672;
    outputBuffer[4u] = 3;
    int t_1 = a[2];
    outputBuffer[5u] = t_1;
    outputBuffer[6u] = 1077936128;
    outputBuffer[7u] = -32768;
    return;
}
