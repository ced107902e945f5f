#include <metal_stdlib>
using namespace metal;
uint collatzSteps(uint p);
uint collatzSteps(uint p) {
    uint n;
    uint steps;
    uint n_1 = p;
    uint steps_1 = 0u;
    for (;;) {
        if (n_1 != 1u) {
        } else {
            uint t = n_1;
            uint t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        uint t_2 = select(3u * n_1 + 1u, select(n_1 / 2u, 4294967295u, 2u == 0u), select(n_1 % 2u, n_1, 2u == 0u) == 0u);
        uint t_3 = steps_1 + 1u;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    return steps;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device uint* inputBuffer [[buffer(0)]], device uint* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_4 = GlobalInvocationId;
    uint t_5 = t_4.x;
    uint t_6 = inputBuffer[t_5];
    uint t_7 = collatzSteps(t_6);
    outputBuffer[t_5] = t_7;
    uint n_2;
    uint digits;
    uint n_3 = t_6;
    uint digits_1 = 0u;
    for (;;) {
        uint t_8 = digits_1 + 1u;
        uint t_9 = select(n_3 / 10u, 4294967295u, 10u == 0u);
        if (t_9 != 0u) {
        } else {
            uint t_10 = t_9;
            uint t_11 = t_8;
            n_2 = t_10;
            digits = t_11;
            break;
        }
        uint t_12 = t_9;
        uint t_13 = t_8;
        n_3 = t_12;
        digits_1 = t_13;
        continue;
    }
    outputBuffer[4u + t_5] = digits;
    return;
}
