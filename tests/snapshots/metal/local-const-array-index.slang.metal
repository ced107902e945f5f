#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 70;
    array<int, 5> scratch = array<int, 5>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            i = i_1;
            break;
        }
        scratch[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = scratch[4];
    outputBuffer[1u] = t_1;
    switch (int(t.x) + 3) {
    case 3:
    {
        outputBuffer[2u] = 1;
        break;
    }
    default: {
        outputBuffer[2u] = 2;
        break;
    }
    }
    outputBuffer[3u] = 50;
    return;
}
