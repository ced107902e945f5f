#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<int, 8> table = array<int, 8>{3, 1, 4, 1, 5, 9, 2, 6};
    uint3 t = GlobalInvocationId;
    array<int, 10> fib = array<int, 10>{};
    fib[0] = 0;
    fib[1] = 1;
    int i;
    int i_1 = 2;
    for (;;) {
        if (i_1 < 10) {
        } else {
            i = i_1;
            break;
        }
        int t_1 = fib[i_1 - 1];
        int t_2 = fib[i_1 - 2];
        fib[i_1] = t_1 + t_2;
        i_1 = i_1 + 1;
        continue;
    }
    array<int2, 2> pairs = array<int2, 2>{};
    pairs = array<int2, 2>{int2(1, 2), int2(3, 4)};
    uint t_3 = t.x;
    int t_4 = fib[t_3 * 3u];
    int t_5 = table[t_3 * 2u + 1u];
    outputBuffer[t_3] = t_4 + t_5;
    int t_6 = pairs[select(t_3 % 2u, t_3, 2u == 0u)][select(t_3 / 2u, 4294967295u, 2u == 0u)];
    int t_7 = table[7u - t_3];
    outputBuffer[4u + t_3] = t_6 * 10 + t_7;
    return;
}
