#include <metal_stdlib>
using namespace metal;
struct DifferentialPair_float_
{
    float p;
    float d;
};
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y);
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y) {
    float t = x.p;
    float t_1 = y.p;
    float t_2 = sqrt(t * t + t_1 * t_1);
    return DifferentialPair_float_{t_2, (t * x.d + t_1 * y.d) / t_2};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_float_ t_3 = hyp_fwd(DifferentialPair_float_{3.0f, 1.0f}, DifferentialPair_float_{4.0f, 0.0f});
    outputBuffer[0u] = t_3.p;
    outputBuffer[1u] = t_3.d;
    DifferentialPair_float_ t_4 = hyp_fwd(DifferentialPair_float_{6.0f, 0.5f}, DifferentialPair_float_{8.0f, 2.0f});
    outputBuffer[2u] = t_4.p;
    outputBuffer[3u] = t_4.d;
    return;
}
