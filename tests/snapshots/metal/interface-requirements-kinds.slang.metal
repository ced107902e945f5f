#include <metal_stdlib>
using namespace metal;
int build(int p);
int build_1(int k);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    output[0u] = 1105;
    output[1u] = 13;
    int t = build(3);
    output[2u] = t;
    int t_1 = build_1(3);
    output[3u] = t_1;
    output[4u] = 4;
    output[5u] = 5;
    return;
}
int build(int p) {
    return p * 10 + ((p + 1) * 2 + 1) + p * 100;
}
int build_1(int k) {
    return -k * 10 + (k - 1) * 3 + 7;
}
