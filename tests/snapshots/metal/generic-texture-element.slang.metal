#include <metal_stdlib>
using namespace metal;
kernel void computeMain(texture2d<float, access::sample> t4 [[texture(0)]], texture2d<float, access::sample> t2 [[texture(1)]], device float* outputBuffer [[buffer(0)]]) {
    int3 t = int3(1, 2, 0);
    float4 t_1 = t4.read(uint2(t.xy), uint(t.z));
    float4 t_2 = t_1 + float4(1.0f, 1.0f, 1.0f, 1.0f);
    int3 t_3 = int3(0, 0, 0);
    float2 t_4 = t2.read(uint2(t_3.xy), uint(t_3.z)).xy;
    float2 t_5 = t_4 + float2(1.0f, 1.0f);
    outputBuffer[0u] = dot(t_2, t_2) + 2.0f;
    outputBuffer[1u] = dot(t_5, t_5) + 3.0f;
    uint2 t_6 = uint2(t4.get_width(), t4.get_height());
    outputBuffer[2u] = float(int(t_6.x * t_6.y));
    uint2 t_7 = uint2(t2.get_width(), t2.get_height());
    outputBuffer[3u] = float(int(t_7.x * t_7.y));
    return;
}
