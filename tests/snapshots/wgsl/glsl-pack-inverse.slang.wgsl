struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 128127i;
    outputBuffer.data[1u] = 1i;
    outputBuffer.data[2u] = -1i;
    outputBuffer.data[3u] = -128i;
    outputBuffer.data[4u] = 298i;
    outputBuffer.data[5u] = -2147286273i;
    outputBuffer.data[6u] = 305419896i;
    outputBuffer.data[7u] = 79i;
    outputBuffer.data[8u] = 1i;
    var t: mat2x2<f32> = core_inverse(mat2x2<f32>(vec2<f32>(2.0f, 0.0f), vec2<f32>(0.0f, 4.0f)));
    outputBuffer.data[9u] = i32(t[0].x * 8.0f + t[1].y * 80.0f);
    var t_1: mat3x3<f32> = core_inverse_1(mat3x3<f32>(vec3<f32>(1.0f, 2.0f, 0.0f), vec3<f32>(0.0f, 1.0f, 0.0f), vec3<f32>(0.0f, 0.0f, 1.0f)));
    var t_2: vec3<f32> = t_1[0];
    outputBuffer.data[10u] = i32(t_2.y);
    var t_3: vec3<f32> = t_1[1];
    outputBuffer.data[11u] = i32(t_3.x);
    outputBuffer.data[12u] = i32(t_2.x + t_3.y + t_1[2].z);
    var t_4: mat4x4<f32> = core_inverse_2(mat4x4<f32>(vec4<f32>(2.0f, 0.0f, 0.0f, 0.0f), vec4<f32>(0.0f, 4.0f, 0.0f, 0.0f), vec4<f32>(0.0f, 0.0f, 1.0f, 3.0f), vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f)));
    outputBuffer.data[13u] = i32(t_4[0].x * 100.0f);
    outputBuffer.data[14u] = i32(t_4[1].y * 100.0f);
    var t_5: vec4<f32> = t_4[2];
    outputBuffer.data[15u] = i32(t_5.w);
    var t_6: vec4<f32> = t_4[3];
    outputBuffer.data[16u] = i32(t_6.z);
    outputBuffer.data[17u] = i32(t_6.w + t_5.z);
    var t_7: mat4x4<f32> = core_inverse_2(mat4x4<f32>(vec4<f32>(1.0f, 2.0f, 0.0f, 1.0f), vec4<f32>(0.0f, 1.0f, 3.0f, 0.0f), vec4<f32>(0.0f, 0.0f, 1.0f, 4.0f), vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f)));
    var t_8: mat4x4<f32> = mat4x4<f32>(vec4<f32>(1.0f, 2.0f, 0.0f, 1.0f), vec4<f32>(0.0f, 1.0f, 3.0f, 0.0f), vec4<f32>(0.0f, 0.0f, 1.0f, 4.0f), vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f)) * t_7;
    var t_9: vec4<f32> = t_8[0];
    var t_10: vec4<f32> = t_8[1];
    var t_11: vec4<f32> = t_8[2];
    outputBuffer.data[18u] = i32(t_9.x + t_10.y + t_11.z + t_8[3].w);
    outputBuffer.data[19u] = i32(abs(t_9.y) + abs(t_9.z) + abs(t_9.w) + abs(t_10.z) + abs(t_11.w) + abs(t_10.w));
    var t_12: mat4x4<f32> = core_inverse_2(mat4x4<f32>(vec4<f32>(1.0f, 2.0f, 0.0f, 1.0f), vec4<f32>(0.0f, 1.0f, 3.0f, 0.0f), vec4<f32>(0.0f, 0.0f, 1.0f, 4.0f), vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f)));
    var t_13: vec4<f32> = t_12[0];
    outputBuffer.data[20u] = i32(t_13.y);
    outputBuffer.data[21u] = i32(t_13.z);
    outputBuffer.data[22u] = i32(t_13.w);
    outputBuffer.data[23u] = i32(t_12[1].w);
    return;
}
fn core_inverse(p: mat2x2<f32>) -> mat2x2<f32> {
    var t_14: vec2<f32> = p[0];
    var t_15: f32 = t_14.x;
    var t_16: vec2<f32> = p[1];
    var t_17: f32 = t_16.y;
    var t_18: f32 = t_14.y;
    var t_19: f32 = t_16.x;
    var t_20: vec2<f32> = vec2<f32>(t_15 * t_17 - t_18 * t_19);
    var t_21: mat2x2<f32> = mat2x2<f32>(vec2<f32>(t_17, -t_18), vec2<f32>(-t_19, t_15));
    var t_22: mat2x2<f32> = mat2x2<f32>(t_20, t_20);
    return mat2x2<f32>(t_21[0] / t_22[0], t_21[1] / t_22[1]);
}
fn core_inverse_1(m: mat3x3<f32>) -> mat3x3<f32> {
    var t_23: vec3<f32> = m[1];
    var t_24: vec3<f32> = m[2];
    var t_25: vec3<f32> = cross(t_23, t_24);
    var t_26: vec3<f32> = m[0];
    var t_27: vec3<f32> = vec3<f32>(dot(t_26, t_25));
    var t_28: mat3x3<f32> = transpose(mat3x3<f32>(t_25, cross(t_24, t_26), cross(t_26, t_23)));
    var t_29: mat3x3<f32> = mat3x3<f32>(t_27, t_27, t_27);
    return mat3x3<f32>(t_28[0] / t_29[0], t_28[1] / t_29[1], t_28[2] / t_29[2]);
}
fn core_inverse_2(a: mat4x4<f32>) -> mat4x4<f32> {
    var t_30: vec4<f32> = a[0];
    var t_31: f32 = t_30.x;
    var t_32: vec4<f32> = a[1];
    var t_33: f32 = t_32.y;
    var t_34: f32 = t_32.x;
    var t_35: f32 = t_30.y;
    var t_36: f32 = t_31 * t_33 - t_34 * t_35;
    var t_37: f32 = t_32.z;
    var t_38: f32 = t_30.z;
    var t_39: f32 = t_31 * t_37 - t_34 * t_38;
    var t_40: f32 = t_32.w;
    var t_41: f32 = t_30.w;
    var t_42: f32 = t_31 * t_40 - t_34 * t_41;
    var t_43: f32 = t_35 * t_37 - t_33 * t_38;
    var t_44: f32 = t_35 * t_40 - t_33 * t_41;
    var t_45: f32 = t_38 * t_40 - t_37 * t_41;
    var t_46: vec4<f32> = a[2];
    var t_47: f32 = t_46.z;
    var t_48: vec4<f32> = a[3];
    var t_49: f32 = t_48.w;
    var t_50: f32 = t_48.z;
    var t_51: f32 = t_46.w;
    var t_52: f32 = t_47 * t_49 - t_50 * t_51;
    var t_53: f32 = t_46.y;
    var t_54: f32 = t_48.y;
    var t_55: f32 = t_53 * t_49 - t_54 * t_51;
    var t_56: f32 = t_53 * t_50 - t_54 * t_47;
    var t_57: f32 = t_46.x;
    var t_58: f32 = t_48.x;
    var t_59: f32 = t_57 * t_49 - t_58 * t_51;
    var t_60: f32 = t_57 * t_50 - t_58 * t_47;
    var t_61: f32 = t_57 * t_54 - t_58 * t_53;
    var t_62: f32 = -t_34;
    var t_63: f32 = -t_58;
    var t_64: vec4<f32> = vec4<f32>(t_36 * t_52 - t_39 * t_55 + t_42 * t_56 + t_43 * t_59 - t_44 * t_60 + t_45 * t_61);
    var t_65: mat4x4<f32> = mat4x4<f32>(vec4<f32>(t_33 * t_52 - t_37 * t_55 + t_40 * t_56, -t_35 * t_52 + t_38 * t_55 - t_41 * t_56, t_54 * t_45 - t_50 * t_44 + t_49 * t_43, -t_53 * t_45 + t_47 * t_44 - t_51 * t_43), vec4<f32>(t_62 * t_52 + t_37 * t_59 - t_40 * t_60, t_31 * t_52 - t_38 * t_59 + t_41 * t_60, t_63 * t_45 + t_50 * t_42 - t_49 * t_39, t_57 * t_45 - t_47 * t_42 + t_51 * t_39), vec4<f32>(t_34 * t_55 - t_33 * t_59 + t_40 * t_61, -t_31 * t_55 + t_35 * t_59 - t_41 * t_61, t_58 * t_44 - t_54 * t_42 + t_49 * t_36, -t_57 * t_44 + t_53 * t_42 - t_51 * t_36), vec4<f32>(t_62 * t_56 + t_33 * t_60 - t_37 * t_61, t_31 * t_56 - t_35 * t_60 + t_38 * t_61, t_63 * t_43 + t_54 * t_39 - t_50 * t_36, t_57 * t_43 - t_53 * t_39 + t_47 * t_36));
    var t_66: mat4x4<f32> = mat4x4<f32>(t_64, t_64, t_64, t_64);
    return mat4x4<f32>(t_65[0] / t_66[0], t_65[1] / t_66[1], t_65[2] / t_66[2], t_65[3] / t_66[3]);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
