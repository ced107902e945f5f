#include <metal_stdlib>
using namespace metal;
struct Cells
{
    float3 c;
};
struct Cells_subscript_set_bwd_Grads
{
    Cells f0;
    float f1;
};
struct DifferentialPair_Cells_
{
    Cells p;
    Cells d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct f_bwd_Grads
{
    Cells f0;
    float f1;
};
struct f_fwd_Result
{
    float p;
    float d;
};
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(thread Cells& p, int p_1, float p_2, Cells p_3);
void _func_extension_fwd_diff_937(thread DifferentialPair_Cells_& p_4, int i, DifferentialPair_float_ newValue);
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8);
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13);
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(thread Cells& p, int p_1, float p_2, Cells p_3) {
    Cells t = p;
    float t_1 = 2.0f * p_2;
    float3 t_2 = t.c;
    bool t_3 = p_1 == 0;
    float3 t_4 = t_2;
    t_4.x = select(t_2.x, t_1, t_3);
    bool t_5 = p_1 == 1;
    float3 t_6 = t_4;
    t_6.y = select(t_2.y, t_1, t_5);
    bool t_7 = p_1 == 2;
    float3 t_8 = t_6;
    t_8.z = select(t_2.z, t_1, t_7);
    Cells t_9 = t;
    t_9.c = t_8;
    p = t_9;
    float3 t_10 = p_3.c;
    float3 t_11 = t_10;
    t_11.z = 0.0f;
    float t_12 = t_10.z;
    float3 t_13 = float3(0.0f, 0.0f, 0.0f);
    t_13.z = select(t_12, 0.0f, t_7);
    float3 t_14 = t_11;
    t_14.y = 0.0f;
    float t_15 = t_10.y;
    float3 t_16 = float3(0.0f, 0.0f, 0.0f);
    t_16.y = select(t_15, 0.0f, t_5);
    float3 t_17 = t_14;
    t_17.x = 0.0f;
    float t_18 = t_10.x;
    float3 t_19 = float3(0.0f, 0.0f, 0.0f);
    t_19.x = select(t_18, 0.0f, t_3);
    return Cells_subscript_set_bwd_Grads{Cells{float3(0.0f, 0.0f, 0.0f) + (t_13 + t_16 + t_17 + t_19)}, 2.0f * (select(0.0f, t_12, t_7) + select(0.0f, t_15, t_5) + select(0.0f, t_18, t_3))};
}
void _func_extension_fwd_diff_937(thread DifferentialPair_Cells_& p_4, int i, DifferentialPair_float_ newValue) {
    Cells t_20 = p_4.p;
    float3 p_14 = float3{};
    p_14 = t_20.c;
    Cells t_21 = p_4.d;
    float3 d = float3{};
    d = t_21.c;
    p_14[i] = 2.0f * newValue.p;
    d[i] = 2.0f * newValue.d;
    float3 t_22 = p_14;
    float3 t_23 = d;
    p_4 = DifferentialPair_Cells_{Cells{t_22}, Cells{t_23}};
    return;
}
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8) {
    float3 t_24 = float3{};
    t_24 = p_5.c;
    float3 t_25 = t_24;
    t_24[p_6] = 2.0f * p_7;
    float3 t_26 = t_24;
    float t_27 = p_7 * p_8;
    float3 t_28 = float3(0.0f, 0.0f, 0.0f);
    t_28.z = t_27;
    float3 t_29 = float3(0.0f, 0.0f, 0.0f);
    t_29.y = t_27;
    float3 t_30 = float3(0.0f, 0.0f, 0.0f);
    t_30.x = t_27;
    Cells t_31 = Cells{float3(0.0f, 0.0f, 0.0f)};
    t_31.c = t_28 + t_29 + t_30;
    Cells t_32 = Cells{};
    t_32 = Cells{t_25};
    Cells_subscript_set_bwd_Grads t_33 = Cells_subscript_set_bwd(t_32, p_6, p_7, t_31);
    Cells t_34 = Cells{float3(0.0f, 0.0f, 0.0f)};
    t_34.c = t_33.f0.c;
    return f_bwd_Grads{t_34, (t_26.x + t_26.y + t_26.z) * p_8 + t_33.f1};
}
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13) {
    DifferentialPair_Cells_ t_35 = DifferentialPair_Cells_{};
    t_35 = DifferentialPair_Cells_{p_9, p_10};
    _func_extension_fwd_diff_937(t_35, p_11, DifferentialPair_float_{p_12, p_13});
    DifferentialPair_Cells_ t_36 = t_35;
    float3 t_37 = t_36.p.c;
    float3 t_38 = t_36.d.c;
    float t_39 = t_37.x + t_37.y + t_37.z;
    return f_fwd_Result{t_39 * p_12, p_12 * (t_38.x + t_38.y + t_38.z) + t_39 * p_13};
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    f_fwd_Result t_40 = f_fwd(Cells{float3(1.0f, 2.0f, 3.0f)}, Cells{float3(0.0f, 0.0f, 0.0f)}, 1, 5.0f, 1.0f);
    outputBuffer[0u] = t_40.p;
    outputBuffer[1u] = t_40.d;
    f_fwd_Result t_41 = f_fwd(Cells{float3(1.0f, 2.0f, 3.0f)}, Cells{float3(1.0f, 1.0f, 1.0f)}, 1, 5.0f, 0.0f);
    outputBuffer[2u] = t_41.d;
    f_bwd_Grads t_42 = f_bwd(Cells{float3(1.0f, 2.0f, 3.0f)}, 1, 5.0f, 1.0f);
    float3 t_43 = t_42.f0.c;
    outputBuffer[3u] = t_43.x;
    outputBuffer[4u] = t_43.y;
    outputBuffer[5u] = t_43.z;
    outputBuffer[6u] = t_42.f1;
    return;
}
