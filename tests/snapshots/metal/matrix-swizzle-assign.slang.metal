#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int3 t_1 = int3(int(t.x));
    array<int3, 3> m = array<int3, 3>{};
    m = array<int3, 3>{t_1, t_1, t_1};
    m[0][1] = 1;
    m[1][0] = 4;
    m[2][2] = 9;
    m[0][0] = 2;
    m[0][2] = 6;
    m[2][0] = 5;
    int t_2 = m[0][0];
    int t_3 = m[1][1];
    int2 t_4 = int2(t_2, t_3) + int2(10, 20);
    m[0][0] = t_4.x;
    m[1][1] = t_4.y;
    m[1][0] = 3;
    m[1][1] = 8;
    m[1][2] = 7;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 3) {
        } else {
            r = r_1;
            break;
        }
        int c;
        int c_1 = 0;
        for (;;) {
            if (c_1 < 3) {
            } else {
                c = c_1;
                break;
            }
            int t_5 = m[r_1][c_1];
            outputBuffer[uint(r_1 * 3 + c_1)] = t_5;
            c_1 = c_1 + 1;
            continue;
        }
        r_1 = r_1 + 1;
        continue;
    }
    int t_6 = m[1][2];
    outputBuffer[9u] = t_6;
    return;
}
