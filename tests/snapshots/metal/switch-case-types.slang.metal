#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    switch (t_1 - 1u) {
    case 0u:
    {
        outputBuffer[0u] = 2;
        break;
    }
    case 4294967295u:
    {
        outputBuffer[0u] = 1;
        break;
    }
    default: {
        outputBuffer[0u] = 3;
        break;
    }
    }
    switch (int(t_1) - 1) {
    case -1:
    {
        outputBuffer[1u] = 1;
        break;
    }
    default: {
        outputBuffer[1u] = 3;
        break;
    }
    }
    return;
}
