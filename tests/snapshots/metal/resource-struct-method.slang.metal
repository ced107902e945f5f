#include <metal_stdlib>
using namespace metal;
struct Resources
{
    uint scale;
};
struct GlobalParams
{
    Resources gRes;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(1)]], constant GlobalParams& globalParams [[buffer(0)]], const device uint* gRes_data [[buffer(2)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = globalParams.gRes.scale;
    uint t_3 = gRes_data[t_1];
    outputBuffer[t_1] = t_3 * t_2 + t_1;
    return;
}
