#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int4* o [[buffer(0)]]) {
    o[0u] = int4(1, 2, 3, 3);
    o[1u] = int4(7, 7, 8, 9);
    o[2u] = int4(4, 5, 6, 6);
    o[3u] = int4(1, 1, 2, 3);
    return;
}
