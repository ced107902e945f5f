#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    int t_3 = select(t_2 % 2, t_2, 2 == 0);
    bool t_4 = t_2 > 2;
    bool t_5 = t_3 == 0;
    int r = select(0, 1, select(false, t_5, t_4));
    int r_1 = select(r, r | 2, select(t_5, true, t_4));
    int r_2 = select(r_1, r_1 | 4, t_4 != t_5);
    outputBuffer[t_1] = select(r_2 | 8, r_2, t_4) + select(0, 100, select(false, t_3 != 0, t_4));
    if (t_1 == 0u) {
        bool3 t_6 = int3(1, 5, 3) + int3(t_2) > int3(2, 2, 2);
        outputBuffer[6u] = select(0, 1, t_6.x) + select(0, 10, t_6.y) + select(0, 100, t_6.z) + select(0, 1000, all(t_6)) + select(0, 10000, any(t_6));
    }
    return;
}
