#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    int a;
    float3 v;
    float s;
    int b;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = globalParams.a;
    outputBuffer[0u] = t;
    float3 t_1 = globalParams.v;
    float3 t_2 = globalParams.v;
    float3 t_3 = globalParams.v;
    outputBuffer[1u] = int(t_1.x + t_2.y * 10.0f + t_3.z * 100.0f);
    float t_4 = globalParams.s;
    outputBuffer[2u] = int(t_4 * 4.0f);
    int t_5 = globalParams.b;
    int t_6 = globalParams.a;
    outputBuffer[3u] = t_5 - t_6;
    return;
}
