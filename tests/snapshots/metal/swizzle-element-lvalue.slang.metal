#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float* o [[buffer(0)]]) {
    o[0u] = 2.0f;
    o[1u] = 5.0f;
    o[2u] = 3.0f;
    o[3u] = 7.0f;
    o[4u] = 4.0f;
    o[5u] = 6.0f;
    return;
}
