#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
mat2 core_inverse(mat2 p);
mat3 core_inverse_1(mat3 m);
mat4 core_inverse_2(mat4 a);
void main() {
    outputBuffer.data[0u] = 128127;
    outputBuffer.data[1u] = 1;
    outputBuffer.data[2u] = -1;
    outputBuffer.data[3u] = -128;
    outputBuffer.data[4u] = 298;
    outputBuffer.data[5u] = -2147286273;
    outputBuffer.data[6u] = 305419896;
    outputBuffer.data[7u] = 79;
    outputBuffer.data[8u] = 1;
    mat2 t = core_inverse(mat2(vec2(2.0, 0.0), vec2(0.0, 4.0)));
    outputBuffer.data[9u] = int(t[0].x * 8.0 + t[1].y * 80.0);
    mat3 t_1 = core_inverse_1(mat3(vec3(1.0, 2.0, 0.0), vec3(0.0, 1.0, 0.0), vec3(0.0, 0.0, 1.0)));
    vec3 t_2 = t_1[0];
    outputBuffer.data[10u] = int(t_2.y);
    vec3 t_3 = t_1[1];
    outputBuffer.data[11u] = int(t_3.x);
    outputBuffer.data[12u] = int(t_2.x + t_3.y + t_1[2].z);
    mat4 t_4 = core_inverse_2(mat4(vec4(2.0, 0.0, 0.0, 0.0), vec4(0.0, 4.0, 0.0, 0.0), vec4(0.0, 0.0, 1.0, 3.0), vec4(0.0, 0.0, 0.0, 1.0)));
    outputBuffer.data[13u] = int(t_4[0].x * 100.0);
    outputBuffer.data[14u] = int(t_4[1].y * 100.0);
    vec4 t_5 = t_4[2];
    outputBuffer.data[15u] = int(t_5.w);
    vec4 t_6 = t_4[3];
    outputBuffer.data[16u] = int(t_6.z);
    outputBuffer.data[17u] = int(t_6.w + t_5.z);
    mat4 t_7 = core_inverse_2(mat4(vec4(1.0, 2.0, 0.0, 1.0), vec4(0.0, 1.0, 3.0, 0.0), vec4(0.0, 0.0, 1.0, 4.0), vec4(0.0, 0.0, 0.0, 1.0)));
    mat4 t_8 = mat4(vec4(1.0, 2.0, 0.0, 1.0), vec4(0.0, 1.0, 3.0, 0.0), vec4(0.0, 0.0, 1.0, 4.0), vec4(0.0, 0.0, 0.0, 1.0)) * t_7;
    vec4 t_9 = t_8[0];
    vec4 t_10 = t_8[1];
    vec4 t_11 = t_8[2];
    outputBuffer.data[18u] = int(t_9.x + t_10.y + t_11.z + t_8[3].w);
    outputBuffer.data[19u] = int(abs(t_9.y) + abs(t_9.z) + abs(t_9.w) + abs(t_10.z) + abs(t_11.w) + abs(t_10.w));
    mat4 t_12 = core_inverse_2(mat4(vec4(1.0, 2.0, 0.0, 1.0), vec4(0.0, 1.0, 3.0, 0.0), vec4(0.0, 0.0, 1.0, 4.0), vec4(0.0, 0.0, 0.0, 1.0)));
    vec4 t_13 = t_12[0];
    outputBuffer.data[20u] = int(t_13.y);
    outputBuffer.data[21u] = int(t_13.z);
    outputBuffer.data[22u] = int(t_13.w);
    outputBuffer.data[23u] = int(t_12[1].w);
    return;
}
mat2 core_inverse(mat2 p) {
    vec2 t_14 = p[0];
    float t_15 = t_14.x;
    vec2 t_16 = p[1];
    float t_17 = t_16.y;
    float t_18 = t_14.y;
    float t_19 = t_16.x;
    vec2 t_20 = vec2(t_15 * t_17 - t_18 * t_19);
    return mat2(vec2(t_17, -t_18), vec2(-t_19, t_15)) / mat2(t_20, t_20);
}
mat3 core_inverse_1(mat3 m) {
    vec3 t_21 = m[1];
    vec3 t_22 = m[2];
    vec3 t_23 = cross(t_21, t_22);
    vec3 t_24 = m[0];
    vec3 t_25 = vec3(dot(t_24, t_23));
    return transpose(mat3(t_23, cross(t_22, t_24), cross(t_24, t_21))) / mat3(t_25, t_25, t_25);
}
mat4 core_inverse_2(mat4 a) {
    vec4 t_26 = a[0];
    float t_27 = t_26.x;
    vec4 t_28 = a[1];
    float t_29 = t_28.y;
    float t_30 = t_28.x;
    float t_31 = t_26.y;
    float t_32 = t_27 * t_29 - t_30 * t_31;
    float t_33 = t_28.z;
    float t_34 = t_26.z;
    float t_35 = t_27 * t_33 - t_30 * t_34;
    float t_36 = t_28.w;
    float t_37 = t_26.w;
    float t_38 = t_27 * t_36 - t_30 * t_37;
    float t_39 = t_31 * t_33 - t_29 * t_34;
    float t_40 = t_31 * t_36 - t_29 * t_37;
    float t_41 = t_34 * t_36 - t_33 * t_37;
    vec4 t_42 = a[2];
    float t_43 = t_42.z;
    vec4 t_44 = a[3];
    float t_45 = t_44.w;
    float t_46 = t_44.z;
    float t_47 = t_42.w;
    float t_48 = t_43 * t_45 - t_46 * t_47;
    float t_49 = t_42.y;
    float t_50 = t_44.y;
    float t_51 = t_49 * t_45 - t_50 * t_47;
    float t_52 = t_49 * t_46 - t_50 * t_43;
    float t_53 = t_42.x;
    float t_54 = t_44.x;
    float t_55 = t_53 * t_45 - t_54 * t_47;
    float t_56 = t_53 * t_46 - t_54 * t_43;
    float t_57 = t_53 * t_50 - t_54 * t_49;
    float t_58 = -t_30;
    float t_59 = -t_54;
    vec4 t_60 = vec4(t_32 * t_48 - t_35 * t_51 + t_38 * t_52 + t_39 * t_55 - t_40 * t_56 + t_41 * t_57);
    return mat4(vec4(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), vec4(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), vec4(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), vec4(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32)) / mat4(t_60, t_60, t_60, t_60);
}
