#version 450
struct att_fwd_Result
{
    float p;
    float d;
};
struct Seg
{
    float x0;
    float x1;
};
struct Hit
{
    Seg s;
    float x;
};
struct att_fwd_bwd_Grads
{
    Hit f0;
    Hit f1;
};
struct att_fwd_fwd_Result
{
    att_fwd_Result p;
    att_fwd_Result d;
};
struct viaFwd_bwd_Grads
{
    float f0;
};
struct viaFwd_fwd_Result
{
    float p;
    float d;
};
struct DifferentialPair_Hit_
{
    Hit p;
    Hit d;
};
struct core_diffPair_fwd_Result
{
    DifferentialPair_Hit_ p;
    DifferentialPair_Hit_ d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
att_fwd_Result att_fwd(Hit p, Hit p_1);
att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4);
att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8);
float viaFwd(float x0);
viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10);
viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12);
void main();
core_diffPair_fwd_Result core_diffPair_fwd(Hit p_13, Hit p_14, Hit p_15, Hit p_16);
att_fwd_Result att_fwd(Hit p, Hit p_1) {
    Seg t = p.s;
    float t_1 = t.x0;
    float t_2 = t.x1;
    float t_3 = p.x;
    Seg t_4 = p_1.s;
    float t_5 = t_2 - t_3;
    float t_6 = t_3 - t_1;
    float t_7 = t_5 + t_6;
    float t_8 = (t_5 * t_1 + t_6 * t_2) / t_7;
    return att_fwd_Result(t_8, 1.0 / t_7 * (t_1 * 0.0 + t_5 * t_4.x0 + (t_2 * 0.0 + t_6 * t_4.x1)) + -(t_8 / t_7) * 0.0);
}
att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4) {
    Seg t_9 = p_2.s;
    float t_10 = p_2.x;
    float t_11 = t_9.x1 - t_10;
    float t_12 = t_10 - t_9.x0;
    float t_13 = 1.0 / (t_11 + t_12);
    float t_14 = p_4.d;
    float t_15 = t_13 * t_14;
    float t_16 = t_13 * (p_4.p + t_13 * -(0.0 * t_14));
    float t_17 = 0.0 * t_15;
    Hit t_18 = Hit(Seg(0.0, 0.0), 0.0);
    t_18.s = Seg(0.0 + t_11 * t_15, t_12 * t_15 + 0.0);
    Hit t_19 = Hit(Seg(0.0, 0.0), 0.0);
    t_19.s = Seg(0.0 + (t_17 + t_11 * t_16), t_17 + t_12 * t_16 + 0.0);
    return att_fwd_bwd_Grads(t_19, t_18);
}
att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8) {
    Seg t_20 = p_5.s;
    float t_21 = t_20.x0;
    float t_22 = t_20.x1;
    float t_23 = p_5.x;
    Seg t_24 = p_6.s;
    float t_25 = t_24.x0;
    float t_26 = t_24.x1;
    Seg t_27 = p_7.s;
    float t_28 = t_27.x0;
    float t_29 = t_27.x1;
    Seg t_30 = p_8.s;
    float t_31 = t_22 - t_23;
    float t_32 = t_23 - t_21;
    float t_33 = t_21 * 0.0;
    float t_34 = t_22 * 0.0;
    float t_35 = t_33 + t_31 * t_28 + (t_34 + t_32 * t_29);
    float t_36 = t_31 + t_32;
    float t_37 = (t_31 * t_21 + t_32 * t_22) / t_36;
    float t_38 = 1.0 / t_36;
    float t_39 = t_37 / t_36;
    float t_40 = -t_39 * 0.0;
    float t_41 = t_38 * (t_33 + t_31 * t_25 + (t_34 + t_32 * t_26)) + t_40;
    return att_fwd_fwd_Result(att_fwd_Result(t_37, t_38 * t_35 + t_40), att_fwd_Result(t_41, t_35 * (-(t_38 / t_36) * 0.0) + t_38 * (0.0 * t_25 + t_33 + (t_28 * 0.0 + t_31 * t_30.x0) + (0.0 * t_26 + t_34 + (t_29 * 0.0 + t_32 * t_30.x1))) + (0.0 * -(t_38 * t_41 + -(t_39 / t_36) * 0.0) + t_40)));
}
float viaFwd(float x0) {
    att_fwd_Result t_42 = att_fwd(Hit(Seg(x0, 0.7), 0.5), Hit(Seg(0.0, 0.0), 1.0));
    return t_42.p;
}
viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10) {
    Hit t_43 = Hit(Seg(p_9, 0.7), 0.5);
    att_fwd_Result t_44 = att_fwd(t_43, Hit(Seg(0.0, 0.0), 1.0));
    att_fwd_bwd_Grads t_45 = att_fwd_bwd(t_43, Hit(Seg(0.0, 0.0), 1.0), att_fwd_Result(0.0 + p_10, 0.0));
    return viaFwd_bwd_Grads(0.0 + t_45.f0.s.x0);
}
viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12) {
    core_diffPair_fwd_Result t_46 = core_diffPair_fwd(Hit(Seg(p_11, 0.7), 0.5), Hit(Seg(p_12, 0.0), 0.0), Hit(Seg(0.0, 0.0), 1.0), Hit(Seg(0.0, 0.0), 0.0));
    DifferentialPair_Hit_ t_47 = t_46.p;
    DifferentialPair_Hit_ t_48 = t_46.d;
    att_fwd_fwd_Result t_49 = att_fwd_fwd(t_47.p, t_48.p, t_47.d, t_48.d);
    return viaFwd_fwd_Result(t_49.p.p, t_49.d.p);
}
void main() {
    viaFwd_bwd_Grads t_50 = viaFwd_bwd(0.3, 1.0);
    outputBuffer.data[0u] = t_50.f0;
    viaFwd_fwd_Result t_51 = viaFwd_fwd(0.3, 1.0);
    outputBuffer.data[1u] = t_51.d;
    float t_52 = viaFwd(0.3);
    outputBuffer.data[2u] = t_52;
    att_fwd_Result t_53 = att_fwd(Hit(Seg(0.3, 0.7), 0.5), Hit(Seg(2.0, 0.0), 0.0));
    outputBuffer.data[3u] = t_53.d;
    return;
}
core_diffPair_fwd_Result core_diffPair_fwd(Hit p_13, Hit p_14, Hit p_15, Hit p_16) {
    return core_diffPair_fwd_Result(DifferentialPair_Hit_(p_13, p_15), DifferentialPair_Hit_(p_14, p_16));
}
