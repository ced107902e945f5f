#include <metal_stdlib>
using namespace metal;
struct det3_bwd_Grads
{
    float3x3 f0;
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
    float2x2 f0;
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
det3_bwd_Grads det3_bwd(float3x3 p, float p_1);
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4);
dynSum_bwd_Grads dynSum_bwd(float3 p_5, int p_6, int p_7, float p_8);
rowPick_bwd_Grads rowPick_bwd(float2x2 p_9, int p_10, float p_11);
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15);
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17);
det3_bwd_Grads det3_bwd(float3x3 p, float p_1) {
    float3 t = float3(p_1);
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
    return det3_bwd_Grads{float3x3(float3(determinant(float2x2(t_7, t_12)), -determinant(float2x2(t_5, t_11)), determinant(float2x2(t_2, t_10))) * t, float3(-determinant(float2x2(t_8, t_12)), determinant(float2x2(t_6, t_11)), -determinant(float2x2(t_4, t_10))) * t, float3(determinant(float2x2(t_8, t_7)), -determinant(float2x2(t_6, t_5)), determinant(float2x2(t_4, t_2))) * t)};
}
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4) {
    return cs_bwd_Grads{sign(p_2) * (select(1.0f, -1.0f, (as_type<uint>(p_3) & 2147483648u) != 0u) * select(p_4, 0.0f, p_3 == 0.0f)), 0.0f};
}
dynSum_bwd_Grads dynSum_bwd(float3 p_5, int p_6, int p_7, float p_8) {
    array<float, 3> t_13 = array<float, 3>{p_5.x, 2.0f * p_5.y, p_5.z};
    bool t_14 = p_6 == 0;
    bool t_15 = p_6 == 1;
    bool t_16 = p_6 == 2;
    bool t_17 = p_7 == 0;
    bool t_18 = p_7 == 1;
    bool t_19 = p_7 == 2;
    float3 t_20 = float3(0.0f, 0.0f, 0.0f);
    t_20.z = p_8;
    float3 t_21 = float3(0.0f, 0.0f, 0.0f);
    t_21.y = p_8;
    float3 t_22 = float3(0.0f, 0.0f, 0.0f);
    t_22.x = p_8;
    float3 t_23 = t_20 + t_21 + t_22;
    float3 t_24 = t_23;
    t_24.z = 0.0f;
    float t_25 = t_23.z;
    float3 t_26 = float3(0.0f, 0.0f, 0.0f);
    t_26.z = select(t_25, 0.0f, t_19);
    float3 t_27 = t_24;
    t_27.y = 0.0f;
    float t_28 = t_23.y;
    float3 t_29 = float3(0.0f, 0.0f, 0.0f);
    t_29.y = select(t_28, 0.0f, t_18);
    float3 t_30 = t_27;
    t_30.x = 0.0f;
    float t_31 = t_23.x;
    float t_32 = select(0.0f, t_25, t_19) + select(0.0f, t_28, t_18) + select(0.0f, t_31, t_17);
    float3 t_33 = float3(0.0f, 0.0f, 0.0f);
    t_33.x = select(t_31, 0.0f, t_17);
    float t_34 = p_8 + select(0.0f, t_32, t_14);
    float t_35 = 0.0f + select(0.0f, t_32, t_15);
    float t_36 = 0.0f + select(0.0f, t_32, t_16);
    float t_37 = select(0.0f, t_36, t_16) + select(0.0f, t_35, t_15) + select(0.0f, t_34, t_14);
    float t_38 = t_13[p_7] * t_37;
    float t_39 = t_13[p_6] * t_37;
    float3 t_40 = float3(0.0f, 0.0f, 0.0f);
    t_40.z = select(t_36, 0.0f, t_16) + 0.0f + 0.0f + 0.0f + select(0.0f, t_39, t_19) + select(0.0f, t_38, t_16);
    float3 t_41 = float3(0.0f, 0.0f, 0.0f);
    t_41.y = 2.0f * (0.0f + select(t_35, 0.0f, t_15) + 0.0f + 0.0f + select(0.0f, t_39, t_18) + select(0.0f, t_38, t_15));
    float3 t_42 = float3(0.0f, 0.0f, 0.0f);
    t_42.x = 0.0f + select(t_34, 0.0f, t_14) + select(0.0f, t_39, t_17) + select(0.0f, t_38, t_14);
    return dynSum_bwd_Grads{t_26 + t_29 + t_30 + t_33 + t_40 + t_41 + t_42};
}
rowPick_bwd_Grads rowPick_bwd(float2x2 p_9, int p_10, float p_11) {
    bool t_43 = p_10 == 1;
    bool t_44 = p_10 == 0;
    bool t_45 = 1 - p_10 == 1;
    float2 t_46 = float2(0.0f, 0.0f);
    t_46.y = p_11;
    float2x2 t_47 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_47[1] = select(float2(0.0f, 0.0f), t_46, t_45);
    float2x2 t_48 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_48[0] = select(t_46, float2(0.0f, 0.0f), t_45);
    float2 t_49 = float2(0.0f, 0.0f);
    t_49.x = p_11;
    float2x2 t_50 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_50[1] = select(float2(0.0f, 0.0f), t_49, t_43);
    float2x2 t_51 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_51[0] = select(t_49, float2(0.0f, 0.0f), t_43);
    float2x2 t_52 = t_47 + t_48 + t_50 + t_51;
    float2x2 t_53 = t_52;
    t_53[1] = float2(0.0f, 0.0f);
    float2 t_54 = t_52[1];
    float2x2 t_55 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_55[1] = select(t_54, float2(0.0f, 0.0f), t_43);
    float2x2 t_56 = t_53;
    t_56[0] = float2(0.0f, 0.0f);
    float2 t_57 = t_52[0];
    float2x2 t_58 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_58[0] = select(t_57, float2(0.0f, 0.0f), t_44);
    float2 t_59 = float2(3.0f, 3.0f) * (select(float2(0.0f, 0.0f), t_54, t_43) + select(float2(0.0f, 0.0f), t_57, t_44));
    float2x2 t_60 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_60[1] = select(float2(0.0f, 0.0f), t_59, t_43);
    float2x2 t_61 = float2x2(float2(0.0f, 0.0f), float2(0.0f, 0.0f));
    t_61[0] = select(t_59, float2(0.0f, 0.0f), t_43);
    return rowPick_bwd_Grads{t_55 + t_56 + t_58 + t_60 + t_61};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 0.25f;
    outputBuffer[1u] = 1.2f;
    outputBuffer[2u] = 1.6f;
    outputBuffer[3u] = 1.0f;
    outputBuffer[4u] = -1.0f;
    det3_bwd_Grads t_62 = det3_bwd(float3x3(float3(2.0f, 0.0f, 1.0f), float3(1.0f, 3.0f, 2.0f), float3(1.0f, 1.0f, 1.0f)), 1.0f);
    float3x3 t_63 = t_62.f0;
    outputBuffer[5u] = t_63[0].y;
    outputBuffer[6u] = t_63[1].z;
    float3 t_64 = t_63[2];
    outputBuffer[7u] = t_64.x;
    outputBuffer[8u] = t_64.z;
    outputBuffer[9u] = -2.0f;
    outputBuffer[10u] = 5.0f;
    outputBuffer[11u] = -6.0f;
    outputBuffer[12u] = -4.0f;
    cs_bwd_Grads t_65 = cs_bwd(3.0f, -2.0f, 1.5f);
    outputBuffer[13u] = t_65.f0;
    outputBuffer[14u] = t_65.f1;
    core_copysign_1_fwd_Result t_66 = core_copysign_1_fwd(3.0f, 1.0f, 0.0f, 1.0f);
    outputBuffer[15u] = t_66.p;
    outputBuffer[16u] = t_66.d;
    core_asinh_fwd_Result t_67 = core_asinh_fwd(0.0f, 1.0f);
    core_asinh_fwd_Result t_68 = core_asinh_fwd(-2.0f, 1.0f);
    outputBuffer[17u] = t_67.d;
    outputBuffer[18u] = t_68.p;
    outputBuffer[19u] = t_68.d;
    dynSum_bwd_Grads t_69 = dynSum_bwd(float3(1.0f, 2.0f, 3.0f), 1, 2, 1.0f);
    float3 t_70 = t_69.f0;
    outputBuffer[20u] = t_70.x;
    outputBuffer[21u] = t_70.y;
    outputBuffer[22u] = t_70.z;
    rowPick_bwd_Grads t_71 = rowPick_bwd(float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f)), 0, 1.0f);
    float2x2 t_72 = t_71.f0;
    float2 t_73 = t_72[0];
    float2 t_74 = t_72[1];
    outputBuffer[23u] = t_73.x * 10.0f + t_74.y + t_73.y * 100.0f + t_74.x * 1000.0f;
    return;
}
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_75 = select(1.0f, -1.0f, (as_type<uint>(p_14) & 2147483648u) != 0u);
    return core_copysign_1_fwd_Result{abs(p_12) * t_75, select(t_75 * (sign(p_12) * p_13), 0.0f, p_14 == 0.0f)};
}
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17) {
    if (p_16 < 0.0f) {
        float t_76 = p_16 * p_17;
        float t_77 = p_16 * p_16 + 1.0f;
        float t_78 = -p_16 + sqrt(t_77);
        return core_asinh_fwd_Result{-log(t_78), -(1.0f / (t_78 * 1.0f) * (-p_17 + 0.5f / sqrt(max(1e-7f, t_77)) * (t_76 + t_76)))};
    }
    float t_79 = p_16 * p_17;
    float t_80 = p_16 * p_16 + 1.0f;
    float t_81 = p_16 + sqrt(t_80);
    return core_asinh_fwd_Result{log(t_81), 1.0f / (t_81 * 1.0f) * (p_17 + 0.5f / sqrt(max(1e-7f, t_80)) * (t_79 + t_79))};
}
