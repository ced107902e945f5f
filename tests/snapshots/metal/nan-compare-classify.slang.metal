#include <metal_stdlib>
using namespace metal;
int compareMask(float x, float y);
int compareMask(float x, float y) {
    return select(0, 1, x == y) | select(0, 2, x != y) | select(0, 4, x < y) | select(0, 8, x <= y) | select(0, 16, x > y) | select(0, 32, x >= y);
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device float* inputs [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = inputs[0u];
    float t_1 = inputs[1u];
    float t_2 = inputs[2u];
    float t_3 = inputs[3u];
    int t_4 = compareMask(t, t);
    int t_5 = compareMask(t, t_3);
    int t_6 = compareMask(t_3, t);
    outputBuffer[0u] = t_4 | t_5 << (8 & 31) | t_6 << (16 & 31);
    int t_7 = compareMask(float(as_type<float>(0xffc00000u)), float(as_type<float>(0xffc00000u)));
    int t_8 = compareMask(float(as_type<float>(0xffc00000u)), 1.0f);
    int t_9 = compareMask(t_3, t_3);
    outputBuffer[1u] = t_7 | t_8 << (8 & 31) | t_9 << (16 & 31);
    outputBuffer[2u] = select(0, 1, isnan(t)) | select(0, 2, isinf(t)) | select(0, 4, isfinite(t)) | (select(0, 1, isnan(t_1)) | select(0, 2, isinf(t_1)) | select(0, 4, isfinite(t_1))) << (4 & 31) | (select(0, 1, isnan(t_2)) | select(0, 2, isinf(t_2)) | select(0, 4, isfinite(t_2))) << (8 & 31) | (select(0, 1, isnan(t_3)) | select(0, 2, isinf(t_3)) | select(0, 4, isfinite(t_3))) << (12 & 31) | 65536;
    float3 t_10 = float3(t, t_1, t_3);
    bool3 t_11 = isnan(t_10);
    bool3 t_12 = isinf(t_10);
    bool3 t_13 = isfinite(t_10);
    outputBuffer[3u] = select(0, 1, t_11.x) | select(0, 2, t_11.y) | select(0, 4, t_11.z) | select(0, 8, t_12.x) | select(0, 16, t_12.y) | select(0, 32, t_12.z) | select(0, 64, t_13.x) | select(0, 128, t_13.y) | select(0, 256, t_13.z);
    float2 t_14 = float2(t, t_3);
    bool2 t_15 = t_14 != t_14;
    bool2 t_16 = t_14 == t_14;
    outputBuffer[4u] = select(0, 1, t_15.x) | select(0, 2, t_15.y) | select(0, 4, t_16.x) | select(0, 8, t_16.y);
    return;
}
