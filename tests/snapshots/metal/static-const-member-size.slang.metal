#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    array<int, 5> a = array<int, 5>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (uint(i_1) < 5u) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 * i_1;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[0u] = 15;
    int t = a[4];
    int t_1 = a[2];
    outputBuffer[1u] = t + t_1;
    outputBuffer[2u] = 5;
    return;
}
