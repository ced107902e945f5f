#include <metal_stdlib>
using namespace metal;
int oddDigits(int v_0, int v_1, int v_2);
int countBig(int v_0_1, uint v_1_1, int v_2_1);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 123;
    int t = oddDigits(1, 2, 3);
    outputBuffer[1u] = t;
    outputBuffer[2u] = 0;
    int t_1 = countBig(1, 5u, 2);
    outputBuffer[3u] = t_1;
    return;
}
int oddDigits(int v_0, int v_1, int v_2) {
    return ((v_0 * 2 + 1) * 10 + (v_1 * 2 + 1)) * 10 + (v_2 * 2 + 1);
}
int countBig(int v_0_1, uint v_1_1, int v_2_1) {
    return select(1, 10, v_0_1 > 1) + select(1, 10, int(v_1_1) > 1) + select(1, 10, v_2_1 > 1);
}
