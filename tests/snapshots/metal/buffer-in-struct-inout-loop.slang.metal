#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* results [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    results[1u] = 10u;
    array<uint, 3> values = array<uint, 3>{};
    values = array<uint, 3>{1u, 2u, 3u};
    uint c;
    int i;
    uint c_1 = 2u;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            uint t = c_1;
            int t_1 = i_1;
            c = t;
            i = t_1;
            break;
        }
        uint t_2 = values[i_1];
        results[c_1] = t_2 * 2u;
        uint t_3 = c_1 + 1u;
        int t_4 = i_1 + 1;
        c_1 = t_3;
        i_1 = t_4;
        continue;
    }
    results[c] = c * 2u;
    results[0u] = c + 1u;
    return;
}
