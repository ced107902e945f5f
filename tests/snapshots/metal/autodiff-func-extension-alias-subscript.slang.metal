#include <metal_stdlib>
using namespace metal;
struct Weight_float_
{
    float k;
};
struct DifferentialPair_Weight_float_
{
    Weight_float_ p;
    Weight_float_ d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Row
{
    float3 v;
};
struct DifferentialPair_Row_
{
    Row p;
    Row d;
};
struct pick_bwd_Grads
{
    Row f0;
};
void _func_extension_bwd_diff_916(thread DifferentialPair_Weight_float_& _func_extension_this, thread DifferentialPair_float_& x, float p);
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i);
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4);
void _func_extension_bwd_diff_916(thread DifferentialPair_Weight_float_& _func_extension_this, thread DifferentialPair_float_& x, float p) {
    Weight_float_ t = _func_extension_this.p;
    float t_1 = x.p;
    Weight_float_ t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Weight_float_{t_2, Weight_float_{p * t_1 * t_1}};
    float t_3 = x.p;
    x = DifferentialPair_float_{t_3, p * 2.0f * t.k * t_1};
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i) {
    float3 self = float3{};
    self = p_1.d.v;
    float3 this_1 = float3{};
    this_1 = p_1.p.v;
    float t_4 = this_1[i];
    float t_5 = self[i];
    return DifferentialPair_float_{t_4 * 3.0f, t_5 * 3.0f};
}
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4) {
    float3 this_2 = float3{};
    float3 t_6 = p_2.v;
    this_2 = t_6;
    float t_7 = this_2[p_3];
    float3 this_3 = float3{};
    this_3 = t_6;
    float t_8 = this_3[p_3];
    float3 d = float3{};
    d = float3(0.0f, 0.0f, 0.0f);
    d[p_3] = t_7 * 3.0f * p_4 * 3.0f;
    float3 t_9 = d;
    float3 d_1 = float3{};
    d_1 = float3(0.0f, 0.0f, 0.0f);
    d_1[p_3] = t_8 * 3.0f * p_4 * 3.0f;
    float3 t_10 = d_1;
    return pick_bwd_Grads{Row{t_9 + t_10}};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    DifferentialPair_Weight_float_ t_11 = DifferentialPair_Weight_float_{};
    t_11 = DifferentialPair_Weight_float_{Weight_float_{2.0f}, Weight_float_{0.0f}};
    DifferentialPair_float_ t_12 = DifferentialPair_float_{};
    t_12 = DifferentialPair_float_{5.0f, 0.0f};
    _func_extension_bwd_diff_916(t_11, t_12, 1.0f);
    DifferentialPair_Weight_float_ t_13 = t_11;
    DifferentialPair_float_ t_14 = t_12;
    outputBuffer[0u] = t_13.d.k;
    outputBuffer[1u] = t_14.d;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1177(DifferentialPair_Row_{Row{float3(1.0f, 2.0f, 4.0f)}, Row{float3(0.0f, 0.5f, 0.0f)}}, 1);
    float t_16 = t_15.p;
    DifferentialPair_float_ t_17 = _func_extension_fwd_diff_1177(DifferentialPair_Row_{Row{float3(1.0f, 2.0f, 4.0f)}, Row{float3(0.0f, 0.5f, 0.0f)}}, 1);
    float t_18 = t_17.p;
    outputBuffer[2u] = t_16 * t_18;
    outputBuffer[3u] = t_18 * t_15.d + t_16 * t_17.d;
    pick_bwd_Grads t_19 = pick_bwd(Row{float3(1.0f, 2.0f, 4.0f)}, 2, 1.0f);
    float3 t_20 = t_19.f0.v;
    outputBuffer[4u] = t_20.x;
    outputBuffer[5u] = t_20.y;
    outputBuffer[6u] = t_20.z;
    return;
}
