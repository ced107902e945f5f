#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    array<int, 3> arr = array<int, 3>{};
    arr = array<int, 3>{4, 5, 6};
    int r;
    int i;
    int r_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t = r_1;
            int t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        int t_2 = arr[i_1];
        int t_3 = i_1 + 1;
        int t_4 = r_1 + t_2 * t_3;
        int t_5 = t_3;
        r_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[0u] = r;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 30;
    outputBuffer[3u] = 10;
    return;
}
