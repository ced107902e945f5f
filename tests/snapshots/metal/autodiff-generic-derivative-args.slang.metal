#include <metal_stdlib>
using namespace metal;
struct DifferentialPair_float_
{
    float p;
    float d;
};
DifferentialPair_float_ dcube(DifferentialPair_float_ x);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_float_ t = dcube(DifferentialPair_float_{2.0f, 0.5f});
    outputBuffer[0u] = t.p;
    outputBuffer[1u] = t.d;
    DifferentialPair_float_ t_1 = dcube(DifferentialPair_float_{-1.0f, 2.0f});
    outputBuffer[2u] = t_1.p;
    outputBuffer[3u] = t_1.d;
    outputBuffer[4u] = 15.0f;
    return;
}
DifferentialPair_float_ dcube(DifferentialPair_float_ x) {
    float t_2 = x.p;
    return DifferentialPair_float_{t_2 * t_2 * t_2, 3.0f * t_2 * t_2 * x.d};
}
