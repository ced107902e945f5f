#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int3 t_1 = int3(int(t.x));
    array<int3, 3> m = array<int3, 3>{};
    m = array<int3, 3>{int3(0, 1, 2) + t_1, int3(10, 11, 12) + t_1, int3(20, 21, 22) + t_1};
    array<int3, 3> t_2 = m;
    outputBuffer[0u] = t_2[1].x;
    array<int3, 3> t_3 = m;
    outputBuffer[1u] = t_3[2].y;
    array<int3, 3> t_4 = m;
    outputBuffer[2u] = t_4[0].x + t_4[1].y + t_4[2].z;
    array<int3, 3> t_5 = m;
    outputBuffer[3u] = t_5[0].y * 100 + t_5[1].x;
    m[0][2] = 7;
    int t_6 = m[0][2];
    outputBuffer[4u] = t_6;
    int t_7 = m[0][2];
    m[0][2] = t_7 + 5;
    array<int3, 3> t_8 = m;
    outputBuffer[5u] = t_8[0].z;
    int t_9 = m[0][2];
    outputBuffer[6u] = t_9;
    int t_10 = m[1][2];
    outputBuffer[7u] = t_10;
    return;
}
