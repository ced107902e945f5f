#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint in_LocalInvocationIndex [[thread_index_in_threadgroup]], texture2d<float, access::sample> grad [[texture(0)]], texture3d<float, access::sample> board [[texture(1)]], texture2d<float, access::read_write> rw [[texture(2)]], sampler linearSampler [[sampler(3)]], sampler pointSampler [[sampler(4)]], device float* outputBuffer [[buffer(5)]]) {
    uint LocalInvocationIndex = in_LocalInvocationIndex;
    uint t = LocalInvocationIndex;
    int3 t_1 = int3(int(t), 1, 0);
    float4 t_2 = grad.read(uint2(t_1.xy), uint(t_1.z));
    uint t_3 = t * 5u;
    outputBuffer[t_3] = t_2.x + t_2.w;
    float t_4 = float(t);
    float2 t_5 = float2(3.5f - t_4, 2.5f) / float2(4.0f, 4.0f);
    float4 t_6 = grad.sample(linearSampler, t_5, level(0.0f));
    outputBuffer[t_3 + 1u] = t_6.x + t_6.y;
    uint2 t_7 = uint2(grad.get_width(), grad.get_height());
    uint t_8 = t & 1u;
    int t_9 = int(t_8);
    int3 t_10 = int3(t_9, 1, 1);
    float4 t_11 = grad.read(uint2(t_10.xy), uint(t_10.z));
    outputBuffer[t_3 + 2u] = float(t_7.x * 10u + t_7.y) + t_11.x;
    int2 t_12 = int2(uint2(t, t));
    float t_13 = rw.read(uint2(t_12)).x;
    rw.write(float4(t_13 * 2.0f + t_4, 0, 0, 0), uint2(t_12));
    float t_14 = rw.read(uint2(t_12)).x;
    outputBuffer[t_3 + 3u] = t_14;
    uint t_15 = t >> (1u & 31u);
    int4 t_16 = int4(t_9, int(t_15), 0, 0);
    float t_17 = board.read(uint3(t_16.xyz), uint(t_16.w)).x;
    float3 t_18 = float3(float(t_8) + 0.25f, float(t_15) + 0.75f, 0.4f) / float3(2.0f, 2.0f, 2.0f);
    float t_19 = board.sample(pointSampler, t_18, level(0.0f)).x;
    outputBuffer[t_3 + 4u] = t_17 + 10.0f * t_19;
    return;
}
