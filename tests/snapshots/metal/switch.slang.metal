#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    int r;
    switch (t_2) {
    case 0:
    {
        r = 100;
        break;
    }
    case 1:
    case 2:
    {
        r = 200 + t_2;
        break;
    }
    case 3:
    {
        r = 304;
        break;
    }
    case 4:
    {
        r = 4;
        break;
    }
    default: {
        r = -1;
        break;
    }
    }
    outputBuffer[t_1] = r;
    return;
}
