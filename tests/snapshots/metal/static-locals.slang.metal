#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<int, 3> static_table = array<int, 3>{7, 8, 9};
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    int t_2 = t_1 * 4;
    outputBuffer[uint(t_2)] = 11;
    outputBuffer[uint(t_2 + 1)] = 12 + t_1;
    int t_3 = static_table[0];
    static_table[0] = t_3 + 1;
    int t_4 = static_table[select(t_1 % 3, t_1, 3 == 0)];
    outputBuffer[uint(t_2 + 2)] = t_4 * 100;
    int t_5 = static_table[0];
    static_table[0] = t_5 + 1;
    int t_6 = static_table[0];
    outputBuffer[uint(t_2 + 3)] = t_6 * 100;
    return;
}
