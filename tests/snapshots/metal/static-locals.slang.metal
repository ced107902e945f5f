#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int static_counter = 10;
    array<int, 3> static_table = array<int, 3>{7, 8, 9};
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    int t_2 = static_counter;
    static_counter = t_2 + 1;
    int t_3 = static_counter;
    int t_4 = static_counter;
    static_counter = t_4 + 1;
    int t_5 = static_counter;
    int t_6 = t_1 * 4;
    outputBuffer[uint(t_6)] = t_3;
    outputBuffer[uint(t_6 + 1)] = t_5 + t_1;
    int t_7 = static_table[0];
    static_table[0] = t_7 + 1;
    int t_8 = static_table[select(t_1 % 3, t_1, 3 == 0)];
    outputBuffer[uint(t_6 + 2)] = t_8 * 100;
    int t_9 = static_table[0];
    static_table[0] = t_9 + 1;
    int t_10 = static_table[0];
    outputBuffer[uint(t_6 + 3)] = t_10 * 100;
    return;
}
