#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x) + 1 + 1;
    outputBuffer[0u] = t_1;
    int a;
    switch (t_1) {
    case 2:
    {
        a = t_1 + 100;
        break;
    }
    default: {
        a = t_1 + 1000;
        break;
    }
    }
    outputBuffer[1u] = a * 10000 + 1005;
    outputBuffer[2u] = 57;
    outputBuffer[3u] = 1722;
    return;
}
