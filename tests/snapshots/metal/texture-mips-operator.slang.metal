#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], texture2d<float, access::sample> tex [[texture(0)]], texture2d_array<float, access::sample> layers [[texture(1)]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = select(t_1 % 3u, t_1, 3u == 0u);
    int2 t_3 = int2(uint2(t_1, 3u - t_1) >> (uint2(t_2) & uint2(31u)));
    int t_4 = int(t_2);
    int3 t_5 = int3(t_3, t_4);
    float4 t_6 = tex.read(uint2(t_5.xy), uint(t_5.z));
    int3 t_7 = int3(t_3, t_4);
    float4 t_8 = tex.read(uint2(t_7.xy), uint(t_7.z));
    outputBuffer[t_1] = t_6.x + t_6.y * 10.0f;
    outputBuffer[4u + t_1] = float(select(0, 1, all(t_6 == t_8)));
    uint t_9 = t_1 & 1u;
    int4 t_10 = int4(int3(uint3(1u, t_1 >> (t_9 & 31u), 1u)), int(t_9));
    float4 t_11 = layers.read(uint2(t_10.xy), uint(t_10.z), uint(t_10.w));
    outputBuffer[8u + t_1] = t_11.x + t_11.y * 10.0f;
    return;
}
