[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
float2x2 core_inverse(row_major float2x2 p);
float3x3 core_inverse_1(row_major float3x3 m);
float4x4 core_inverse_2(row_major float4x4 a);
void computeMain_1() {
    outputBuffer[0u] = 128127;
    outputBuffer[1u] = 1;
    outputBuffer[2u] = -1;
    outputBuffer[3u] = -128;
    outputBuffer[4u] = 298;
    outputBuffer[5u] = -2147286273;
    outputBuffer[6u] = 305419896;
    outputBuffer[7u] = 79;
    outputBuffer[8u] = 1;
    row_major float2x2 t = core_inverse(float2x2(float2(2.0f, 0.0f), float2(0.0f, 4.0f)));
    outputBuffer[9u] = (int)(t[0].x * 8.0f + t[1].y * 80.0f);
    row_major float3x3 t_1 = core_inverse_1(float3x3(float3(1.0f, 2.0f, 0.0f), float3(0.0f, 1.0f, 0.0f), float3(0.0f, 0.0f, 1.0f)));
    float3 t_2 = t_1[0];
    outputBuffer[10u] = (int)t_2.y;
    float3 t_3 = t_1[1];
    outputBuffer[11u] = (int)t_3.x;
    outputBuffer[12u] = (int)(t_2.x + t_3.y + t_1[2].z);
    row_major float4x4 t_4 = core_inverse_2(float4x4(float4(2.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 4.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 1.0f, 3.0f), float4(0.0f, 0.0f, 0.0f, 1.0f)));
    outputBuffer[13u] = (int)(t_4[0].x * 100.0f);
    outputBuffer[14u] = (int)(t_4[1].y * 100.0f);
    float4 t_5 = t_4[2];
    outputBuffer[15u] = (int)t_5.w;
    float4 t_6 = t_4[3];
    outputBuffer[16u] = (int)t_6.z;
    outputBuffer[17u] = (int)(t_6.w + t_5.z);
    row_major float4x4 t_7 = core_inverse_2(float4x4(float4(1.0f, 2.0f, 0.0f, 1.0f), float4(0.0f, 1.0f, 3.0f, 0.0f), float4(0.0f, 0.0f, 1.0f, 4.0f), float4(0.0f, 0.0f, 0.0f, 1.0f)));
    row_major float4x4 t_8 = mul(t_7, float4x4(float4(1.0f, 2.0f, 0.0f, 1.0f), float4(0.0f, 1.0f, 3.0f, 0.0f), float4(0.0f, 0.0f, 1.0f, 4.0f), float4(0.0f, 0.0f, 0.0f, 1.0f)));
    float4 t_9 = t_8[0];
    float4 t_10 = t_8[1];
    float4 t_11 = t_8[2];
    outputBuffer[18u] = (int)(t_9.x + t_10.y + t_11.z + t_8[3].w);
    outputBuffer[19u] = (int)(abs(t_9.y) + abs(t_9.z) + abs(t_9.w) + abs(t_10.z) + abs(t_11.w) + abs(t_10.w));
    row_major float4x4 t_12 = core_inverse_2(float4x4(float4(1.0f, 2.0f, 0.0f, 1.0f), float4(0.0f, 1.0f, 3.0f, 0.0f), float4(0.0f, 0.0f, 1.0f, 4.0f), float4(0.0f, 0.0f, 0.0f, 1.0f)));
    float4 t_13 = t_12[0];
    outputBuffer[20u] = (int)t_13.y;
    outputBuffer[21u] = (int)t_13.z;
    outputBuffer[22u] = (int)t_13.w;
    outputBuffer[23u] = (int)t_12[1].w;
    return;
}
float2x2 core_inverse(row_major float2x2 p) {
    float2 t_14 = p[0];
    float t_15 = t_14.x;
    float2 t_16 = p[1];
    float t_17 = t_16.y;
    float t_18 = t_14.y;
    float t_19 = t_16.x;
    float2 t_20 = (float2)(t_15 * t_17 - t_18 * t_19);
    return float2x2(float2x2(float2(t_17, -t_18), float2(-t_19, t_15))[0] / float2x2(t_20, t_20)[0], float2x2(float2(t_17, -t_18), float2(-t_19, t_15))[1] / float2x2(t_20, t_20)[1]);
}
float3x3 core_inverse_1(row_major float3x3 m) {
    float3 t_21 = m[1];
    float3 t_22 = m[2];
    float3 t_23 = cross(t_21, t_22);
    float3 t_24 = m[0];
    float3 t_25 = (float3)dot(t_24, t_23);
    return float3x3(transpose(float3x3(t_23, cross(t_22, t_24), cross(t_24, t_21)))[0] / float3x3(t_25, t_25, t_25)[0], transpose(float3x3(t_23, cross(t_22, t_24), cross(t_24, t_21)))[1] / float3x3(t_25, t_25, t_25)[1], transpose(float3x3(t_23, cross(t_22, t_24), cross(t_24, t_21)))[2] / float3x3(t_25, t_25, t_25)[2]);
}
float4x4 core_inverse_2(row_major float4x4 a) {
    float4 t_26 = a[0];
    float t_27 = t_26.x;
    float4 t_28 = a[1];
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
    float4 t_42 = a[2];
    float t_43 = t_42.z;
    float4 t_44 = a[3];
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
    float4 t_60 = (float4)(t_32 * t_48 - t_35 * t_51 + t_38 * t_52 + t_39 * t_55 - t_40 * t_56 + t_41 * t_57);
    return float4x4(float4x4(float4(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), float4(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), float4(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), float4(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32))[0] / float4x4(t_60, t_60, t_60, t_60)[0], float4x4(float4(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), float4(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), float4(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), float4(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32))[1] / float4x4(t_60, t_60, t_60, t_60)[1], float4x4(float4(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), float4(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), float4(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), float4(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32))[2] / float4x4(t_60, t_60, t_60, t_60)[2], float4x4(float4(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), float4(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), float4(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), float4(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32))[3] / float4x4(t_60, t_60, t_60, t_60)[3]);
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
