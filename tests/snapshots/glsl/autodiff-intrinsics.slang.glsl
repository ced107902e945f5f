#version 450
struct det3_bwd_Grads
{
    mat3 f0;
};
struct cs_bwd_Grads
{
    float f0;
    float f1;
};
struct dynSum_bwd_Grads
{
    vec3 f0;
};
struct rowPick_bwd_Grads
{
    mat2 f0;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
det3_bwd_Grads det3_bwd(mat3 p, float p_1);
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4);
dynSum_bwd_Grads dynSum_bwd(vec3 p_5, int p_6, int p_7, float p_8);
rowPick_bwd_Grads rowPick_bwd(mat2 p_9, int p_10, float p_11);
void main();
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15);
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17);
det3_bwd_Grads det3_bwd(mat3 p, float p_1) {
    vec3 t = vec3(p_1);
    vec3 t_1 = p[1];
    vec2 t_2 = t_1.xy;
    vec3 t_3 = p[0];
    vec2 t_4 = t_3.xy;
    vec2 t_5 = t_1.xz;
    vec2 t_6 = t_3.xz;
    vec2 t_7 = t_1.yz;
    vec2 t_8 = t_3.yz;
    vec3 t_9 = p[2];
    vec2 t_10 = t_9.xy;
    vec2 t_11 = t_9.xz;
    vec2 t_12 = t_9.yz;
    return det3_bwd_Grads(mat3(vec3(determinant(mat2(t_7, t_12)), -determinant(mat2(t_5, t_11)), determinant(mat2(t_2, t_10))) * t, vec3(-determinant(mat2(t_8, t_12)), determinant(mat2(t_6, t_11)), -determinant(mat2(t_4, t_10))) * t, vec3(determinant(mat2(t_8, t_7)), -determinant(mat2(t_6, t_5)), determinant(mat2(t_4, t_2))) * t));
}
cs_bwd_Grads cs_bwd(float p_2, float p_3, float p_4) {
    return cs_bwd_Grads(sign(p_2) * (((floatBitsToUint(p_3) & 2147483648u) != 0u ? -1.0 : 1.0) * (p_3 == 0.0 ? 0.0 : p_4)), 0.0);
}
dynSum_bwd_Grads dynSum_bwd(vec3 p_5, int p_6, int p_7, float p_8) {
    float[3] t_13 = float[3](p_5.x, 2.0 * p_5.y, p_5.z);
    bool t_14 = p_6 == 0;
    bool t_15 = p_6 == 1;
    bool t_16 = p_6 == 2;
    bool t_17 = p_7 == 0;
    bool t_18 = p_7 == 1;
    bool t_19 = p_7 == 2;
    vec3 t_20 = vec3(0.0, 0.0, 0.0);
    t_20.z = p_8;
    vec3 t_21 = vec3(0.0, 0.0, 0.0);
    t_21.y = p_8;
    vec3 t_22 = vec3(0.0, 0.0, 0.0);
    t_22.x = p_8;
    vec3 t_23 = t_20 + t_21 + t_22;
    vec3 t_24 = t_23;
    t_24.z = 0.0;
    float t_25 = t_23.z;
    vec3 t_26 = vec3(0.0, 0.0, 0.0);
    t_26.z = t_19 ? 0.0 : t_25;
    vec3 t_27 = t_24;
    t_27.y = 0.0;
    float t_28 = t_23.y;
    vec3 t_29 = vec3(0.0, 0.0, 0.0);
    t_29.y = t_18 ? 0.0 : t_28;
    vec3 t_30 = t_27;
    t_30.x = 0.0;
    float t_31 = t_23.x;
    float t_32 = (t_19 ? t_25 : 0.0) + (t_18 ? t_28 : 0.0) + (t_17 ? t_31 : 0.0);
    vec3 t_33 = vec3(0.0, 0.0, 0.0);
    t_33.x = t_17 ? 0.0 : t_31;
    float t_34 = p_8 + (t_14 ? t_32 : 0.0);
    float t_35 = 0.0 + (t_15 ? t_32 : 0.0);
    float t_36 = 0.0 + (t_16 ? t_32 : 0.0);
    float t_37 = (t_16 ? t_36 : 0.0) + (t_15 ? t_35 : 0.0) + (t_14 ? t_34 : 0.0);
    float t_38 = t_13[p_7] * t_37;
    float t_39 = t_13[p_6] * t_37;
    vec3 t_40 = vec3(0.0, 0.0, 0.0);
    t_40.z = (t_16 ? 0.0 : t_36) + 0.0 + 0.0 + 0.0 + (t_19 ? t_39 : 0.0) + (t_16 ? t_38 : 0.0);
    vec3 t_41 = vec3(0.0, 0.0, 0.0);
    t_41.y = 2.0 * (0.0 + (t_15 ? 0.0 : t_35) + 0.0 + 0.0 + (t_18 ? t_39 : 0.0) + (t_15 ? t_38 : 0.0));
    vec3 t_42 = vec3(0.0, 0.0, 0.0);
    t_42.x = 0.0 + (t_14 ? 0.0 : t_34) + (t_17 ? t_39 : 0.0) + (t_14 ? t_38 : 0.0);
    return dynSum_bwd_Grads(t_26 + t_29 + t_30 + t_33 + t_40 + t_41 + t_42);
}
rowPick_bwd_Grads rowPick_bwd(mat2 p_9, int p_10, float p_11) {
    bool t_43 = p_10 == 1;
    bool t_44 = p_10 == 0;
    bool t_45 = 1 - p_10 == 1;
    vec2 t_46 = vec2(0.0, 0.0);
    t_46.y = p_11;
    mat2 t_47 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_47[1] = t_45 ? t_46 : vec2(0.0, 0.0);
    mat2 t_48 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_48[0] = t_45 ? vec2(0.0, 0.0) : t_46;
    vec2 t_49 = vec2(0.0, 0.0);
    t_49.x = p_11;
    mat2 t_50 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_50[1] = t_43 ? t_49 : vec2(0.0, 0.0);
    mat2 t_51 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_51[0] = t_43 ? vec2(0.0, 0.0) : t_49;
    mat2 t_52 = t_47 + t_48 + t_50 + t_51;
    mat2 t_53 = t_52;
    t_53[1] = vec2(0.0, 0.0);
    vec2 t_54 = t_52[1];
    mat2 t_55 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_55[1] = t_43 ? vec2(0.0, 0.0) : t_54;
    mat2 t_56 = t_53;
    t_56[0] = vec2(0.0, 0.0);
    vec2 t_57 = t_52[0];
    mat2 t_58 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_58[0] = t_44 ? vec2(0.0, 0.0) : t_57;
    vec2 t_59 = vec2(3.0, 3.0) * ((t_43 ? t_54 : vec2(0.0, 0.0)) + (t_44 ? t_57 : vec2(0.0, 0.0)));
    mat2 t_60 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_60[1] = t_43 ? t_59 : vec2(0.0, 0.0);
    mat2 t_61 = mat2(vec2(0.0, 0.0), vec2(0.0, 0.0));
    t_61[0] = t_43 ? vec2(0.0, 0.0) : t_59;
    return rowPick_bwd_Grads(t_55 + t_56 + t_58 + t_60 + t_61);
}
void main() {
    outputBuffer.data[0u] = 0.25;
    outputBuffer.data[1u] = 1.2;
    outputBuffer.data[2u] = 1.6;
    outputBuffer.data[3u] = 1.0;
    outputBuffer.data[4u] = -1.0;
    det3_bwd_Grads t_62 = det3_bwd(mat3(vec3(2.0, 0.0, 1.0), vec3(1.0, 3.0, 2.0), vec3(1.0, 1.0, 1.0)), 1.0);
    mat3 t_63 = t_62.f0;
    outputBuffer.data[5u] = t_63[0].y;
    outputBuffer.data[6u] = t_63[1].z;
    vec3 t_64 = t_63[2];
    outputBuffer.data[7u] = t_64.x;
    outputBuffer.data[8u] = t_64.z;
    outputBuffer.data[9u] = -2.0;
    outputBuffer.data[10u] = 5.0;
    outputBuffer.data[11u] = -6.0;
    outputBuffer.data[12u] = -4.0;
    cs_bwd_Grads t_65 = cs_bwd(3.0, -2.0, 1.5);
    outputBuffer.data[13u] = t_65.f0;
    outputBuffer.data[14u] = t_65.f1;
    core_copysign_1_fwd_Result t_66 = core_copysign_1_fwd(3.0, 1.0, 0.0, 1.0);
    outputBuffer.data[15u] = t_66.p;
    outputBuffer.data[16u] = t_66.d;
    core_asinh_fwd_Result t_67 = core_asinh_fwd(0.0, 1.0);
    core_asinh_fwd_Result t_68 = core_asinh_fwd(-2.0, 1.0);
    outputBuffer.data[17u] = t_67.d;
    outputBuffer.data[18u] = t_68.p;
    outputBuffer.data[19u] = t_68.d;
    dynSum_bwd_Grads t_69 = dynSum_bwd(vec3(1.0, 2.0, 3.0), 1, 2, 1.0);
    vec3 t_70 = t_69.f0;
    outputBuffer.data[20u] = t_70.x;
    outputBuffer.data[21u] = t_70.y;
    outputBuffer.data[22u] = t_70.z;
    rowPick_bwd_Grads t_71 = rowPick_bwd(mat2(vec2(1.0, 2.0), vec2(3.0, 4.0)), 0, 1.0);
    mat2 t_72 = t_71.f0;
    vec2 t_73 = t_72[0];
    vec2 t_74 = t_72[1];
    outputBuffer.data[23u] = t_73.x * 10.0 + t_74.y + t_73.y * 100.0 + t_74.x * 1000.0;
    return;
}
core_copysign_1_fwd_Result core_copysign_1_fwd(float p_12, float p_13, float p_14, float p_15) {
    float t_75 = (floatBitsToUint(p_14) & 2147483648u) != 0u ? -1.0 : 1.0;
    return core_copysign_1_fwd_Result(abs(p_12) * t_75, p_14 == 0.0 ? 0.0 : t_75 * (sign(p_12) * p_13));
}
core_asinh_fwd_Result core_asinh_fwd(float p_16, float p_17) {
    if (p_16 < 0.0) {
        float t_76 = p_16 * p_17;
        float t_77 = p_16 * p_16 + 1.0;
        float t_78 = 1e-7;
        float t_79 = -p_16 + sqrt(t_77);
        return core_asinh_fwd_Result(-log(t_79), -(1.0 / (t_79 * 1.0) * (-p_17 + 0.5 / sqrt(isnan(t_78) ? t_77 : isnan(t_77) ? t_78 : max(t_78, t_77)) * (t_76 + t_76))));
    }
    float t_80 = p_16 * p_17;
    float t_81 = p_16 * p_16 + 1.0;
    float t_82 = 1e-7;
    float t_83 = p_16 + sqrt(t_81);
    return core_asinh_fwd_Result(log(t_83), 1.0 / (t_83 * 1.0) * (p_17 + 0.5 / sqrt(isnan(t_82) ? t_81 : isnan(t_81) ? t_82 : max(t_82, t_81)) * (t_80 + t_80)));
}
