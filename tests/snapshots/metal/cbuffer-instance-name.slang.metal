#include <metal_stdlib>
using namespace metal;
struct Params
{
    float3 scale;
    int count;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    int t = globalParams.params.count;
    outputBuffer[0u] = t * 2;
    float3 t_1 = globalParams.params.scale;
    float3 t_2 = globalParams.params.scale;
    outputBuffer[1u] = int(t_1.x * t_2.y * 10.0f);
    float3 t_3 = globalParams.params.scale;
    int t_4 = globalParams.params.count;
    outputBuffer[2u] = int(t_3.z) + t_4;
    return;
}
