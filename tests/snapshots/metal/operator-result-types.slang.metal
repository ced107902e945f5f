#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = 1;
    outputBuffer[1u] = 2;
    outputBuffer[2u] = 12;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    outputBuffer[3u] = int(!bool(t_2));
    uint t_3 = t_1 + 5u;
    outputBuffer[4u] = int(uint(!bool(t_3)));
    outputBuffer[5u] = 1;
    outputBuffer[6u] = 1;
    outputBuffer[7u] = 2;
    float2 t_4 = float2(int2(3, t_2 + 4));
    outputBuffer[8u] = int(t_4.x * 10.5f);
    outputBuffer[9u] = int(t_4.y * 10.5f);
    outputBuffer[10u] = int(t_1 == 4294967295u);
    outputBuffer[11u] = int(t_3 - 6u == 4294967295u);
    return;
}
