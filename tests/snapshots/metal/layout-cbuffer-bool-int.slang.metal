#include <metal_stdlib>
using namespace metal;
struct Params
{
    uint a;
    uint b;
    int c;
    uint3 d;
    uint e;
    int f;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = globalParams.params.a;
    outputBuffer[0u] = select(20, 10, t != 0u);
    uint t_1 = globalParams.params.b;
    outputBuffer[1u] = select(20, 10, t_1 != 0u);
    int t_2 = globalParams.params.c;
    outputBuffer[2u] = t_2;
    uint3 t_3 = globalParams.params.d;
    outputBuffer[3u] = select(0, 1, (t_3 != uint3(0u, 0u, 0u)).x);
    uint3 t_4 = globalParams.params.d;
    outputBuffer[4u] = select(0, 1, (t_4 != uint3(0u, 0u, 0u)).y);
    uint3 t_5 = globalParams.params.d;
    outputBuffer[5u] = select(0, 1, (t_5 != uint3(0u, 0u, 0u)).z);
    uint t_6 = globalParams.params.e;
    outputBuffer[6u] = int(t_6);
    int t_7 = globalParams.params.f;
    outputBuffer[7u] = t_7;
    return;
}
