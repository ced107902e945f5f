#include <metal_stdlib>
using namespace metal;
kernel void computeMain(device float2x2* inputBuffer [[buffer(0)]], device array<uint2, 2>* flags [[buffer(1)]]) {
    float2x2 t = inputBuffer[0u];
    float2x2 t_1 = inputBuffer[1u];
    float2 t_2 = t_1[0];
    float2 t_3 = t[0];
    flags[0u][0] = select(uint2(0u, 0u), uint2(1u, 1u), t_3 < t_2);
    float2 t_4 = t_1[1];
    float2 t_5 = t[1];
    flags[0u][1] = select(uint2(0u, 0u), uint2(1u, 1u), t_5 < t_4);
    flags[1u][0] = select(uint2(0u, 0u), uint2(1u, 1u), t_3 == t_2);
    flags[1u][1] = select(uint2(0u, 0u), uint2(1u, 1u), t_5 == t_4);
    uint2 t_6 = flags[0u][0];
    uint2 t_7 = flags[0u][1];
    flags[2u][0] = select(uint2(0u, 0u), uint2(1u, 1u), t_7 != uint2(0u, 0u));
    flags[2u][1] = select(uint2(1u, 1u), uint2(0u, 0u), t_6 != uint2(0u, 0u));
    return;
}
