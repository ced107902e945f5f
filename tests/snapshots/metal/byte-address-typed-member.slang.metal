#include <metal_stdlib>
using namespace metal;
kernel void computeMain(const device uint* source [[buffer(0)]], device uint* target [[buffer(1)]]) {
    uint t = source[0u];
    uint t_1 = source[1u];
    uint2 t_2 = uint2(t, t_1) + uint2(100u, 200u);
    target[4u] = t_2.x;
    target[5u] = t_2.y;
    uint t_3 = source[3u];
    target[1u] = t_3 * 2u;
    return;
}
