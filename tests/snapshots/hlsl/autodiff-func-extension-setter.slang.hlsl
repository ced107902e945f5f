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
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(inout Cells p, int p_1, float p_2, Cells p_3);
void _func_extension_fwd_diff_937(inout DifferentialPair_Cells_ p_4, int i, DifferentialPair_float_ newValue);
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8);
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13);
void computeMain_1();
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(inout Cells p, int p_1, float p_2, Cells p_3) {
    Cells t = p;
    float t_1 = 2.0f * p_2;
    float3 t_2 = t.c;
    bool t_3 = p_1 == 0;
    float3 t_4 = t_2;
    t_4.x = t_3 ? t_1 : t_2.x;
    bool t_5 = p_1 == 1;
    float3 t_6 = t_4;
    t_6.y = t_5 ? t_1 : t_2.y;
    bool t_7 = p_1 == 2;
    float3 t_8 = t_6;
    t_8.z = t_7 ? t_1 : t_2.z;
    Cells t_9 = t;
    t_9.c = t_8;
    p = t_9;
    float3 t_10 = p_3.c;
    float3 t_11 = t_10;
    t_11.z = 0.0f;
    float t_12 = t_10.z;
    float3 t_13 = float3(0.0f, 0.0f, 0.0f);
    t_13.z = t_7 ? 0.0f : t_12;
    float3 t_14 = t_11;
    t_14.y = 0.0f;
    float t_15 = t_10.y;
    float3 t_16 = float3(0.0f, 0.0f, 0.0f);
    t_16.y = t_5 ? 0.0f : t_15;
    float3 t_17 = t_14;
    t_17.x = 0.0f;
    float t_18 = t_10.x;
    float3 t_19 = float3(0.0f, 0.0f, 0.0f);
    t_19.x = t_3 ? 0.0f : t_18;
    Cells t_20 = {float3(0.0f, 0.0f, 0.0f) + (t_13 + t_16 + t_17 + t_19)};
    Cells_subscript_set_bwd_Grads t_21 = {t_20, 2.0f * ((t_7 ? t_12 : 0.0f) + (t_5 ? t_15 : 0.0f) + (t_3 ? t_18 : 0.0f))};
    return t_21;
}
void _func_extension_fwd_diff_937(inout DifferentialPair_Cells_ p_4, int i, DifferentialPair_float_ newValue) {
    Cells t_22 = p_4.p;
    float3 p_14 = (float3)0.0f;
    p_14 = t_22.c;
    Cells t_23 = p_4.d;
    float3 d = (float3)0.0f;
    d = t_23.c;
    p_14[i] = 2.0f * newValue.p;
    d[i] = 2.0f * newValue.d;
    float3 t_24 = p_14;
    Cells t_25 = {t_24};
    float3 t_26 = d;
    Cells t_27 = {t_26};
    DifferentialPair_Cells_ t_28 = {t_25, t_27};
    p_4 = t_28;
    return;
}
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8) {
    float3 t_29 = (float3)0.0f;
    t_29 = p_5.c;
    float3 t_30 = t_29;
    Cells t_31 = {t_30};
    t_29[p_6] = 2.0f * p_7;
    float3 t_32 = t_29;
    float t_33 = p_7 * p_8;
    float3 t_34 = float3(0.0f, 0.0f, 0.0f);
    t_34.z = t_33;
    float3 t_35 = float3(0.0f, 0.0f, 0.0f);
    t_35.y = t_33;
    float3 t_36 = float3(0.0f, 0.0f, 0.0f);
    t_36.x = t_33;
    Cells t_37 = {float3(0.0f, 0.0f, 0.0f)};
    Cells t_38 = t_37;
    t_38.c = t_34 + t_35 + t_36;
    Cells t_39 = (Cells)0;
    t_39 = t_31;
    Cells_subscript_set_bwd_Grads t_40 = Cells_subscript_set_bwd(t_39, p_6, p_7, t_38);
    Cells t_41 = t_40.f0;
    Cells t_42 = t_37;
    t_42.c = t_41.c;
    f_bwd_Grads t_43 = {t_42, (t_32.x + t_32.y + t_32.z) * p_8 + t_40.f1};
    return t_43;
}
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13) {
    DifferentialPair_Cells_ t_44 = (DifferentialPair_Cells_)0;
    DifferentialPair_Cells_ t_45 = {p_9, p_10};
    t_44 = t_45;
    DifferentialPair_float_ t_46 = {p_12, p_13};
    _func_extension_fwd_diff_937(t_44, p_11, t_46);
    DifferentialPair_Cells_ t_47 = t_44;
    Cells t_48 = t_47.p;
    float3 t_49 = t_48.c;
    Cells t_50 = t_47.d;
    float3 t_51 = t_50.c;
    float t_52 = t_49.x + t_49.y + t_49.z;
    f_fwd_Result t_53 = {t_52 * p_12, p_12 * (t_51.x + t_51.y + t_51.z) + t_52 * p_13};
    return t_53;
}
void computeMain_1() {
    Cells t_54 = {float3(1.0f, 2.0f, 3.0f)};
    Cells t_55 = {float3(0.0f, 0.0f, 0.0f)};
    f_fwd_Result t_56 = f_fwd(t_54, t_55, 1, 5.0f, 1.0f);
    outputBuffer[0u] = t_56.p;
    outputBuffer[1u] = t_56.d;
    Cells t_57 = {float3(1.0f, 1.0f, 1.0f)};
    f_fwd_Result t_58 = f_fwd(t_54, t_57, 1, 5.0f, 0.0f);
    outputBuffer[2u] = t_58.d;
    f_bwd_Grads t_59 = f_bwd(t_54, 1, 5.0f, 1.0f);
    Cells t_60 = t_59.f0;
    float3 t_61 = t_60.c;
    outputBuffer[3u] = t_61.x;
    outputBuffer[4u] = t_61.y;
    outputBuffer[5u] = t_61.z;
    outputBuffer[6u] = t_59.f1;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
