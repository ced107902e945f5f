#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device int* outputBuffer [[buffer(0)]], device uint* inputs [[buffer(1)]]) {
    uint t = inputs[1u];
    uint t_1 = inputs[0u];
    ulong t_2 = ulong(t) << (ulong(32) & ulong(63)) | ulong(t_1);
    uint t_3 = inputs[3u];
    uint t_4 = inputs[2u];
    ulong t_5 = ulong(t_3) << (ulong(32) & ulong(63)) | ulong(t_4);
    uint t_6 = inputs[5u];
    uint t_7 = inputs[4u];
    ulong t_8 = ulong(t_6) << (ulong(32) & ulong(63)) | ulong(t_7);
    long t_9 = long(t_5) - long(5);
    outputBuffer[0u] = int(popcount(t_2));
    outputBuffer[1u] = int(ctz(t_2));
    outputBuffer[2u] = int(ulong(63) - clz(t_2));
    outputBuffer[3u] = int(ctz(t_5));
    outputBuffer[4u] = int(ulong(63) - clz(t_5));
    outputBuffer[5u] = int(ctz(t_8));
    outputBuffer[6u] = int(long(63) - clz(t_9));
    outputBuffer[7u] = int(popcount(t_9));
    ulong t_10 = reverse_bits(t_2);
    outputBuffer[8u] = int(t_10 >> (ulong(32) & ulong(63)));
    outputBuffer[9u] = int(t_10);
    uint2 t_11 = popcount(ulong2(t_2, t_8));
    outputBuffer[10u] = int(t_11.x * 10u + t_11.y);
    uint2 t_12 = ctz(ulong2(t_8, ulong(1)));
    outputBuffer[11u] = int(t_12.x * 10u + t_12.y);
    outputBuffer[12u] = int(0x80000000u);
    outputBuffer[13u] = int(long(63) - clz(long(t_8)));
    return;
}
