#include <metal_stdlib>
using namespace metal;
int build_N(int p);
int build_M(int p_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    output[0u] = 1105;
    output[1u] = 13;
    int t = build_M(3);
    output[2u] = t;
    int t_1 = build_N(3);
    output[3u] = t_1;
    output[4u] = 4;
    output[5u] = 5;
    return;
}
int build_N(int p) {
    return -p * 10 + (p - 1) * 3 + 7;
}
int build_M(int p_1) {
    return p_1 * 10 + ((p_1 + 1) * 2 + 1) + p_1 * 100;
}
