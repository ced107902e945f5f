#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    int count;
    float scale;
    float2 offset;
    int extra;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = globalParams.count;
    float t_1 = globalParams.scale;
    outputBuffer[0u] = float(t) * t_1;
    float2 t_2 = globalParams.offset;
    float2 t_3 = globalParams.offset;
    outputBuffer[1u] = t_2.x + t_3.y;
    int t_4 = globalParams.extra;
    outputBuffer[2u] = float(t_4);
    float t_5 = globalParams.scale;
    float2 t_6 = globalParams.offset;
    outputBuffer[3u] = t_5 * t_6.y;
    return;
}
