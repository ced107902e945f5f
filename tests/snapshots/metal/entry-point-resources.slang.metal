#include <metal_stdlib>
using namespace metal;
struct Scale
{
    int factor;
};
struct EntryPointParams
{
    Scale scale;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* table [[buffer(0)]], const device int* entryPointParams_values [[buffer(1)]], device int* entryPointParams_results [[buffer(2)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = entryPointParams.scale.factor;
    uint3 t_1 = GlobalInvocationId;
    uint t_2 = t_1.x;
    int t_3 = table[t_2];
    int t_4 = entryPointParams_values[t_2];
    entryPointParams_results[t_2] = t_3 + t_4 * t;
    return;
}
