#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    array<int, 2> g = array<int, 2>{};
    g[0] = 20;
    g[1] = 300;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        int t_1 = g[i_1];
        g[i_1] = t_1 + 1;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 7;
    outputBuffer[1u] = 17;
    outputBuffer[2u] = 1303;
    array<int, 2> t_2 = g;
    array<int, 2> this_1 = array<int, 2>{};
    this_1 = t_2;
    int s;
    int i_2;
    int s_1 = 4002;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            int t_3 = s_1;
            int t_4 = i_3;
            s = t_3;
            i_2 = t_4;
            break;
        }
        int t_5 = this_1[i_3];
        int t_6 = s_1 + t_5;
        int t_7 = i_3 + 1;
        s_1 = t_6;
        i_3 = t_7;
        continue;
    }
    outputBuffer[3u] = s;
    outputBuffer[4u] = int(t.x) + 4;
    return;
}
