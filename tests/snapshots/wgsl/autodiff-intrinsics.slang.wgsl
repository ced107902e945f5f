struct RWStructuredBuffer {
    data: array<f32>,
}
struct det3_bwd_Grads {
    f0: mat3x3<f32>,
}
struct cs_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct dynSum_bwd_Grads {
    f0: vec3<f32>,
}
struct rowPick_bwd_Grads {
    f0: mat2x2<f32>,
}
struct core_copysign_1_fwd_Result {
    p: f32,
    d: f32,
}
struct core_asinh_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn det3_bwd(p: mat3x3<f32>, p_1: f32) -> det3_bwd_Grads {
    var t: vec3<f32> = vec3<f32>(p_1);
    var t_1: vec3<f32> = p[1];
    var t_2: vec2<f32> = t_1.xy;
    var t_3: vec3<f32> = p[0];
    var t_4: vec2<f32> = t_3.xy;
    var t_5: vec2<f32> = t_1.xz;
    var t_6: vec2<f32> = t_3.xz;
    var t_7: vec2<f32> = t_1.yz;
    var t_8: vec2<f32> = t_3.yz;
    var t_9: vec3<f32> = p[2];
    var t_10: vec2<f32> = t_9.xy;
    var t_11: vec2<f32> = t_9.xz;
    var t_12: vec2<f32> = t_9.yz;
    return det3_bwd_Grads(mat3x3<f32>(vec3<f32>(determinant(mat2x2<f32>(t_7, t_12)), -determinant(mat2x2<f32>(t_5, t_11)), determinant(mat2x2<f32>(t_2, t_10))) * t, vec3<f32>(-determinant(mat2x2<f32>(t_8, t_12)), determinant(mat2x2<f32>(t_6, t_11)), -determinant(mat2x2<f32>(t_4, t_10))) * t, vec3<f32>(determinant(mat2x2<f32>(t_8, t_7)), -determinant(mat2x2<f32>(t_6, t_5)), determinant(mat2x2<f32>(t_4, t_2))) * t));
}
fn cs_bwd(p_2: f32, p_3: f32, p_4: f32) -> cs_bwd_Grads {
    return cs_bwd_Grads(sign(p_2) * (select(1.0f, -1.0f, (bitcast<u32>(p_3) & 2147483648u) != 0u) * select(p_4, 0.0f, p_3 == 0.0f)), 0.0f);
}
fn dynSum_bwd(p_5: vec3<f32>, p_6: i32, p_7: i32, p_8: f32) -> dynSum_bwd_Grads {
    var t_13: array<f32, 3> = array<f32, 3>(p_5.x, 2.0f * p_5.y, p_5.z);
    var t_14: bool = p_6 == 0i;
    var t_15: bool = p_6 == 1i;
    var t_16: bool = p_6 == 2i;
    var t_17: bool = p_7 == 0i;
    var t_18: bool = p_7 == 1i;
    var t_19: bool = p_7 == 2i;
    var t_20: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_20.z = p_8;
    var t_21: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_21.y = p_8;
    var t_22: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_22.x = p_8;
    var t_23: vec3<f32> = t_20 + t_21 + t_22;
    var t_24: vec3<f32> = t_23;
    t_24.z = 0.0f;
    var t_25: f32 = t_23.z;
    var t_26: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_26.z = select(t_25, 0.0f, t_19);
    var t_27: vec3<f32> = t_24;
    t_27.y = 0.0f;
    var t_28: f32 = t_23.y;
    var t_29: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_29.y = select(t_28, 0.0f, t_18);
    var t_30: vec3<f32> = t_27;
    t_30.x = 0.0f;
    var t_31: f32 = t_23.x;
    var t_32: f32 = select(0.0f, t_25, t_19) + select(0.0f, t_28, t_18) + select(0.0f, t_31, t_17);
    var t_33: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_33.x = select(t_31, 0.0f, t_17);
    var t_34: f32 = p_8 + select(0.0f, t_32, t_14);
    var t_35: f32 = 0.0f + select(0.0f, t_32, t_15);
    var t_36: f32 = 0.0f + select(0.0f, t_32, t_16);
    var t_37: f32 = select(0.0f, t_36, t_16) + select(0.0f, t_35, t_15) + select(0.0f, t_34, t_14);
    var t_38: f32 = t_13[p_7] * t_37;
    var t_39: f32 = t_13[p_6] * t_37;
    var t_40: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_40.z = select(t_36, 0.0f, t_16) + 0.0f + 0.0f + 0.0f + select(0.0f, t_39, t_19) + select(0.0f, t_38, t_16);
    var t_41: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_41.y = 2.0f * (0.0f + select(t_35, 0.0f, t_15) + 0.0f + 0.0f + select(0.0f, t_39, t_18) + select(0.0f, t_38, t_15));
    var t_42: vec3<f32> = vec3<f32>(0.0f, 0.0f, 0.0f);
    t_42.x = 0.0f + select(t_34, 0.0f, t_14) + select(0.0f, t_39, t_17) + select(0.0f, t_38, t_14);
    return dynSum_bwd_Grads(t_26 + t_29 + t_30 + t_33 + t_40 + t_41 + t_42);
}
fn rowPick_bwd(p_9: mat2x2<f32>, p_10: i32, p_11: f32) -> rowPick_bwd_Grads {
    var t_43: bool = p_10 == 1i;
    var t_44: bool = p_10 == 0i;
    var t_45: bool = 1i - p_10 == 1i;
    var t_46: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_46.y = p_11;
    var t_47: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_47[1] = select(vec2<f32>(0.0f, 0.0f), t_46, t_45);
    var t_48: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_48[0] = select(t_46, vec2<f32>(0.0f, 0.0f), t_45);
    var t_49: vec2<f32> = vec2<f32>(0.0f, 0.0f);
    t_49.x = p_11;
    var t_50: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_50[1] = select(vec2<f32>(0.0f, 0.0f), t_49, t_43);
    var t_51: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_51[0] = select(t_49, vec2<f32>(0.0f, 0.0f), t_43);
    var t_52: mat2x2<f32> = t_47 + t_48 + t_50 + t_51;
    var t_53: mat2x2<f32> = t_52;
    t_53[1] = vec2<f32>(0.0f, 0.0f);
    var t_54: vec2<f32> = t_52[1];
    var t_55: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_55[1] = select(t_54, vec2<f32>(0.0f, 0.0f), t_43);
    var t_56: mat2x2<f32> = t_53;
    t_56[0] = vec2<f32>(0.0f, 0.0f);
    var t_57: vec2<f32> = t_52[0];
    var t_58: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_58[0] = select(t_57, vec2<f32>(0.0f, 0.0f), t_44);
    var t_59: vec2<f32> = vec2<f32>(3.0f, 3.0f) * (select(vec2<f32>(0.0f, 0.0f), t_54, t_43) + select(vec2<f32>(0.0f, 0.0f), t_57, t_44));
    var t_60: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_60[1] = select(vec2<f32>(0.0f, 0.0f), t_59, t_43);
    var t_61: mat2x2<f32> = mat2x2<f32>(vec2<f32>(0.0f, 0.0f), vec2<f32>(0.0f, 0.0f));
    t_61[0] = select(t_59, vec2<f32>(0.0f, 0.0f), t_43);
    return rowPick_bwd_Grads(t_55 + t_56 + t_58 + t_60 + t_61);
}
fn computeMain_1() {
    outputBuffer.data[0u] = 0.25f;
    outputBuffer.data[1u] = 1.2f;
    outputBuffer.data[2u] = 1.6f;
    outputBuffer.data[3u] = 1.0f;
    outputBuffer.data[4u] = -1.0f;
    var t_62: det3_bwd_Grads = det3_bwd(mat3x3<f32>(vec3<f32>(2.0f, 0.0f, 1.0f), vec3<f32>(1.0f, 3.0f, 2.0f), vec3<f32>(1.0f, 1.0f, 1.0f)), 1.0f);
    var t_63: mat3x3<f32> = t_62.f0;
    outputBuffer.data[5u] = t_63[0].y;
    outputBuffer.data[6u] = t_63[1].z;
    var t_64: vec3<f32> = t_63[2];
    outputBuffer.data[7u] = t_64.x;
    outputBuffer.data[8u] = t_64.z;
    outputBuffer.data[9u] = -2.0f;
    outputBuffer.data[10u] = 5.0f;
    outputBuffer.data[11u] = -6.0f;
    outputBuffer.data[12u] = -4.0f;
    var t_65: cs_bwd_Grads = cs_bwd(3.0f, -2.0f, 1.5f);
    outputBuffer.data[13u] = t_65.f0;
    outputBuffer.data[14u] = t_65.f1;
    var t_66: core_copysign_1_fwd_Result = core_copysign_1_fwd(3.0f, 1.0f, 0.0f, 1.0f);
    outputBuffer.data[15u] = t_66.p;
    outputBuffer.data[16u] = t_66.d;
    var t_67: core_asinh_fwd_Result = core_asinh_fwd(0.0f, 1.0f);
    var t_68: core_asinh_fwd_Result = core_asinh_fwd(-2.0f, 1.0f);
    outputBuffer.data[17u] = t_67.d;
    outputBuffer.data[18u] = t_68.p;
    outputBuffer.data[19u] = t_68.d;
    var t_69: dynSum_bwd_Grads = dynSum_bwd(vec3<f32>(1.0f, 2.0f, 3.0f), 1i, 2i, 1.0f);
    var t_70: vec3<f32> = t_69.f0;
    outputBuffer.data[20u] = t_70.x;
    outputBuffer.data[21u] = t_70.y;
    outputBuffer.data[22u] = t_70.z;
    var t_71: rowPick_bwd_Grads = rowPick_bwd(mat2x2<f32>(vec2<f32>(1.0f, 2.0f), vec2<f32>(3.0f, 4.0f)), 0i, 1.0f);
    var t_72: mat2x2<f32> = t_71.f0;
    var t_73: vec2<f32> = t_72[0];
    var t_74: vec2<f32> = t_72[1];
    outputBuffer.data[23u] = t_73.x * 10.0f + t_74.y + t_73.y * 100.0f + t_74.x * 1000.0f;
    return;
}
fn core_copysign_1_fwd(p_12: f32, p_13: f32, p_14: f32, p_15: f32) -> core_copysign_1_fwd_Result {
    var t_75: f32 = select(1.0f, -1.0f, (bitcast<u32>(p_14) & 2147483648u) != 0u);
    return core_copysign_1_fwd_Result(abs(p_12) * t_75, select(t_75 * (sign(p_12) * p_13), 0.0f, p_14 == 0.0f));
}
fn core_asinh_fwd(p_16: f32, p_17: f32) -> core_asinh_fwd_Result {
    if (p_16 < 0.0f) {
        var t_76: f32 = p_16 * p_17;
        var t_77: f32 = p_16 * p_16 + 1.0f;
        var t_78: f32 = -p_16 + sqrt(t_77);
        return core_asinh_fwd_Result(-log(t_78), -(1.0f / (t_78 * 1.0f) * (-p_17 + 0.5f / sqrt(max(1e-7f, t_77)) * (t_76 + t_76))));
    }
    var t_79: f32 = p_16 * p_17;
    var t_80: f32 = p_16 * p_16 + 1.0f;
    var t_81: f32 = p_16 + sqrt(t_80);
    return core_asinh_fwd_Result(log(t_81), 1.0f / (t_81 * 1.0f) * (p_17 + 0.5f / sqrt(max(1e-7f, t_80)) * (t_79 + t_79)));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
