#version 450
struct Cells
{
    vec3 c;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(inout Cells p, int p_1, float p_2, Cells p_3);
void _func_extension_fwd_diff_937(inout DifferentialPair_Cells_ p_4, int i, DifferentialPair_float_ newValue);
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8);
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13);
void main();
Cells_subscript_set_bwd_Grads Cells_subscript_set_bwd(inout Cells p, int p_1, float p_2, Cells p_3) {
    Cells t = p;
    float t_1 = 2.0 * p_2;
    vec3 t_2 = t.c;
    bool t_3 = p_1 == 0;
    vec3 t_4 = t_2;
    t_4.x = t_3 ? t_1 : t_2.x;
    bool t_5 = p_1 == 1;
    vec3 t_6 = t_4;
    t_6.y = t_5 ? t_1 : t_2.y;
    bool t_7 = p_1 == 2;
    vec3 t_8 = t_6;
    t_8.z = t_7 ? t_1 : t_2.z;
    Cells t_9 = t;
    t_9.c = t_8;
    p = t_9;
    vec3 t_10 = p_3.c;
    vec3 t_11 = t_10;
    t_11.z = 0.0;
    float t_12 = t_10.z;
    vec3 t_13 = vec3(0.0, 0.0, 0.0);
    t_13.z = t_7 ? 0.0 : t_12;
    vec3 t_14 = t_11;
    t_14.y = 0.0;
    float t_15 = t_10.y;
    vec3 t_16 = vec3(0.0, 0.0, 0.0);
    t_16.y = t_5 ? 0.0 : t_15;
    vec3 t_17 = t_14;
    t_17.x = 0.0;
    float t_18 = t_10.x;
    vec3 t_19 = vec3(0.0, 0.0, 0.0);
    t_19.x = t_3 ? 0.0 : t_18;
    return Cells_subscript_set_bwd_Grads(Cells(vec3(0.0, 0.0, 0.0) + (t_13 + t_16 + t_17 + t_19)), 2.0 * ((t_7 ? t_12 : 0.0) + (t_5 ? t_15 : 0.0) + (t_3 ? t_18 : 0.0)));
}
void _func_extension_fwd_diff_937(inout DifferentialPair_Cells_ p_4, int i, DifferentialPair_float_ newValue) {
    Cells t_20 = p_4.p;
    vec3 p_14 = vec3(0.0);
    p_14 = t_20.c;
    Cells t_21 = p_4.d;
    vec3 d = vec3(0.0);
    d = t_21.c;
    p_14[i] = 2.0 * newValue.p;
    d[i] = 2.0 * newValue.d;
    vec3 t_22 = p_14;
    vec3 t_23 = d;
    p_4 = DifferentialPair_Cells_(Cells(t_22), Cells(t_23));
    return;
}
f_bwd_Grads f_bwd(Cells p_5, int p_6, float p_7, float p_8) {
    vec3 t_24 = vec3(0.0);
    t_24 = p_5.c;
    vec3 t_25 = t_24;
    t_24[p_6] = 2.0 * p_7;
    vec3 t_26 = t_24;
    float t_27 = p_7 * p_8;
    vec3 t_28 = vec3(0.0, 0.0, 0.0);
    t_28.z = t_27;
    vec3 t_29 = vec3(0.0, 0.0, 0.0);
    t_29.y = t_27;
    vec3 t_30 = vec3(0.0, 0.0, 0.0);
    t_30.x = t_27;
    Cells t_31 = Cells(vec3(0.0, 0.0, 0.0));
    t_31.c = t_28 + t_29 + t_30;
    Cells t_32 = Cells(vec3(0.0));
    t_32 = Cells(t_25);
    Cells_subscript_set_bwd_Grads t_33 = Cells_subscript_set_bwd(t_32, p_6, p_7, t_31);
    Cells t_34 = Cells(vec3(0.0, 0.0, 0.0));
    t_34.c = t_33.f0.c;
    return f_bwd_Grads(t_34, (t_26.x + t_26.y + t_26.z) * p_8 + t_33.f1);
}
f_fwd_Result f_fwd(Cells p_9, Cells p_10, int p_11, float p_12, float p_13) {
    DifferentialPair_Cells_ t_35 = DifferentialPair_Cells_(Cells(vec3(0.0)), Cells(vec3(0.0)));
    t_35 = DifferentialPair_Cells_(p_9, p_10);
    _func_extension_fwd_diff_937(t_35, p_11, DifferentialPair_float_(p_12, p_13));
    DifferentialPair_Cells_ t_36 = t_35;
    vec3 t_37 = t_36.p.c;
    vec3 t_38 = t_36.d.c;
    float t_39 = t_37.x + t_37.y + t_37.z;
    return f_fwd_Result(t_39 * p_12, p_12 * (t_38.x + t_38.y + t_38.z) + t_39 * p_13);
}
void main() {
    f_fwd_Result t_40 = f_fwd(Cells(vec3(1.0, 2.0, 3.0)), Cells(vec3(0.0, 0.0, 0.0)), 1, 5.0, 1.0);
    outputBuffer.data[0u] = t_40.p;
    outputBuffer.data[1u] = t_40.d;
    f_fwd_Result t_41 = f_fwd(Cells(vec3(1.0, 2.0, 3.0)), Cells(vec3(1.0, 1.0, 1.0)), 1, 5.0, 0.0);
    outputBuffer.data[2u] = t_41.d;
    f_bwd_Grads t_42 = f_bwd(Cells(vec3(1.0, 2.0, 3.0)), 1, 5.0, 1.0);
    vec3 t_43 = t_42.f0.c;
    outputBuffer.data[3u] = t_43.x;
    outputBuffer.data[4u] = t_43.y;
    outputBuffer.data[5u] = t_43.z;
    outputBuffer.data[6u] = t_42.f1;
    return;
}
