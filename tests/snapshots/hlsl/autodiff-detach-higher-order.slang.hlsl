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
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
att_fwd_Result att_fwd(Hit p, Hit p_1);
att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4);
att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8);
float viaFwd(float x0);
viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10);
viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12);
void computeMain_1();
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
    att_fwd_Result t_9 = {t_8, 1.0f / t_7 * (t_1 * 0.0f + t_5 * t_4.x0 + (t_2 * 0.0f + t_6 * t_4.x1)) + -(t_8 / t_7) * 0.0f};
    return t_9;
}
att_fwd_bwd_Grads att_fwd_bwd(Hit p_2, Hit p_3, att_fwd_Result p_4) {
    Seg t_10 = p_2.s;
    float t_11 = p_2.x;
    float t_12 = t_10.x1 - t_11;
    float t_13 = t_11 - t_10.x0;
    float t_14 = 1.0f / (t_12 + t_13);
    float t_15 = p_4.d;
    float t_16 = t_14 * t_15;
    float t_17 = t_14 * (p_4.p + t_14 * -(0.0f * t_15));
    float t_18 = 0.0f * t_16;
    Seg t_19 = {0.0f + t_12 * t_16, t_13 * t_16 + 0.0f};
    Hit t_20 = {{0.0f, 0.0f}, 0.0f};
    Hit t_21 = t_20;
    t_21.s = t_19;
    Seg t_22 = {0.0f + (t_18 + t_12 * t_17), t_18 + t_13 * t_17 + 0.0f};
    Hit t_23 = t_20;
    t_23.s = t_22;
    att_fwd_bwd_Grads t_24 = {t_23, t_21};
    return t_24;
}
att_fwd_fwd_Result att_fwd_fwd(Hit p_5, Hit p_6, Hit p_7, Hit p_8) {
    Seg t_25 = p_5.s;
    float t_26 = t_25.x0;
    float t_27 = t_25.x1;
    float t_28 = p_5.x;
    Seg t_29 = p_6.s;
    float t_30 = t_29.x0;
    float t_31 = t_29.x1;
    Seg t_32 = p_7.s;
    float t_33 = t_32.x0;
    float t_34 = t_32.x1;
    Seg t_35 = p_8.s;
    float t_36 = t_27 - t_28;
    float t_37 = t_28 - t_26;
    float t_38 = t_26 * 0.0f;
    float t_39 = t_27 * 0.0f;
    float t_40 = t_38 + t_36 * t_33 + (t_39 + t_37 * t_34);
    float t_41 = t_36 + t_37;
    float t_42 = (t_36 * t_26 + t_37 * t_27) / t_41;
    float t_43 = 1.0f / t_41;
    float t_44 = t_42 / t_41;
    float t_45 = -t_44 * 0.0f;
    float t_46 = t_43 * (t_38 + t_36 * t_30 + (t_39 + t_37 * t_31)) + t_45;
    att_fwd_Result t_47 = {t_42, t_43 * t_40 + t_45};
    att_fwd_Result t_48 = {t_46, t_40 * (-(t_43 / t_41) * 0.0f) + t_43 * (0.0f * t_30 + t_38 + (t_33 * 0.0f + t_36 * t_35.x0) + (0.0f * t_31 + t_39 + (t_34 * 0.0f + t_37 * t_35.x1))) + (0.0f * -(t_43 * t_46 + -(t_44 / t_41) * 0.0f) + t_45)};
    att_fwd_fwd_Result t_49 = {t_47, t_48};
    return t_49;
}
float viaFwd(float x0) {
    Seg t_50 = {x0, 0.7f};
    Hit t_51 = {t_50, 0.5f};
    Hit t_52 = {{0.0f, 0.0f}, 1.0f};
    att_fwd_Result t_53 = att_fwd(t_51, t_52);
    return t_53.p;
}
viaFwd_bwd_Grads viaFwd_bwd(float p_9, float p_10) {
    Seg t_54 = {p_9, 0.7f};
    Hit t_55 = {t_54, 0.5f};
    Hit t_56 = {{0.0f, 0.0f}, 1.0f};
    att_fwd_Result t_57 = att_fwd(t_55, t_56);
    att_fwd_Result t_58 = {0.0f + p_10, 0.0f};
    att_fwd_bwd_Grads t_59 = att_fwd_bwd(t_55, t_56, t_58);
    Hit t_60 = t_59.f0;
    Seg t_61 = t_60.s;
    viaFwd_bwd_Grads t_62 = {0.0f + t_61.x0};
    return t_62;
}
viaFwd_fwd_Result viaFwd_fwd(float p_11, float p_12) {
    Seg t_63 = {p_11, 0.7f};
    Seg t_64 = {p_12, 0.0f};
    Hit t_65 = {t_63, 0.5f};
    Hit t_66 = {t_64, 0.0f};
    Hit t_67 = {{0.0f, 0.0f}, 1.0f};
    Hit t_68 = {{0.0f, 0.0f}, 0.0f};
    core_diffPair_fwd_Result t_69 = core_diffPair_fwd(t_65, t_66, t_67, t_68);
    DifferentialPair_Hit_ t_70 = t_69.p;
    DifferentialPair_Hit_ t_71 = t_69.d;
    Hit t_72 = t_70.p;
    Hit t_73 = t_71.p;
    Hit t_74 = t_70.d;
    Hit t_75 = t_71.d;
    att_fwd_fwd_Result t_76 = att_fwd_fwd(t_72, t_73, t_74, t_75);
    att_fwd_Result t_77 = t_76.p;
    att_fwd_Result t_78 = t_76.d;
    viaFwd_fwd_Result t_79 = {t_77.p, t_78.p};
    return t_79;
}
void computeMain_1() {
    viaFwd_bwd_Grads t_80 = viaFwd_bwd(0.3f, 1.0f);
    outputBuffer[0u] = t_80.f0;
    viaFwd_fwd_Result t_81 = viaFwd_fwd(0.3f, 1.0f);
    outputBuffer[1u] = t_81.d;
    float t_82 = viaFwd(0.3f);
    outputBuffer[2u] = t_82;
    Hit t_83 = {{0.3f, 0.7f}, 0.5f};
    Hit t_84 = {{2.0f, 0.0f}, 0.0f};
    att_fwd_Result t_85 = att_fwd(t_83, t_84);
    outputBuffer[3u] = t_85.d;
    return;
}
core_diffPair_fwd_Result core_diffPair_fwd(Hit p_13, Hit p_14, Hit p_15, Hit p_16) {
    DifferentialPair_Hit_ t_86 = {p_13, p_15};
    DifferentialPair_Hit_ t_87 = {p_14, p_16};
    core_diffPair_fwd_Result t_88 = {t_86, t_87};
    return t_88;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
