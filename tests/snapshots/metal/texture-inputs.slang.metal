#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint in_LocalInvocationIndex [[thread_index_in_threadgroup]], texture2d<float, access::sample> grad [[texture(0)]], texture3d<float, access::sample> board [[texture(1)]], texture2d<float, access::read_write> rw [[texture(2)]], sampler linearSampler [[sampler(0)]], sampler pointSampler [[sampler(1)]], device float* outputBuffer [[buffer(0)]]) {
    uint LocalInvocationIndex = in_LocalInvocationIndex;
    uint t = LocalInvocationIndex;
    int3 t_1 = int3(int(t), 1, 0);
    float4 t_2 = grad.read(uint2(t_1.xy), uint(t_1.z));
    uint t_3 = t * 5u;
    outputBuffer[t_3] = t_2.x + t_2.w;
    float t_4 = float(t);
    float4 t_5 = grad.sample(linearSampler, float2(3.5f - t_4, 2.5f) / float2(4.0f, 4.0f), level(0.0f));
    outputBuffer[t_3 + 1u] = t_5.x + t_5.y;
    uint2 t_6 = uint2(grad.get_width(), grad.get_height());
    uint t_7 = t & 1u;
    int t_8 = int(t_7);
    int3 t_9 = int3(t_8, 1, 1);
    float4 t_10 = grad.read(uint2(t_9.xy), uint(t_9.z));
    outputBuffer[t_3 + 2u] = float(t_6.x * 10u + t_6.y) + t_10.x;
    int2 t_11 = int2(uint2(t, t));
    float t_12 = rw.read(uint2(t_11)).x;
    rw.write(float4(t_12 * 2.0f + t_4, 0, 0, 0), uint2(t_11));
    float t_13 = rw.read(uint2(t_11)).x;
    outputBuffer[t_3 + 3u] = t_13;
    uint t_14 = t >> (1u & 31u);
    int4 t_15 = int4(t_8, int(t_14), 0, 0);
    float t_16 = board.read(uint3(t_15.xyz), uint(t_15.w)).x;
    float t_17 = board.sample(pointSampler, float3(float(t_7) + 0.25f, float(t_14) + 0.75f, 0.4f) / float3(2.0f, 2.0f, 2.0f), level(0.0f)).x;
    outputBuffer[t_3 + 4u] = t_16 + 10.0f * t_17;
    return;
}
