#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device uint* outputBuffer [[buffer(0)]], device uint* src [[buffer(1)]]) {
    uint t = src[1u];
    uint t_1 = src[0u];
    ulong t_2 = ulong(t) << (ulong(32) & ulong(63)) | ulong(t_1);
    outputBuffer[0u] = uint(t_2);
    outputBuffer[1u] = uint(t_2 >> (ulong(32) & ulong(63)));
    uint t_3 = src[0u];
    uint t_4 = src[1u];
    ulong t_5 = ulong(t_3 + 4u) | ulong(t_4 + 6u) << (ulong(32) & ulong(63));
    outputBuffer[2u] = uint(t_5);
    outputBuffer[3u] = uint(t_5 >> (ulong(32) & ulong(63)));
    return;
}
