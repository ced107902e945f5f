#include <metal_stdlib>
using namespace metal;
struct DifferentialPair_float_
{
    float p;
    float d;
};
void _func_extension_bwd_diff_834(thread DifferentialPair_float_& a, thread DifferentialPair_float_& b, float p);
void _func_extension_bwd_diff_1143(thread DifferentialPair_float_& x, float _func_extension_dOut);
void _func_extension_bwd_diff_834(thread DifferentialPair_float_& a, thread DifferentialPair_float_& b, float p) {
    float t = a.p;
    float t_1 = b.p;
    float t_2 = 10.0f * p;
    float t_3 = a.p;
    a = DifferentialPair_float_{t_3, t_2 * t_1};
    float t_4 = b.p;
    b = DifferentialPair_float_{t_4, t_2 * t};
    return;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_float_ t_5 = DifferentialPair_float_{};
    t_5 = DifferentialPair_float_{3.0f, 0.0f};
    DifferentialPair_float_ t_6 = DifferentialPair_float_{};
    t_6 = DifferentialPair_float_{5.0f, 0.0f};
    _func_extension_bwd_diff_834(t_5, t_6, 2.0f);
    DifferentialPair_float_ t_7 = t_5;
    DifferentialPair_float_ t_8 = t_6;
    outputBuffer[0u] = t_7.d;
    outputBuffer[1u] = t_8.d;
    DifferentialPair_float_ t_9 = DifferentialPair_float_{};
    t_9 = DifferentialPair_float_{1.5f, 0.0f};
    _func_extension_bwd_diff_1143(t_9, 0.5f);
    DifferentialPair_float_ t_10 = t_9;
    outputBuffer[2u] = t_10.d;
    outputBuffer[3u] = 8.0f;
    return;
}
void _func_extension_bwd_diff_1143(thread DifferentialPair_float_& x, float _func_extension_dOut) {
    float t_11 = x.p;
    float t_12 = x.p;
    x = DifferentialPair_float_{t_12, 20.0f * _func_extension_dOut * t_11};
    return;
}
