#include <metal_stdlib>
using namespace metal;
int scoped(int p);
int scoped(int p) {
    int result;
    switch (p) {
    case 0:
    {
        result = 62;
        break;
    }
    case 1:
    {
        result = 57;
        break;
    }
    case 2:
    {
        result = 20;
        break;
    }
    case 3:
    {
        result = -3;
        break;
    }
    default: {
        result = 1020;
        break;
    }
    }
    return result;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = scoped(int(t_1));
    outputBuffer[t_1] = t_2;
    return;
}
