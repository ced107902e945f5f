#include <metal_stdlib>
using namespace metal;
struct Params
{
    float factor;
    int4 values;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = globalParams.params.values[t_1];
    float t_3 = globalParams.params.factor;
    outputBuffer[t_1] = int(float(t_2) * t_3);
    return;
}
