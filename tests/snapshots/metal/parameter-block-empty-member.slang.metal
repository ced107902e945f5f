#include <metal_stdlib>
using namespace metal;
struct Params
{
    int factor;
    int offset;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* params_results [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    int t_2 = globalParams.params.factor;
    int t_3 = globalParams.params.offset;
    params_results[uint(t_1)] = t_1 * t_2 + 1 + t_3;
    return;
}
