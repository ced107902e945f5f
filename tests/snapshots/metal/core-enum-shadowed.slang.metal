#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* output [[buffer(0)]]) {
    output[0u] = 2;
    output[1u] = 8;
    return;
}
