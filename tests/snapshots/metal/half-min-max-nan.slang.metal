#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]], device float* inputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputBuffer[0u];
    half t_1 = half(t);
    float t_2 = inputBuffer[1u];
    half t_3 = half(t_2);
    int t_4 = int(max(t_3, t_1));
    outputBuffer[0u] = t_4;
    outputBuffer[1u] = t_4;
    outputBuffer[2u] = int(min(t_1, -t_3));
    half3 t_5 = max(half3(t_1, t_3, t_1), half3(1.0h, t_1, -3.0h));
    outputBuffer[3u] = int(t_5.x + t_5.y * 10.0h + t_5.z * 100.0h);
    half2x2 t_6 = min(half2x2(half2(t_1, 1.0h), half2(4.0h, t_1)), half2x2(half2(5.0h, t_1), half2(t_1, 6.0h)));
    half2 t_7 = t_6[0];
    half2 t_8 = t_6[1];
    outputBuffer[4u] = int(float(t_7.x) + float(t_7.y) * 10.0f + float(t_8.x) * 100.0f + float(t_8.y) * 1000.0f);
    outputBuffer[5u] = int(clamp(t_1, 1.0h, t_3));
    outputBuffer[6u] = int(clamp(t_3 * 3.0h, t_1, 4.0h));
    outputBuffer[7u] = select(0, 1, isnan(t_1));
    return;
}
