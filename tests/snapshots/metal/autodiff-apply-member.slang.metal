#include <metal_stdlib>
using namespace metal;
struct Pt
{
    float a;
    float b;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
void _func_extension_bwd_diff_737(thread DifferentialPair_Pt_& _func_extension_this, thread DifferentialPair_float_& s, float p);
void _func_extension_bwd_diff_737(thread DifferentialPair_Pt_& _func_extension_this, thread DifferentialPair_float_& s, float p) {
    Pt t = _func_extension_this.p;
    float t_1 = s.p;
    Pt t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Pt_{t_2, Pt{p * t_1, p * 2.0f * t_1}};
    float t_3 = s.p;
    s = DifferentialPair_float_{t_3, p * (t.a + 2.0f * t.b)};
    return;
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    DifferentialPair_Pt_ t_4 = DifferentialPair_Pt_{};
    t_4 = DifferentialPair_Pt_{Pt{1.0f, 3.0f}, Pt{0.0f, 0.0f}};
    DifferentialPair_float_ t_5 = DifferentialPair_float_{};
    t_5 = DifferentialPair_float_{4.0f, 0.0f};
    _func_extension_bwd_diff_737(t_4, t_5, 0.5f);
    DifferentialPair_Pt_ t_6 = t_4;
    Pt t_7 = t_6.d;
    DifferentialPair_float_ t_8 = t_5;
    outputBuffer[0u] = t_7.a;
    outputBuffer[1u] = t_7.b;
    outputBuffer[2u] = t_8.d;
    outputBuffer[3u] = t_6.p.b;
    return;
}
