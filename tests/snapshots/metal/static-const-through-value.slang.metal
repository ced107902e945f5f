#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    array<float, 8> r = array<float, 8>{};
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 8u) {
        } else {
            i = i_1;
            break;
        }
        r[i_1] = float(i_1) * 0.5f;
        i_1 = i_1 + 1u;
        continue;
    }
    array<float, 8> t = r;
    array<float, 8> r_1 = array<float, 8>{};
    r_1 = t;
    array<float, 4> b = array<float, 4>{};
    array<float, 4> c = array<float, 4>{};
    uint i_2;
    uint i_3 = 0u;
    for (;;) {
        if (i_3 < 4u) {
        } else {
            i_2 = i_3;
            break;
        }
        uint t_1 = i_3 + 1u;
        float t_2 = r_1[t_1];
        b[i_3] = t_2;
        i_3 = t_1;
        continue;
    }
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        c[i_5] = float(i_5);
        i_5 = i_5 + 1u;
        continue;
    }
    outputBuffer[0u] = 8.0f;
    float t_3 = r_1[7];
    outputBuffer[1u] = t_3;
    float t_4 = b[0];
    float t_5 = b[3];
    outputBuffer[2u] = t_4 + t_5;
    outputBuffer[3u] = 4.0f;
    float t_6 = c[3];
    outputBuffer[4u] = t_6 + 3.0f;
    return;
}
