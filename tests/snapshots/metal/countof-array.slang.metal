#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    array<float, 3> s = array<float, 3>{};
    s = array<float, 3>{1.0f, 2.0f, float(t_1)};
    int total;
    int i;
    int total_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = total_1;
            int t_3 = i_1;
            total = t_2;
            i = t_3;
            break;
        }
        float t_4 = s[i_1];
        int t_5 = total_1 + int(t_4);
        int t_6 = i_1 + 1;
        total_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer[t_1] = 75 + total * 100;
    return;
}
