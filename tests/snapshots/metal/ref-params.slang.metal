#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    array<int, 3> arr = array<int, 3>{};
    arr = array<int, 3>{1, 2, 3};
    int t_2 = arr[t_1];
    arr[t_1] = t_2 + 10;
    int t_3 = 2 + t_1;
    int t_4 = t_1 * 3;
    int t_5 = arr[t_1];
    outputBuffer[uint(t_4)] = (5 + t_1 + 3) * 100 + t_5;
    outputBuffer[uint(t_4 + 1)] = 2000 + (107 + t_1 + 100);
    outputBuffer[uint(t_4 + 2)] = t_3 * 100 + 10 + (t_3 + 1);
    return;
}
