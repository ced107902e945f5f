#include <metal_stdlib>
using namespace metal;
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Pt
{
    float u;
    float v;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
struct Scale
{
    float k;
};
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x);
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p);
void _func_extension_bwd_diff_1543(thread DifferentialPair_Pt_& self, float dOut);
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1);
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x) {
    float t = x.p;
    return DifferentialPair_float_{t * t * t * t, 40.0f * t * t * t * x.d};
}
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p) {
    Pt t_1 = p.p;
    float t_2 = t_1.u;
    float t_3 = t_1.v;
    Pt t_4 = p.d;
    return DifferentialPair_float_{t_2 * t_3, 10.0f * (t_4.u * t_3 + t_2 * t_4.v)};
}
void _func_extension_bwd_diff_1543(thread DifferentialPair_Pt_& self, float dOut) {
    float t_5 = 10.0f * dOut;
    float t_6 = self.p.v;
    float t_7 = self.p.u;
    Pt t_8 = self.p;
    self = DifferentialPair_Pt_{t_8, Pt{t_5 * t_6, t_5 * t_7}};
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1) {
    float t_9 = self_1.k;
    return DifferentialPair_float_{t_9 * x_1.p, 10.0f * t_9 * x_1.d};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_float_ t_10 = _func_extension_fwd_diff_710(DifferentialPair_float_{2.0f, 0.5f});
    outputBuffer[0u] = t_10.p;
    outputBuffer[1u] = t_10.d;
    outputBuffer[2u] = 2160.0f;
    outputBuffer[3u] = 3.0f;
    outputBuffer[4u] = 5.0f;
    DifferentialPair_float_ t_11 = _func_extension_fwd_diff_1360(DifferentialPair_Pt_{Pt{2.0f, 5.0f}, Pt{1.0f, 3.0f}});
    outputBuffer[5u] = t_11.p;
    outputBuffer[6u] = t_11.d;
    DifferentialPair_Pt_ t_12 = DifferentialPair_Pt_{};
    t_12 = DifferentialPair_Pt_{Pt{2.0f, 5.0f}, Pt{1.0f, 3.0f}};
    _func_extension_bwd_diff_1543(t_12, 0.5f);
    DifferentialPair_Pt_ t_13 = t_12;
    Pt t_14 = t_13.d;
    outputBuffer[7u] = t_14.u;
    outputBuffer[8u] = t_14.v;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1807(Scale{4.0f}, DifferentialPair_float_{1.0f, 0.75f});
    outputBuffer[9u] = t_15.p;
    outputBuffer[10u] = t_15.d;
    return;
}
