#include <metal_stdlib>
using namespace metal;
int scoped(int p);
int scoped(int p) {
    int result;
    switch (p) {
    case 0:
    {
        array<int, 3> a = array<int, 3>{};
        a = array<int, 3>{1, 2, 3};
        a[2] = 40;
        int t = a[2];
        result = 5 + (17 + t);
        break;
    }
    case 1:
    {
        array<int, 3> a_1 = array<int, 3>{};
        a_1[2] = 40;
        int t_1 = a_1[2];
        result = 17 + t_1;
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
    uint3 t_2 = GlobalInvocationId;
    uint t_3 = t_2.x;
    int t_4 = scoped(int(t_3));
    outputBuffer[t_3] = t_4;
    return;
}
