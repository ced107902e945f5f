struct det3_bwd_Grads
{
    row_major float3x3 f0;
};
struct cs_bwd_Grads
{
    float f0;
    float f1;
};
struct dynSum_bwd_Grads
{
    float3 f0;
};
struct rowPick_bwd_Grads
{
    row_major float2x2 f0;
};
struct core_copysign_1_fwd_Result
{
    float p;
    float d;
};
struct core_asinh_fwd_Result
{
    float p;
    float d;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
det3_bwd_Grads det3_bwd(row_major float3x3 p, float p_1);
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4);
dynSum_bwd_Grads dynSum_bwd(float3 p_5, int p_6, int p_7, float p_8);
rowPick_bwd_Grads rowPick_bwd(row_major float2x2 p_9, int p_10, float p_11);
void computeMain_1();
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15);
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17);
det3_bwd_Grads det3_bwd(row_major float3x3 p, float p_1) {
    float3 t = (float3)p_1;
    float3 t_1 = p[1];
    float2 t_2 = t_1.xy;
    float3 t_3 = p[0];
    float2 t_4 = t_3.xy;
    float2 t_5 = t_1.xz;
    float2 t_6 = t_3.xz;
    float2 t_7 = t_1.yz;
    float2 t_8 = t_3.yz;
    float3 t_9 = p[2];
    float2 t_10 = t_9.xy;
    float2 t_11 = t_9.xz;
    float2 t_12 = t_9.yz;
    det3_bwd_Grads t_13 = {float3x3(float3(determinant(float2x2(t_7, t_12)), -determinant(float2x2(t_5, t_11)), determinant(float2x2(t_2, t_10))) * t, float3(-determinant(float2x2(t_8, t_12)), determinant(float2x2(t_6, t_11)), -determinant(float2x2(t_4, t_10))) * t, float3(determinant(float2x2(t_8, t_7)), -determinant(float2x2(t_6, t_5)), determinant(float2x2(t_4, t_2))) * t)};
    return t_13;
}
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4) {
    cs_bwd_Grads t_14 = {(float)sign(p_2) * (((asuint(p_3) & 2147483648u) != 0u ? -1.0f : 1.0f) * (p_3 == 0.0f ? 0.0f : p_4)), 0.0f};
    return t_14;
}
dynSum_bwd_Grads dynSum_bwd(float3 p_5, int p_6, int p_7, float p_8) {
    float t_15[3] = {p_5.x, 2.0f * p_5.y, p_5.z};
    bool t_16 = p_6 == 0;
    bool t_17 = p_6 == 1;
    bool t_18 = p_6 == 2;
    bool t_19 = p_7 == 0;
    bool t_20 = p_7 == 1;
    bool t_21 = p_7 == 2;
    float3 t_22 = float3(0.0f, 0.0f, 0.0f);
    t_22.z = p_8;
    float3 t_23 = float3(0.0f, 0.0f, 0.0f);
    t_23.y = p_8;
    float3 t_24 = float3(0.0f, 0.0f, 0.0f);
    t_24.x = p_8;
    float3 t_25 = t_22 + t_23 + t_24;
    float3 t_26 = t_25;
    t_26.z = 0.0f;
    float t_27 = t_25.z;
    float3 t_28 = float3(0.0f, 0.0f, 0.0f);
    t_28.z = t_21 ? 0.0f : t_27;
    float3 t_29 = t_26;
    t_29.y = 0.0f;
    float t_30 = t_25.y;
    float3 t_31 = float3(0.0f, 0.0f, 0.0f);
    t_31.y = t_20 ? 0.0f : t_30;
    float3 t_32 = t_29;
    t_32.x = 0.0f;
    float t_33 = t_25.x;
    float t_34 = (t_21 ? t_27 : 0.0f) + (t_20 ? t_30 : 0.0f) + (t_19 ? t_33 : 0.0f);
    float3 t_35 = float3(0.0f, 0.0f, 0.0f);
    t_35.x = t_19 ? 0.0f : t_33;
    float t_36 = p_8 + (t_16 ? t_34 : 0.0f);
    float t_37 = 0.0f + (t_17 ? t_34 : 0.0f);
    float t_38 = 0.0f + (t_18 ? t_34 : 0.0f);
    float t_39 = (t_18 ? t_38 : 0.0f) + (t_17 ? t_37 : 0.0f) + (t_16 ? t_36 : 0.0f);
    float t_40 = t_15[p_7] * t_39;
    float t_41 = t_15[p_6] * t_39;
    float3 t_42 = float3(0.0f, 0.0f, 0.0f);
    t_42.z = (t_18 ? 0.0f : t_38) + 0.0f + 0.0f + 0.0f + (t_21 ? t_41 : 0.0f) + (t_18 ? t_40 : 0.0f);
    float3 t_43 = float3(0.0f, 0.0f, 0.0f);
    t_43.y = 2.0f * (0.0f + (t_17 ? 0.0f : t_37) + 0.0f + 0.0f + (t_20 ? t_41 : 0.0f) + (t_17 ? t_40 : 0.0f));
    float3 t_44 = float3(0.0f, 0.0f, 0.0f);
    t_44.x = 0.0f + (t_16 ? 0.0f : t_36) + (t_19 ? t_41 : 0.0f) + (t_16 ? t_40 : 0.0f);
    dynSum_bwd_Grads t_45 = {t_28 + t_31 + t_32 + t_35 + t_42 + t_43 + t_44};
    return t_45;
}
rowPick_bwd_Grads rowPick_bwd(row_major float2x2 p_9, int p_10, float p_11) {
    bool t_46 = p_10 == 1;
    bool t_47 = p_10 == 0;
    bool t_48 = 1 - p_10 == 1;
    float2 t_49 = float2(0.0f, 0.0f);
    t_49.y = p_11;
    row_major float2x2 t_50 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_50[1] = t_48 ? t_49 : float2(0.0f, 0.0f);
    row_major float2x2 t_51 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_51[0] = t_48 ? float2(0.0f, 0.0f) : t_49;
    float2 t_52 = float2(0.0f, 0.0f);
    t_52.x = p_11;
    row_major float2x2 t_53 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_53[1] = t_46 ? t_52 : float2(0.0f, 0.0f);
    row_major float2x2 t_54 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_54[0] = t_46 ? float2(0.0f, 0.0f) : t_52;
    row_major float2x2 t_55 = t_50 + t_51 + t_53 + t_54;
    row_major float2x2 t_56 = t_55;
    t_56[1] = float2(0.0f, 0.0f);
    float2 t_57 = t_55[1];
    row_major float2x2 t_58 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_58[1] = t_46 ? float2(0.0f, 0.0f) : t_57;
    row_major float2x2 t_59 = t_56;
    t_59[0] = float2(0.0f, 0.0f);
    float2 t_60 = t_55[0];
    row_major float2x2 t_61 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_61[0] = t_47 ? float2(0.0f, 0.0f) : t_60;
    float2 t_62 = float2(3.0f, 3.0f) * ((t_46 ? t_57 : float2(0.0f, 0.0f)) + (t_47 ? t_60 : float2(0.0f, 0.0f)));
    row_major float2x2 t_63 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_63[1] = t_46 ? t_62 : float2(0.0f, 0.0f);
    row_major float2x2 t_64 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_64[0] = t_46 ? float2(0.0f, 0.0f) : t_62;
    rowPick_bwd_Grads t_65 = {t_58 + t_59 + t_61 + t_63 + t_64};
    return t_65;
}
void computeMain_1() {
    outputBuffer[0u] = 0.25f;
    outputBuffer[1u] = 1.2f;
    outputBuffer[2u] = 1.6f;
    outputBuffer[3u] = 1.0f;
    outputBuffer[4u] = -1.0f;
    det3_bwd_Grads t_66 = det3_bwd(float3x3(float3(2.0f, 0.0f, 1.0f), float3(1.0f, 3.0f, 2.0f), float3(1.0f, 1.0f, 1.0f)), 1.0f);
    row_major float3x3 t_67 = t_66.f0;
    outputBuffer[5u] = t_67[0].y;
    outputBuffer[6u] = t_67[1].z;
    float3 t_68 = t_67[2];
    outputBuffer[7u] = t_68.x;
    outputBuffer[8u] = t_68.z;
    outputBuffer[9u] = -2.0f;
    outputBuffer[10u] = 5.0f;
    outputBuffer[11u] = -6.0f;
    outputBuffer[12u] = -4.0f;
    cs_bwd_Grads t_69 = cs_bwd(3.0f, -2.0f, 1.5f);
    outputBuffer[13u] = t_69.f0;
    outputBuffer[14u] = t_69.f1;
    core_copysign_1_fwd_Result t_70 = core_copysign_1_fwd(3.0f, 1.0f, 0.0f, 1.0f);
    outputBuffer[15u] = t_70.p;
    outputBuffer[16u] = t_70.d;
    core_asinh_fwd_Result t_71 = core_asinh_fwd(0.0f, 1.0f);
    core_asinh_fwd_Result t_72 = core_asinh_fwd(-2.0f, 1.0f);
    outputBuffer[17u] = t_71.d;
    outputBuffer[18u] = t_72.p;
    outputBuffer[19u] = t_72.d;
    dynSum_bwd_Grads t_73 = dynSum_bwd(float3(1.0f, 2.0f, 3.0f), 1, 2, 1.0f);
    float3 t_74 = t_73.f0;
    outputBuffer[20u] = t_74.x;
    outputBuffer[21u] = t_74.y;
    outputBuffer[22u] = t_74.z;
    rowPick_bwd_Grads t_75 = rowPick_bwd(float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f)), 0, 1.0f);
    row_major float2x2 t_76 = t_75.f0;
    float2 t_77 = t_76[0];
    float2 t_78 = t_76[1];
    outputBuffer[23u] = t_77.x * 10.0f + t_78.y + t_77.y * 100.0f + t_78.x * 1000.0f;
    return;
}
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_79 = (asuint(p_14) & 2147483648u) != 0u ? -1.0f : 1.0f;
    core_copysign_1_fwd_Result t_80 = {abs(p_12) * t_79, p_14 == 0.0f ? 0.0f : t_79 * ((float)sign(p_12) * p_13)};
    return t_80;
}
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17) {
    if (p_16 < 0.0f) {
        float t_81 = p_16 * p_17;
        float t_82 = p_16 * p_16 + 1.0f;
        float t_83 = -p_16 + sqrt(t_82);
        core_asinh_fwd_Result t_84 = {-log(t_83), -(1.0f / (t_83 * 1.0f) * (-p_17 + 0.5f / sqrt(max(1e-7f, t_82)) * (t_81 + t_81)))};
        return t_84;
    }
    float t_85 = p_16 * p_17;
    float t_86 = p_16 * p_16 + 1.0f;
    float t_87 = p_16 + sqrt(t_86);
    core_asinh_fwd_Result t_88 = {log(t_87), 1.0f / (t_87 * 1.0f) * (p_17 + 0.5f / sqrt(max(1e-7f, t_86)) * (t_85 + t_85))};
    return t_88;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
