#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    int base;
    int increment;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = globalParams.base;
    int t_3 = globalParams.increment;
    outputBuffer[t_1] = t_2 + t_3 * int(t_1);
    return;
}
